/**
 * The documents contract between the BFF (which asks for a document) and the worker (which renders
 * it): the job on QUEUES.documents, the state of each document in Redis, and the live event the
 * customer's pages hear when it is ready (issue 14, decision 0057).
 *
 * A document's id is a hash of everything it shows (its version, made by the BFF's DocumentService): the same order, invoice or report
 * asked for again is the same id, answered from Redis while it is kept there, and rendered once
 * however often it is asked for at the same time (BullMQ ignores an add whose job id exists).
 */
import { PRINT_FORMATS, type PrintFormat } from '@shop/domain';
import { REDIS_KEYS } from './redis-keys';

/** The document types (docs/rules/data-model.md), the purchase report and the display plan. */
export const DOCUMENT_KINDS = ['ORDER', 'INVOICE', 'CREDIT_MEMO', 'PURCHASE_REPORT', 'PLAN'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The kinds that show no amounts (a display plan): every contact of the customer may have them. Every
 * other kind, and any kind added later unless it is listed here, shows prices and is only for roles
 * that see prices (decision 0068).
 */
export const DOCUMENT_KINDS_WITHOUT_PRICES: readonly DocumentKind[] = ['PLAN'];

/** Whether a document of this kind shows amounts, so only a role that sees prices may have it (decision 0068). */
export function documentShowsPrices(kind: DocumentKind): boolean {
  return !DOCUMENT_KINDS_WITHOUT_PRICES.includes(kind);
}

/**
 * Whether a session may have a document of this kind, on every path to it (printing, reading it by id,
 * hearing it is ready): one with amounts only when its role sees prices (decision 0068).
 */
export function mayHaveDocument(kind: DocumentKind, seesPrices: boolean): boolean {
  return seesPrices || !documentShowsPrices(kind);
}

export const DOCUMENT_STATUSES = ['QUEUED', 'RENDERING', 'READY', 'FAILED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Name of every job on the documents queue. */
export const DOCUMENT_JOB = 'render';

/**
 * Rendering is quick (well under a second) and deterministic: three attempts cover a worker that
 * died mid-render or a Redis hiccup while storing; input the renderer refuses is not retried.
 */
export const DOCUMENT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: 1000,
} as const;

/** How long a rendered document is kept for repeated requests (and its state while it renders). */
export const DOCUMENT_TTL_SECONDS = 24 * 60 * 60;

/** The limits of the document worker per customer (decision 0067). */
export interface DocumentLimits {
  /** Documents of one customer queued or rendering at once; one more is refused until one is done. */
  pendingPerCustomer: number;
  /** A waiting document no longer counts after this long (its release was lost with a worker). */
  pendingStaleSeconds: number;
  /** Bytes of rendered files (base64, as Redis keeps them) one customer keeps; the oldest make room. */
  storedBytesPerCustomer: number;
}

export const DOCUMENT_LIMITS: DocumentLimits = {
  pendingPerCustomer: 10,
  pendingStaleSeconds: 15 * 60,
  storedBytesPerCustomer: 8 * 1024 * 1024,
};

/** Bumped when the renderer's output changes, so documents rendered before are not served again. */
export const DOCUMENT_RENDERER_VERSION = 1;

/** Payload of a documents job: what to render, for whom. The input is the renderer's, already scoped. */
export interface DocumentJob {
  documentId: string;
  mandantCode: string;
  customerNo: string;
  kind: DocumentKind;
  /** Only for PLAN. */
  format?: PrintFormat;
  /** The render input of @shop/documents for `kind` (BusinessDocument, PurchaseReport or PlanDocument). */
  input: unknown;
}

/** A document's state in Redis (a hash under documentKey), as the BFF answers it. */
export interface DocumentState {
  status: DocumentStatus;
  mandantCode: string;
  customerNo: string;
  kind: DocumentKind;
  fileName?: string;
  mimeType?: string;
  /** Base64 of the file, when READY. */
  content?: string;
  /** The message key of a failure, when FAILED. */
  error?: string;
}

export function documentKey(documentId: string): string {
  return `${REDIS_KEYS.documents}${documentId}`;
}

/** The customer's documents waiting for the worker: a sorted set of ids by the time they were queued. */
export function pendingDocumentsKey(mandantCode: string, customerNo: string): string {
  return `${REDIS_KEYS.documentsPending}${mandantCode}:${customerNo}`;
}

/** The customer's kept files: a sorted set of `<bytes>:<document id>` by the time they were stored. */
export function storedDocumentsKey(mandantCode: string, customerNo: string): string {
  return `${REDIS_KEYS.documentsStored}${mandantCode}:${customerNo}`;
}

/**
 * A document became ready (or failed): the pages of its customer that wait for it fetch it. The BFF
 * sends it only to the customer's streams whose role may have a document of that kind (decision 0068).
 */
export interface DocumentReadyEvent {
  type: 'document-ready';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  documentId: string;
  kind: DocumentKind;
  status: 'READY' | 'FAILED';
}

export function documentReadyEvent(
  job: Pick<DocumentJob, 'mandantCode' | 'customerNo' | 'documentId' | 'kind'>,
  status: 'READY' | 'FAILED',
  now: Date,
): DocumentReadyEvent {
  return {
    type: 'document-ready',
    id: String(now.getTime()),
    mandantCode: job.mandantCode,
    customerNo: job.customerNo,
    documentId: job.documentId,
    kind: job.kind,
    status,
  };
}

export function isDocumentReadyEvent(value: unknown): value is DocumentReadyEvent {
  const event = value as Partial<DocumentReadyEvent> | null;
  return (
    !!event &&
    event.type === 'document-ready' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    typeof event.documentId === 'string' &&
    DOCUMENT_KINDS.includes(event.kind as DocumentKind) &&
    (event.status === 'READY' || event.status === 'FAILED')
  );
}

/** The payload's shape, or why not (the worker fails such a job without retrying it). */
export function documentJobProblem(value: unknown): string | null {
  const job = value as Partial<DocumentJob> | null;
  if (!job || typeof job !== 'object') return 'not an object';
  for (const field of ['documentId', 'mandantCode', 'customerNo'] as const)
    if (typeof job[field] !== 'string' || job[field] === '') return `${field} missing`;
  if (!DOCUMENT_KINDS.includes(job.kind as DocumentKind)) return `unknown kind ${String(job.kind)}`;
  if (job.kind === 'PLAN' && !PRINT_FORMATS.includes(job.format as PrintFormat))
    return `unknown print format ${String(job.format)}`;
  if (!job.input || typeof job.input !== 'object') return 'input missing';
  return null;
}
