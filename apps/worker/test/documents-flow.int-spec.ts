import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { pdfText, sampleBusinessDocument, samplePlan } from '@shop/documents/testing';
import {
  DOCUMENT_JOB,
  DOCUMENT_JOB_OPTIONS,
  documentKey,
  parseShopEvent,
  QUEUES,
  shopEventsChannel,
  type DocumentJob,
  type DocumentReadyEvent,
} from '@shop/jobs';
import { claimTestRedis, spawnTs, type TestRedis, type TsProcess } from '@shop/testing';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

async function eventually(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A job as the BFF's DocumentQueueService adds it (the id is arbitrary here, the BFF hashes the input). */
function jobOf(documentId: string, changes: Partial<DocumentJob>): DocumentJob {
  return {
    documentId,
    mandantCode: '57HHBG',
    customerNo: '100001',
    kind: 'INVOICE',
    input: sampleBusinessDocument('INVOICE', 'bg', 4),
    ...changes,
  };
}

describe('documents on the worker: rendered, kept, announced, and not lost with a worker (real Redis)', () => {
  let testRedis: TestRedis;
  let connection: Redis;
  let subscriber: Redis;
  let queue: Queue<DocumentJob>;
  let worker: RunningWorker | undefined;
  let stuck: TsProcess | undefined;
  const events: DocumentReadyEvent[] = [];
  const stateOf = (id: string) => connection.hgetall(documentKey(id));

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    connection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<DocumentJob>(QUEUES.documents, { connection });
    subscriber = new Redis(testRedis.url);
    subscriber.on('message', (_channel: string, message: string) => {
      const event = parseShopEvent(message);
      if (event?.type === 'document-ready') events.push(event);
    });
    await subscriber.subscribe(shopEventsChannel(testRedis.url));
  });

  afterAll(async () => {
    await stuck?.kill();
    await worker?.close();
    await queue?.close();
    await Promise.all([connection?.quit(), subscriber?.quit()]);
    await testRedis?.release();
  });

  it('renders an invoice into the document’s key as base64 PDF, and tells the customer’s pages', async () => {
    worker ??= startWorkers(testRedis.url, pino({ level: 'silent' }));
    const id = 'doc-invoice-bg-000000000000000000000';
    await queue.add(DOCUMENT_JOB, jobOf(id, {}), { ...DOCUMENT_JOB_OPTIONS, jobId: id });
    await eventually('the invoice READY', async () => (await stateOf(id)).status === 'READY', 20_000);
    const state = await stateOf(id);
    expect(state).toMatchObject({ mandantCode: '57HHBG', customerNo: '100001', kind: 'INVOICE' });
    expect(state.mimeType).toBe('application/pdf');
    expect(state.fileName).toMatch(/\.pdf$/);
    const text = pdfText(Buffer.from(state.content, 'base64'));
    expect(text).toContain('Фактура');
    expect(await connection.ttl(documentKey(id))).toBeGreaterThan(23 * 3600);
    await eventually('its event', () => events.some((e) => e.documentId === id), 5_000);
    expect(events.find((e) => e.documentId === id)).toMatchObject({
      mandantCode: '57HHBG',
      customerNo: '100001',
      status: 'READY',
    });
  });

  it('renders a display plan in the named print format', async () => {
    worker ??= startWorkers(testRedis.url, pino({ level: 'silent' }));
    const id = 'doc-plan-cs-control-00000000000000000';
    await queue.add(
      DOCUMENT_JOB,
      jobOf(id, { kind: 'PLAN', format: 'CONTROL', input: samplePlan('cs', 5) }),
      { ...DOCUMENT_JOB_OPTIONS, jobId: id },
    );
    await eventually('the plan READY', async () => (await stateOf(id)).status === 'READY', 20_000);
    expect(pdfText(Buffer.from((await stateOf(id)).content, 'base64'))).toContain('31');
  });

  it('fails input the renderer refuses at once, marks it FAILED and tells the waiting page', async () => {
    worker ??= startWorkers(testRedis.url, pino({ level: 'silent' }));
    const id = 'doc-broken-00000000000000000000000';
    await queue.add(DOCUMENT_JOB, jobOf(id, { input: { kind: 'INVOICE', lines: 'not lines' } }), {
      ...DOCUMENT_JOB_OPTIONS,
      jobId: id,
    });
    await eventually('the broken one FAILED', async () => (await stateOf(id)).status === 'FAILED', 20_000);
    expect((await stateOf(id)).error).toBe('error.document-failed');
    const job = await queue.getJob(id);
    expect(job?.attemptsMade).toBe(1);
    await eventually(
      'its event',
      () => events.some((e) => e.documentId === id && e.status === 'FAILED'),
      5_000,
    );
  });

  it('renders a document whose worker was killed mid-render on another worker: READY, not lost', async () => {
    await worker?.close();
    worker = undefined;
    stuck = spawnTs('apps/worker/test/support/stuck-document-worker.ts', [], {
      env: { REDIS_URL: testRedis.url },
      ipc: true,
    });
    const child = stuck.child;
    await new Promise<void>((resolve) =>
      child.on('message', (message: { ready?: boolean }) => message.ready && resolve()),
    );
    const started = new Promise<string>((resolve) =>
      child.on('message', (message: { started?: string }) => message.started && resolve(message.started)),
    );
    const id = 'doc-crash-de-000000000000000000000';
    await queue.add(
      DOCUMENT_JOB,
      jobOf(id, { mandantCode: '20HHAT', kind: 'ORDER', input: sampleBusinessDocument('ORDER', 'de', 30) }),
      { ...DOCUMENT_JOB_OPTIONS, jobId: id },
    );
    expect(await started).toBe(id);
    await stuck.kill('SIGKILL');
    expect((await stateOf(id)).status).toBe('RENDERING');

    worker = startWorkers(testRedis.url, pino({ level: 'silent' }));
    await eventually('the crashed one READY', async () => (await stateOf(id)).status === 'READY', 30_000);
    expect(pdfText(Buffer.from((await stateOf(id)).content, 'base64'))).toContain('Bestellung');
  });
});
