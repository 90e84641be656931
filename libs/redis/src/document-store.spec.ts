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
  describe('limits per customer (decision 0067)', () => {
    const limits = { pendingPerCustomer: 2, pendingStaleSeconds: 60, storedBytesPerCustomer: 100 };
    const ref = (documentId: string, customerNo = '100001'): DocumentRef => ({
      ...invoice,
      documentId,
      customerNo,
    });
    /** A file whose base64 (what Redis keeps) is `base64Bytes` long. */
    const fileOf = (base64Bytes: number) => ({ ...file, content: Buffer.alloc((base64Bytes / 4) * 3, 7) });
    const at = (seconds: number) => ({
      channel: 'documents-test',
      now: new Date(NOW.getTime() + seconds * 1000),
    });

    it('lets a customer have as many documents waiting as the cap, counting each document once', async () => {
      const limited = new DocumentStore(testRedis.redis, 3600, limits);
      expect(await limited.reserve(ref('doc-a'), NOW)).toBe(true);
      expect(await limited.reserve(ref('doc-b'), NOW)).toBe(true);
      expect(await limited.reserve(ref('doc-a'), NOW)).toBe(true);
      expect(await limited.reserve(ref('doc-c'), NOW)).toBe(false);
      expect(await limited.reserve(ref('doc-x', '100002'), NOW)).toBe(true);
      // A finished or failed document makes room.
      await limited.ready(ref('doc-a'), fileOf(8), at(1));
      expect(await limited.reserve(ref('doc-c'), NOW)).toBe(true);
      await limited.failed(ref('doc-b'), 'error.document-failed', at(1));
      expect(await limited.reserve(ref('doc-d'), NOW)).toBe(true);
      expect(await limited.reserve(ref('doc-e'), NOW)).toBe(false);
      // A waiting document whose release was lost stops counting after pendingStaleSeconds.
      expect(await limited.reserve(ref('doc-e'), new Date(NOW.getTime() + 61_000))).toBe(true);
    });

    it('keeps a customer’s files up to the byte cap, making room by forgetting its oldest', async () => {
      const limited = new DocumentStore(testRedis.redis, 3600, limits);
      await limited.ready(ref('doc-1'), fileOf(40), at(1));
      await limited.ready(ref('doc-2'), fileOf(40), at(2));
      await limited.ready(ref('doc-other', '100002'), fileOf(40), at(2));
      expect(await limited.storedBytes(invoice, at(2).now)).toBe(80);
      // Stored again (a re-render), a file is counted once.
      await limited.ready(ref('doc-2'), fileOf(40), at(3));
      expect(await limited.storedBytes(invoice, at(3).now)).toBe(80);
      await limited.ready(ref('doc-3'), fileOf(40), at(4));
      expect(await limited.read('doc-1')).toBeNull();
      expect((await limited.read('doc-2'))?.status).toBe('READY');
      expect((await limited.read('doc-3'))?.status).toBe('READY');
      expect(await limited.storedBytes(invoice, at(4).now)).toBe(80);
      // Another customer's files are its own.
      expect((await limited.read('doc-other'))?.status).toBe('READY');
      expect(await limited.storedBytes(ref('x', '100002'), at(4).now)).toBe(40);
      // A file larger than the cap is kept (it was asked for), the others make room.
      await limited.ready(ref('doc-big'), fileOf(120), at(5));
      expect((await limited.read('doc-big'))?.status).toBe('READY');
      expect(await limited.read('doc-2')).toBeNull();
      expect(await limited.read('doc-3')).toBeNull();
      // Files older than the TTL are gone with their keys and count no more.
      expect(await limited.storedBytes(invoice, at(5 + 3600).now)).toBe(0);
    });
  });
});
