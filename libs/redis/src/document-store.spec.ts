import Redis from 'ioredis';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import { DocumentStore, type DocumentRef } from './document-store';
import { documentKey, parseShopEvent } from '@shop/jobs';

const invoice: DocumentRef = {
  documentId: 'doc-store-invoice',
  mandantCode: '20HHAT',
  customerNo: '100001',
  kind: 'INVOICE',
};
const file = {
  fileName: 'Rechnung-RE-1.pdf',
  mimeType: 'application/pdf',
  content: Buffer.from('%PDF-1.7 x'),
};
const NOW = new Date('2026-11-28T10:00:00.000Z');

/** Redis is the store's system edge: the spec runs on a real (claimed, empty) database. */
describe('DocumentStore (decision 0057)', () => {
  let testRedis: TestRedis;
  let subscriber: Redis;
  let store: DocumentStore;
  const heard: unknown[] = [];

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    store = new DocumentStore(testRedis.redis);
    subscriber = new Redis(testRedis.url);
    subscriber.on('message', (_channel: string, message: string) => heard.push(parseShopEvent(message)));
    await subscriber.subscribe('documents-test');
  });
  afterAll(async () => {
    await subscriber?.quit();
    await testRedis?.release();
  });
  beforeEach(async () => {
    await testRedis.reset();
    heard.length = 0;
  });

  it('queues a document once, with its owner, for the TTL; a later request does not turn READY back', async () => {
    expect(await store.read(invoice.documentId)).toBeNull();
    expect(await store.queue(invoice)).toBe(true);
    expect(await store.queue(invoice)).toBe(false);
    expect(await store.read(invoice.documentId)).toEqual({
      status: 'QUEUED',
      mandantCode: '20HHAT',
      customerNo: '100001',
      kind: 'INVOICE',
    });
    expect(await testRedis.redis.ttl(documentKey(invoice.documentId))).toBeGreaterThan(23 * 3600);

    await store.rendering(invoice);
    await store.ready(invoice, file, { channel: 'documents-test', now: NOW });
    expect(await store.queue(invoice)).toBe(false);
    expect(await store.read(invoice.documentId)).toMatchObject({
      status: 'READY',
      fileName: file.fileName,
      mimeType: 'application/pdf',
      content: file.content.toString('base64'),
    });
  });

  it('announces READY and FAILED with the document’s kind, in the transaction of the state', async () => {
    await store.ready(invoice, file, { channel: 'documents-test', now: NOW });
    const plan = { ...invoice, documentId: 'doc-store-plan', kind: 'PLAN' as const };
    await store.failed(plan, 'error.document-failed', { channel: 'documents-test', now: NOW });
    expect(await store.read(plan.documentId)).toEqual({
      status: 'FAILED',
      mandantCode: '20HHAT',
      customerNo: '100001',
      kind: 'PLAN',
      error: 'error.document-failed',
    });
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([
      expect.objectContaining({
        documentId: invoice.documentId,
        kind: 'INVOICE',
        status: 'READY',
        id: String(NOW.getTime()),
      }),
      expect.objectContaining({ documentId: plan.documentId, kind: 'PLAN', status: 'FAILED' }),
    ]);
  });

  it('forgets a document', async () => {
    await store.failed(invoice, 'error.document-failed', { channel: 'documents-test', now: NOW });
    await store.forget(invoice.documentId);
    expect(await store.read(invoice.documentId)).toBeNull();
  });
});
