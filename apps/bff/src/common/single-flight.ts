/**
 * Concurrent calls for one key share one computation: the first starts it, the others get its
 * promise until it settles (a burst of misses costs one upstream call). Nothing is kept afterwards;
 * a failure reaches every waiter and the next call starts afresh.
 */
export class SingleFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  run(key: K, compute: () => Promise<V>): Promise<V> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
