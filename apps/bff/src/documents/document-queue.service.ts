import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { pricesVisible, type PrintFormat, type ShopContext } from '@shop/domain';
import {
  DOCUMENT_JOB,
  DOCUMENT_JOB_OPTIONS,
  DOCUMENT_LIMITS,
  DOCUMENT_RENDERER_VERSION,
  mayHaveDocument,
  type DocumentJob,
  type DocumentKind,
  type DocumentState,
  type DocumentStatus,
} from '@shop/jobs';
import { DocumentStore } from '@shop/redis';
import { notFound, ShopError } from '../common/shop-error';
import { DOCUMENTS_QUEUE } from './documents-queue.provider';
import type { DocumentJobModel } from './documents.models';

/** What a document id looks like: `doc-` and 32 characters of base64url (a sha256 prefix). */
export const DOCUMENT_ID_PATTERN = /^doc-[A-Za-z0-9_-]{32}$/;

/** The document's id: a hash of the renderer version, tenant, customer, kind, format and input. */
export function documentIdOf(job: Omit<DocumentJob, 'documentId'>): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        DOCUMENT_RENDERER_VERSION,
        job.mandantCode,
        job.customerNo,
        job.kind,
        job.format ?? null,
        job.input,
      ]),
    )
    .digest('base64url');
  return `doc-${hash.slice(0, 32)}`;
}

/**
 * Documents rendered by the worker (decision 0057): a request answers at once with the file when this
 * version of the document is kept in Redis, else enqueues its rendering (once, however often it is
 * asked for) and answers QUEUED; the page hears `document-ready` and asks documentJob for the file.
 * A customer has a limited number of documents waiting at once (decision 0067).
 */
@Injectable()
export class DocumentQueueService {
  constructor(
    private readonly store: DocumentStore,
    @Inject(DOCUMENTS_QUEUE) private readonly queue: Queue<DocumentJob>,
  ) {}

  async request(
    ctx: ShopContext,
    kind: DocumentKind,
    input: unknown,
    format?: PrintFormat,
  ): Promise<DocumentJobModel> {
    const customerNo = this.customerNoOf(ctx);
    const job: DocumentJob = {
      documentId: '',
      mandantCode: ctx.mandantCode,
      customerNo,
      kind,
      ...(format ? { format } : {}),
      input,
    };
    job.documentId = documentIdOf(job);
    const state = await this.store.read(job.documentId);
    if (state?.status === 'READY') return modelOf(job.documentId, state);
    // The same document still waiting for the worker is answered as it is: it takes no second place.
    const waiting =
      state !== null && state.status !== 'FAILED' && !!(await this.queue.getJob(job.documentId));
    // A customer has at most DOCUMENT_LIMITS.pendingPerCustomer documents waiting (decision 0067).
    if (!waiting && !(await this.store.reserve(job, new Date())))
      throw new ShopError('RATE_LIMITED', 'error.documents-pending-limit', {
        limit: DOCUMENT_LIMITS.pendingPerCustomer,
      });
    if (state?.status === 'FAILED') {
      // Asked again after a failure: a new attempt (the failed job is kept for ops under another id).
      await this.queue.remove(job.documentId).catch(() => undefined);
      await this.store.forget(job.documentId);
    }
    if (!waiting) {
      // Only the first request writes the state: one that comes after the worker finished must not
      // turn READY back into QUEUED.
      const created = await this.store.queue(job);
      if (created || !(await this.queue.getJob(job.documentId)))
        await this.queue.add(DOCUMENT_JOB, job, { ...DOCUMENT_JOB_OPTIONS, jobId: job.documentId });
    }
    const now = await this.store.read(job.documentId);
    return modelOf(job.documentId, now ?? { ...stateOf(job), status: 'QUEUED' });
  }

  /**
   * A document of the session's customer by id; NOT_FOUND for unknown, expired and others' ids, and
   * FORBIDDEN for a document with amounts when the session's role sees no prices (decision 0068).
   */
  async state(ctx: ShopContext, documentId: string): Promise<DocumentJobModel> {
    const customerNo = this.customerNoOf(ctx);
    const state = DOCUMENT_ID_PATTERN.test(documentId) ? await this.store.read(documentId) : null;
    if (!state || state.mandantCode !== ctx.mandantCode || state.customerNo !== customerNo)
      throw notFound('error.document-not-found', { id: documentId });
    if (!mayHaveDocument(state.kind, pricesVisible(ctx)))
      throw new ShopError('FORBIDDEN', 'error.documents-need-prices');
    return modelOf(documentId, state);
  }

  private customerNoOf(ctx: ShopContext): string {
    if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    return ctx.customer.customerNo;
  }
}

function stateOf(job: DocumentJob): Omit<DocumentState, 'status'> {
  return { mandantCode: job.mandantCode, customerNo: job.customerNo, kind: job.kind };
}

function modelOf(documentId: string, state: DocumentState): DocumentJobModel {
  const ready = state.status === 'READY' && state.content && state.fileName;
  return {
    id: documentId,
    kind: state.kind,
    status: state.status as DocumentStatus,
    errorKey: state.status === 'FAILED' ? (state.error ?? 'error.document-failed') : null,
    file: ready
      ? {
          id: documentId,
          fileName: state.fileName!,
          mimeType: state.mimeType ?? 'application/pdf',
          content: state.content!,
        }
      : null,
  };
}
