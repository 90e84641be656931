import type Redis from 'ioredis';
import {
  DOCUMENT_TTL_SECONDS,
  documentKey,
  documentReadyEvent,
  type DocumentJob,
  type DocumentState,
} from '@shop/jobs';

/** The Redis commands the document store uses: nothing else of the client. */
export type DocumentRedis = Pick<Redis, 'hgetall' | 'multi' | 'del'>;

/** What names a document and its owner, as the job carries it. */
export type DocumentRef = Pick<DocumentJob, 'documentId' | 'mandantCode' | 'customerNo' | 'kind'>;

/** A rendered file as the worker keeps it. */
export interface StoredFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** Where and when the worker announces a finished document (the shop events channel of its Redis). */
export interface DocumentAnnouncement {
  channel: string;
  now: Date;
}

/**
 * The one place that writes a document's state in Redis (decision 0057): the BFF reads it and queues a
 * document, the worker marks it RENDERING, READY with its file, or FAILED, each kept for the TTL and
 * announced to the customer's pages in the same transaction as the state it announces.
 */
export class DocumentStore {
  constructor(
    private readonly redis: DocumentRedis,
    private readonly ttlSeconds: number = DOCUMENT_TTL_SECONDS,
  ) {}

  /** The document's state, or null when it is unknown or expired. */
  async read(documentId: string): Promise<DocumentState | null> {
    const hash = await this.redis.hgetall(documentKey(documentId));
    return hash.status ? (hash as unknown as DocumentState) : null;
  }

  /**
   * Writes QUEUED unless the document has a state already (a request that comes after the worker
   * finished must not turn READY back); true when this call wrote it.
   */
  async queue(ref: DocumentRef): Promise<boolean> {
    const key = documentKey(ref.documentId);
    const [[, created]] = (await this.redis
      .multi()
      .hsetnx(key, 'status', 'QUEUED')
      .hset(key, ownerOf(ref))
      .expire(key, this.ttlSeconds)
      .exec()) as [[Error | null, number], ...unknown[]];
    return created === 1;
  }

  /** Forgets the document (a failed one asked for again starts afresh). */
  async forget(documentId: string): Promise<void> {
    await this.redis.del(documentKey(documentId));
  }

  /** The worker took the job. */
  async rendering(ref: DocumentRef): Promise<void> {
    const key = documentKey(ref.documentId);
    await this.redis
      .multi()
      .hset(key, { status: 'RENDERING', ...ownerOf(ref) })
      .expire(key, this.ttlSeconds)
      .exec();
  }

  /** The file is kept (base64) for the TTL, and the customer's pages hear that it is ready. */
  async ready(ref: DocumentRef, file: StoredFile, announce: DocumentAnnouncement): Promise<void> {
    const key = documentKey(ref.documentId);
    await this.redis
      .multi()
      .hset(key, {
        status: 'READY',
        ...ownerOf(ref),
        fileName: file.fileName,
        mimeType: file.mimeType,
        content: file.content.toString('base64'),
      })
      .expire(key, this.ttlSeconds)
      .publish(announce.channel, JSON.stringify(documentReadyEvent(ref, 'READY', announce.now)))
      .exec();
  }

  /** The document failed for good: its state says why, and the waiting pages hear it. */
  async failed(ref: DocumentRef, errorKey: string, announce: DocumentAnnouncement): Promise<void> {
    const key = documentKey(ref.documentId);
    await this.redis
      .multi()
      .hset(key, { status: 'FAILED', ...ownerOf(ref), error: errorKey })
      .expire(key, this.ttlSeconds)
      .publish(announce.channel, JSON.stringify(documentReadyEvent(ref, 'FAILED', announce.now)))
      .exec();
  }
}

function ownerOf(ref: DocumentRef): Pick<DocumentState, 'mandantCode' | 'customerNo' | 'kind'> {
  return { mandantCode: ref.mandantCode, customerNo: ref.customerNo, kind: ref.kind };
}
