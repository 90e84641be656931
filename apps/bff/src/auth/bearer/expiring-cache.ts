/**
 * A bounded in-process cache of loads that expire: concurrent asks for one key share one load; a
 * load says itself how long its value holds (`expiresAt`); a failed load is forgotten at once, so
 * the next ask loads again. Full, it drops the oldest entry.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  getOrLoad(key: string, load: () => Promise<{ value: V; expiresAt: number }>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    if (cached) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Pending loads never expire; they are given their expiry when they settle.
    const entry = { value: undefined as unknown as Promise<V>, expiresAt: Number.POSITIVE_INFINITY };
    entry.value = load().then(
      ({ value, expiresAt }) => {
        entry.expiresAt = expiresAt;
        if (expiresAt <= this.now() && this.entries.get(key) === entry) this.entries.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, entry);
    return entry.value;
  }
}
