/** One stored answer: the bytes and the headers that describe them (never Set-Cookie). */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  generation: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** How long an answer may be served at most, whatever happens meanwhile. */
  ttlMs: number;
  /** Bytes of all stored answers; the oldest go first beyond it. */
  maxBytes: number;
}

/**
 * The in-process store of warm read answers (decision 0055). Every change that may alter a stored
 * answer (catalogue version, prices, a lost event subscription) calls `bump()`, which empties it; an
 * answer computed while a bump happened is not stored (`generationAtStart`).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private current = 0;

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Changes with every bump; an answer started in an older generation is outdated. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
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
  set(key: string, body: Buffer, headers: Record<string, string>, generationAtStart: number): boolean {
    if (generationAtStart !== this.current || body.length > this.options.maxBytes / 8) return false;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, {
      body,
      headers,
      generation: generationAtStart,
      expiresAt: this.now() + this.options.ttlMs,
    });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, entry);
    }
    return true;
  }

  /** Something the answers depend on changed: nothing stored before is served again. */
  bump(): void {
    this.current += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
