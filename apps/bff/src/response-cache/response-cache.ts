/** One stored answer: the bytes and the headers that describe them (never Set-Cookie). */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  generation: number;
  expiresAt: number;
  /** What the entry is counted as against `maxBytes`: body, key, headers and the entry itself. */
  size: number;
  /** The GraphQL operation's name, when it had one (the metrics label an answer from memory by it). */
  operation?: string;
}

export interface ResponseCacheOptions {
  /** How long an answer may be served at most, whatever happens meanwhile. */
  ttlMs: number;
  /** Bytes of all stored answers, keys and headers included; the oldest go first beyond it. */
  maxBytes: number;
  /** Answers stored at most (default: one per ENTRIES_PER_BYTES of `maxBytes`); the oldest go first. */
  maxEntries?: number;
}

/** What an entry costs beyond its bytes (the Map slot, the objects, the Buffer), counted against maxBytes. */
export const ENTRY_OVERHEAD_BYTES = 512;
/** The default entry limit: one answer per 2 KiB of `maxBytes` (64 MiB: 32,768 answers). */
const BYTES_PER_ENTRY = 2048;

/**
 * The in-process store of warm read answers (decision 0055). Every change that may alter a stored
 * answer (catalogue version, prices, a lost event subscription) calls `bump()`, which empties it; an
 * answer computed while a bump happened is not stored (`generationAtStart`). Memory is bounded in
 * bytes and in entries; expired answers leave when read, when a new one is stored, and on `sweep()`
 * (called on a timer by ResponseCacheInvalidation), so none outlives its TTL by much.
 */
export class ResponseCache {
  /** In the order stored, which is the order of expiry (one TTL for all). */
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private current = 0;
  private readonly maxEntries: number;

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxEntries = options.maxEntries ?? Math.max(1, Math.floor(options.maxBytes / BYTES_PER_ENTRY));
  }

  /** Changes with every bump; an answer started in an older generation is outdated. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes counted for the stored answers (keys, headers and overhead included). */
  get storedBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.current || entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Stores an answer computed from data of `generationAtStart`; false when it is outdated or too big. */
  set(
    key: string,
    body: Buffer,
    headers: Record<string, string>,
    generationAtStart: number,
    operation?: string,
  ): boolean {
    if (generationAtStart !== this.current || body.length > this.options.maxBytes / 8) return false;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.sweep();
    let size = ENTRY_OVERHEAD_BYTES + body.length + key.length;
    for (const [name, value] of Object.entries(headers)) size += name.length + value.length;
    this.entries.set(key, {
      body,
      headers,
      generation: generationAtStart,
      expiresAt: this.now() + this.options.ttlMs,
      size,
      operation,
    });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest, entry);
    }
    return true;
  }

  /** Drops the answers whose TTL is over (the oldest first: they are stored in the order they expire). */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.remove(key, entry);
    }
  }

  /** Something the answers depend on changed: nothing stored before is served again. */
  bump(): void {
    this.current += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
