// Writes apps/bff/trusted-documents/web.json, the web's trusted documents (part of `npx nx codegen web`).
// The web's TypeScript modules are loaded through Vite's module runner, so the texts are exactly what
// the web's Apollo client sends; trusted-documents.spec.ts fails when the file is not up to date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const load = async (path) => (await runnerImport(path, { configFile: false, logLevel: 'error' })).module;

const tools = await load(fileURLToPath(new URL('./trusted-documents.ts', import.meta.url)));
const paths = tools.webPaths(fileURLToPath(new URL('../../..', import.meta.url)));
const documents = [];
for (const file of tools.queryModuleFiles(paths.src))
  documents.push(...tools.operationDocumentsOf(await load(file)));
const fetchPrices = await load(paths.fetchPrices);
documents.push(
  ...tools.detailPriceBatches(fetchPrices.batchedCustPricesQuery, fetchPrices.DETAIL_PRICE_BATCH),
);
const { createApolloClient } = await load(paths.apolloClient);
const manifest = tools.manifestOf(await tools.sentTexts(createApolloClient, documents));
writeFileSync(paths.manifest, tools.manifestJson(manifest));
console.log(`${Object.keys(manifest).length} trusted documents → ${paths.manifest}`);
