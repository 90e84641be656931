import {
  DOCUMENT_KINDS,
  documentReadyEvent,
  documentShowsPrices,
  isDocumentReadyEvent,
  mayHaveDocument,
} from './documents';

describe('documents contract', () => {
  it('keeps every kind but the plan for roles that see prices (decision 0068)', () => {
    expect(DOCUMENT_KINDS.filter((kind) => !documentShowsPrices(kind))).toEqual(['PLAN']);
  });

  it('names the document’s kind in its event, and refuses an event without a known kind', () => {
    const event = documentReadyEvent(
      { mandantCode: '20HHAT', customerNo: '100001', documentId: 'doc-1', kind: 'INVOICE' },
      'FAILED',
      new Date(5),
    );
    expect(event).toEqual({
      type: 'document-ready',
      id: '5',
      mandantCode: '20HHAT',
      customerNo: '100001',
      documentId: 'doc-1',
      kind: 'INVOICE',
      status: 'FAILED',
    });
    expect(isDocumentReadyEvent(event)).toBe(true);
    const { kind: _kind, ...withoutKind } = event;
    expect(isDocumentReadyEvent(withoutKind)).toBe(false);
    expect(isDocumentReadyEvent({ ...event, kind: 'POSTER' })).toBe(false);
  });
});

describe('mayHaveDocument (decision 0068)', () => {
  it('gives every kind to a role that sees prices, and only the plan to one that does not', () => {
    expect(DOCUMENT_KINDS.filter((kind) => mayHaveDocument(kind, true))).toEqual([...DOCUMENT_KINDS]);
    expect(DOCUMENT_KINDS.filter((kind) => mayHaveDocument(kind, false))).toEqual(['PLAN']);
  });
});
