import type Redis from 'ioredis';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_TTL_SECONDS,
  documentKey,
  documentReadyEvent,
  pendingDocumentsKey,
  storedDocumentsKey,
  type DocumentJob,
  type DocumentLimits,
  type DocumentState,
} from '@shop/jobs';

/** The Redis commands the document store uses: nothing else of the client. */
export type DocumentRedis = Pick<Redis, 'hgetall' | 'multi' | 'del' | 'zrange'>;

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

/** The customer a document belongs to. */
export type DocumentOwner = Pick<DocumentJob, 'mandantCode' | 'customerNo'>;

/** One kept file in the customer's index: `<bytes>:<document id>`, scored by when it was stored. */
interface StoredEntry {
  member: string;
  documentId: string;
  bytes: number;
  storedAt: number;
}

/**
 * The one place that writes a document's state in Redis (decision 0057): the BFF reads it and queues a
 * document, the worker marks it RENDERING, READY with its file, or FAILED, each kept for the TTL and
 * announced to the customer's pages in the same transaction as the state it announces. It also keeps
 * the customer's limits (decision 0067): how many documents wait for the worker, and how many bytes of
 * files are kept.
 */
export class DocumentStore {
  constructor(
    private readonly redis: DocumentRedis,
    private readonly ttlSeconds: number = DOCUMENT_TTL_SECONDS,
    private readonly limits: DocumentLimits = DOCUMENT_LIMITS,
  ) {}

  /**
   * Takes a place for the document among the customer's documents waiting for the worker: false when
   * the customer has `pendingPerCustomer` others waiting (nothing is written then). A document that
   * waits already keeps its place; a place older than `pendingStaleSeconds` is given up.
   */
  async reserve(ref: DocumentRef, now: Date): Promise<boolean> {
    const key = pendingDocumentsKey(ref.mandantCode, ref.customerNo);
    const staleMs = this.limits.pendingStaleSeconds * 1000;
    const [, [, added], [, count]] = replies(
      await this.redis
        .multi()
        .zremrangebyscore(key, '-inf', now.getTime() - staleMs)
        .zadd(key, 'NX', now.getTime(), ref.documentId)
        .zcard(key)
        .pexpire(key, staleMs)
        .exec(),
    );
    if (added === 1 && (count as number) > this.limits.pendingPerCustomer) {
      replies(await this.redis.multi().zrem(key, ref.documentId).exec());
      return false;
    }
    return true;
  }

  /** Bytes of the customer's files kept at `now` (base64, as Redis holds them). */
  async storedBytes(owner: DocumentOwner, now: Date): Promise<number> {
    const live = (await this.storedEntries(owner)).filter((entry) => this.isLive(entry, now.getTime()));
    return live.reduce((total, entry) => total + entry.bytes, 0);
  }

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
    replies(
      await this.redis
        .multi()
        .hset(key, { status: 'RENDERING', ...ownerOf(ref) })
        .expire(key, this.ttlSeconds)
        .exec(),
    );
  }

  /**
   * The file is kept (base64) for the TTL, its place among the waiting documents is given back, and the
   * customer's pages hear that it is ready. When the customer's kept files would exceed
   * `storedBytesPerCustomer`, its oldest other files are forgotten first (asked for again, they are
   * rendered again); this one is kept whatever its size. Answers the ids of the forgotten files.
   */
  async ready(
    ref: DocumentRef,
    file: StoredFile,
    announce: DocumentAnnouncement,
  ): Promise<{ evicted: string[] }> {
    const key = documentKey(ref.documentId);
    const content = file.content.toString('base64');
    const now = announce.now.getTime();
    const entries = await this.storedEntries(ref);
    const gone = entries.filter((entry) => !this.isLive(entry, now) || entry.documentId === ref.documentId);
    const evicted: StoredEntry[] = [];
    let total = content.length;
    for (const entry of entries) if (!gone.includes(entry)) total += entry.bytes;
    // Oldest first (the index is sorted by the time of storing).
    for (const entry of entries) {
      if (total <= this.limits.storedBytesPerCustomer) break;
      if (gone.includes(entry)) continue;
      evicted.push(entry);
      total -= entry.bytes;
    }
    const stored = storedDocumentsKey(ref.mandantCode, ref.customerNo);
    const removed = [...gone, ...evicted].map((entry) => entry.member);
    const multi = this.redis
      .multi()
      .hset(key, {
        status: 'READY',
        ...ownerOf(ref),
        fileName: file.fileName,
        mimeType: file.mimeType,
        content,
      })
      .expire(key, this.ttlSeconds)
      .zrem(pendingDocumentsKey(ref.mandantCode, ref.customerNo), ref.documentId);
    if (removed.length > 0) multi.zrem(stored, ...removed);
    multi.zadd(stored, now, `${content.length}:${ref.documentId}`).expire(stored, this.ttlSeconds);
    for (const entry of evicted) multi.del(documentKey(entry.documentId));
    multi.publish(announce.channel, JSON.stringify(documentReadyEvent(ref, 'READY', announce.now)));
    replies(await multi.exec());
    return { evicted: evicted.map((entry) => entry.documentId) };
  }

  /** The document failed for good: its state says why, and the waiting pages hear it. */
  async failed(ref: DocumentRef, errorKey: string, announce: DocumentAnnouncement): Promise<void> {
    const key = documentKey(ref.documentId);
    replies(
      await this.redis
        .multi()
        .hset(key, { status: 'FAILED', ...ownerOf(ref), error: errorKey })
        .expire(key, this.ttlSeconds)
        .zrem(pendingDocumentsKey(ref.mandantCode, ref.customerNo), ref.documentId)
        .publish(announce.channel, JSON.stringify(documentReadyEvent(ref, 'FAILED', announce.now)))
        .exec(),
    );
  }

  /** The customer's index of kept files, oldest first. */
  private async storedEntries(owner: DocumentOwner): Promise<StoredEntry[]> {
    const flat = await this.redis.zrange(
      storedDocumentsKey(owner.mandantCode, owner.customerNo),
      0,
      -1,
      'WITHSCORES',
    );
    const entries: StoredEntry[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const member = flat[i];
      const colon = member.indexOf(':');
      entries.push({
        member,
        documentId: member.slice(colon + 1),
        bytes: Number(member.slice(0, colon)) || 0,
        storedAt: Number(flat[i + 1]),
      });
    }
    return entries;
  }

  /** A file stored more than the TTL ago has expired with its key. */
  private isLive(entry: StoredEntry, now: number): boolean {
    return entry.storedAt > now - this.ttlSeconds * 1000;
  }
}

/** The replies of a transaction; the first failed command's error is thrown. */
function replies(results: [Error | null, unknown][] | null): [Error | null, unknown][] {
  if (!results) throw new Error('document store: transaction aborted');
  const failed = results.find(([error]) => error);
  if (failed) throw failed[0];
  return results;
}

function ownerOf(ref: DocumentRef): Pick<DocumentState, 'mandantCode' | 'customerNo' | 'kind'> {
  return { mandantCode: ref.mandantCode, customerNo: ref.customerNo, kind: ref.kind };
}
