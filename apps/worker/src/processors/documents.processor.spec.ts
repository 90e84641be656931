import type { Job } from 'bullmq';
import { pdfText, sampleBusinessDocument } from '@shop/documents/testing';
import { InvalidJobError, type DocumentJob } from '@shop/jobs';
import { markDocumentFailed, processDocument, type DocumentsDeps } from './documents.processor';

/** The document store at the processor's edge: what it was told, in order. */
function fakeStore() {
  const calls: [string, ...unknown[]][] = [];
  const store: DocumentsDeps['store'] = {
    rendering: async (ref) => void calls.push(['rendering', ref.documentId]),
    ready: async (ref, file, announce) => {
      calls.push(['ready', ref.documentId, file, announce]);
      return { evicted: ['doc-old'] };
    },
    failed: async (ref, errorKey, announce) =>
      void calls.push(['failed', ref.documentId, errorKey, announce]),
  };
  return { store, calls };
}
const NOW = new Date('2026-11-28T10:00:00.000Z');
const jobOf = (data: Partial<DocumentJob> = {}) =>
  ({
    id: 'doc-1',
    timestamp: Date.parse('2026-11-27T08:00:00.000Z'),
    data: {
      documentId: 'doc-1',
      mandantCode: '20HHAT',
      customerNo: '100001',
      kind: 'INVOICE',
      input: sampleBusinessDocument('INVOICE', 'de', 3),
      ...data,
    },
  }) as Job<DocumentJob>;

describe('processDocument (decision 0057)', () => {
  it('marks the document RENDERING, renders it dated by the job, and keeps it READY with its announcement', async () => {
    const { store, calls } = fakeStore();
    const outcome = await processDocument(jobOf(), { store, channel: 'shop:events:db3', now: () => NOW });
    expect(calls.map(([step]) => step)).toEqual(['rendering', 'ready']);
    const [, id, file, announce] = calls[1] as [
      string,
      string,
      { fileName: string; content: Buffer },
      unknown,
    ];
    expect(id).toBe('doc-1');
    expect(announce).toEqual({ channel: 'shop:events:db3', now: NOW });
    expect(pdfText(file.content)).toContain('Rechnung');
    expect(outcome).toMatchObject({
      documentId: 'doc-1',
      kind: 'INVOICE',
      bytes: file.content.length,
      evicted: 1,
    });
  });

  it('refuses a payload or input the renderer cannot take without retrying it', async () => {
    const { store, calls } = fakeStore();
    await expect(
      processDocument(jobOf({ kind: 'POSTER' as never }), { store, channel: 'c' }),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(calls).toEqual([]);
    await expect(
      processDocument(jobOf({ input: { kind: 'INVOICE', lines: 'not lines' } }), { store, channel: 'c' }),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(calls.map(([step]) => step)).toEqual(['rendering']);
  });

  it('marks a document that failed for good FAILED with its message key, and ignores a malformed payload', async () => {
    const { store, calls } = fakeStore();
    await markDocumentFailed(jobOf(), { store, channel: 'c', now: () => NOW });
    expect(calls).toEqual([['failed', 'doc-1', 'error.document-failed', { channel: 'c', now: NOW }]]);
    await markDocumentFailed(jobOf({ documentId: '' }), { store, channel: 'c' });
    expect(calls).toHaveLength(1);
  });
});
