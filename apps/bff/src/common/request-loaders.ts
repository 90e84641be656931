import DataLoader from 'dataloader';
import { withinDeadline, type OperationDeadline } from './operation-deadline';

/**
 * The one registry of per-request DataLoaders, on the GraphQL context (GraphqlContext.loaders).
 * Domains define what a loader fetches (catalogue/catalogue-loaders.ts, pricing/price-loaders.ts);
 * the loaders themselves live here, so every field of one operation shares their batches and they
 * are gone with the request. Keys name the parts of the context that change results (tenant,
 * language, customer). With the operation's deadline a batch after it calls nothing, and a batch in
 * flight when it passes rejects at once (its loads end with the coded error).
 */
export class RequestLoaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(readonly deadline?: OperationDeadline) {}

  /** The request's loader named `key`, created on first use with `batch`. */
  get<V>(key: string, batch: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let loader = this.loaders.get(key) as DataLoader<string, V> | undefined;
    if (!loader) {
      const deadline = this.deadline;
      loader = new DataLoader<string, V>((keys) => withinDeadline(deadline, () => batch(keys)), {
        maxBatchSize: 500,
      });
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader;
  }
}
