// Document rendering in one process, as the worker's documents queue runs it (no shop needed): how long
// libs/documents takes for a 20-line invoice, a 100-line and a 200-line order (A4, DejaVu fonts embedded as subsets),
// plus a CSV of 1,000 rows. Each case is rendered DOCUMENT_WARMUP (default 5) times untimed, then
// DOCUMENT_RUNS (default 50) times one after another; reports p50/p95/p99/max per document, pages per
// document and pages per second of the whole timed run, and the first render of the process (font files
// read and parsed, code compiled) separately. Needs a build of libs/documents (`npx nx build documents`,
// or `npm start` once). Writes bench/results/documents.json. Not part of `npm test`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { latencyStats, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
const DIST = fileURLToPath(new URL('../dist/libs/documents/src/', import.meta.url));
if (!existsSync(`${DIST}index.js`)) {
  console.error('documents bench: no build of libs/documents in dist/ — run `npx nx build documents` first.');
  process.exit(1);
}
const { renderBusinessDocument, renderCsv } = require(`${DIST}index.js`);
const { sampleBusinessDocument } = require(`${DIST}testing/sample-documents.js`);

const RUNS = Number(process.env.DOCUMENT_RUNS ?? 50);
const WARMUP = Number(process.env.DOCUMENT_WARMUP ?? 5);
const createdAt = new Date('2026-06-14T08:30:00.000Z');

/** Pages of a PDF by its page objects (pdfkit writes no object streams, so they are plain text). */
function pageCount(content) {
  return content.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

async function measure(name, render) {
  const coldStart = performance.now();
  const first = await render();
  const coldMs = Math.round((performance.now() - coldStart) * 10) / 10;
  for (let run = 1; run < WARMUP; run += 1) await render();
  const samples = [];
  const started = performance.now();
  let pages = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const file = await render();
    samples.push(performance.now() - t0);
    pages += file.mimeType === 'application/pdf' ? pageCount(file.content) : 0;
  }
  const wallMs = performance.now() - started;
  const result = {
    name,
    bytes: first.content.length,
    pagesPerDocument: first.mimeType === 'application/pdf' ? pageCount(first.content) : null,
    firstRenderMs: coldMs,
    ...latencyStats(samples),
    documentsPerSecond: Math.round((RUNS / wallMs) * 1000 * 10) / 10,
    pagesPerSecond: pages > 0 ? Math.round((pages / wallMs) * 1000 * 10) / 10 : null,
  };
  console.log(
    `${name}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, ${result.pagesPerDocument ?? '-'} pages, ` +
      `${result.pagesPerSecond ?? '-'} pages/s (first render ${coldMs} ms)`,
  );
  return result;
}

const invoice = sampleBusinessDocument('INVOICE', 'de', 20);
const order100 = sampleBusinessDocument('ORDER', 'de', 100);
const order = sampleBusinessDocument('ORDER', 'bg', 200);
const csvRows = Array.from({ length: 1000 }, (_, index) => [
  `${100000 + index}`,
  `Течен сапун; „${index}“`,
  index % 7,
]);

// The 20-line invoice runs first, so its first render is the process's cold start.
const cases = [
  await measure('invoice-20-lines-de', () => renderBusinessDocument(invoice, { createdAt })),
  await measure('order-100-lines-de', () => renderBusinessDocument(order100, { createdAt })),
  await measure('order-200-lines-bg', () => renderBusinessDocument(order, { createdAt })),
  await measure('csv-1000-rows', async () =>
    renderCsv({ fileNameBase: 'list', headers: ['sku', 'name', 'quantity'], rows: csvRows, language: 'bg' }),
  ),
];

writeResult({
  name: 'documents',
  at: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  warmup: WARMUP,
  cases,
});
