import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import {
  DocumentInputError,
  renderBusinessDocument,
  renderPlan,
  renderPurchaseReport,
  type BusinessDocument,
  type PlanDocument,
  type PurchaseReport,
  type RenderedFile,
} from '@shop/documents';
import {
  DOCUMENT_TTL_SECONDS,
  documentJobProblem,
  documentKey,
  documentReadyEvent,
  InvalidJobError,
  type DocumentJob,
} from '@shop/jobs';

export interface DocumentsDeps {
  /** Where the documents' state and files are kept, and events are published (the `state` connection). */
  redis: Redis;
  channel: string;
  now?: () => Date;
}

export interface DocumentOutcome {
  documentId: string;
  kind: DocumentJob['kind'];
  fileName: string;
  bytes: number;
  renderMs: number;
}

/** Renders the job's document with @shop/documents (the input is the BFF's, already scoped). */
export function renderDocument(job: DocumentJob, createdAt: Date): Promise<RenderedFile> {
  switch (job.kind) {
    case 'ORDER':
    case 'INVOICE':
    case 'CREDIT_MEMO':
      return renderBusinessDocument({ ...(job.input as BusinessDocument), kind: job.kind }, { createdAt });
    case 'PURCHASE_REPORT':
      return renderPurchaseReport(job.input as PurchaseReport, { createdAt });
    case 'PLAN':
      return renderPlan(job.input as PlanDocument, job.format!, { createdAt });
  }
}

/**
 * One document (decision 0057): marks it RENDERING, renders it, keeps the file under the document's
 * key for DOCUMENT_TTL_SECONDS, then tells the customer's pages it is ready. A worker that dies
 * mid-render leaves the job to the stalled check: another worker renders it again (same id, same
 * bytes); a payload or input the renderer refuses fails at once (InvalidJobError, not retried).
 */
export async function processDocument(job: Job<DocumentJob>, deps: DocumentsDeps): Promise<DocumentOutcome> {
  const problem = documentJobProblem(job.data);
  if (problem) throw new InvalidJobError(`documents job ${job.id}: ${problem}`);
  const data = job.data;
  const key = documentKey(data.documentId);
  const now = deps.now ?? (() => new Date());
  await deps.redis
    .multi()
    .hset(key, {
      status: 'RENDERING',
      mandantCode: data.mandantCode,
      customerNo: data.customerNo,
      kind: data.kind,
    })
    .expire(key, DOCUMENT_TTL_SECONDS)
    .exec();
  const started = Date.now();
  let file: RenderedFile;
  try {
    // The PDF's creation date is when the job was added: a re-render after a crash is byte-identical.
    file = await renderDocument(data, new Date(job.timestamp));
  } catch (error) {
    if (error instanceof DocumentInputError)
      throw new InvalidJobError(`documents job ${job.id}: ${error.message}`);
    throw error;
  }
  const renderMs = Date.now() - started;
  await deps.redis
    .multi()
    .hset(key, {
      status: 'READY',
      fileName: file.fileName,
      mimeType: file.mimeType,
      content: file.content.toString('base64'),
    })
    .expire(key, DOCUMENT_TTL_SECONDS)
    .publish(deps.channel, JSON.stringify(documentReadyEvent(data, 'READY', now())))
    .exec();
  return {
    documentId: data.documentId,
    kind: data.kind,
    fileName: file.fileName,
    bytes: file.content.length,
    renderMs,
  };
}

/** A job that failed for good: its state says so, and the waiting pages hear it. */
export async function markDocumentFailed(job: Job<DocumentJob>, deps: DocumentsDeps): Promise<void> {
  if (documentJobProblem(job.data)) return;
  const key = documentKey(job.data.documentId);
  const now = deps.now ?? (() => new Date());
  await deps.redis
    .multi()
    .hset(key, { status: 'FAILED', error: 'error.document-failed' })
    .expire(key, DOCUMENT_TTL_SECONDS)
    .publish(deps.channel, JSON.stringify(documentReadyEvent(job.data, 'FAILED', now())))
    .exec();
}
