import type { Job } from 'bullmq';
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
import { documentJobProblem, InvalidJobError, type DocumentJob } from '@shop/jobs';
import type { DocumentStore } from '@shop/redis';

export interface DocumentsDeps {
  /** Where the documents' state and files are kept and their events published (on the `state` connection). */
  store: Pick<DocumentStore, 'rendering' | 'ready' | 'failed'>;
  /** Pub/sub channel of this Redis database (shopEventsChannel(REDIS_URL)). */
  channel: string;
  now?: () => Date;
}

export interface DocumentOutcome {
  documentId: string;
  kind: DocumentJob['kind'];
  fileName: string;
  bytes: number;
  renderMs: number;
  /** Older files of the customer forgotten to keep its bytes under the cap (decision 0067). */
  evicted: number;
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
  const now = deps.now ?? (() => new Date());
  await deps.store.rendering(data);
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
  const { evicted } = await deps.store.ready(data, file, { channel: deps.channel, now: now() });
  return {
    documentId: data.documentId,
    kind: data.kind,
    fileName: file.fileName,
    bytes: file.content.length,
    renderMs,
    evicted: evicted.length,
  };
}

/** A job that failed for good: its state says so, and the waiting pages hear it. */
export async function markDocumentFailed(job: Job<DocumentJob>, deps: DocumentsDeps): Promise<void> {
  if (documentJobProblem(job.data)) return;
  const now = deps.now ?? (() => new Date());
  await deps.store.failed(job.data, 'error.document-failed', { channel: deps.channel, now: now() });
}
