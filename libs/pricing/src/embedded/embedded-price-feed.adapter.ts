import type { Db } from '@shop/db';
import type {
  NewPriceChange,
  PriceFeedPort,
  PriceRefreshResult,
  PriceRefreshScope,
} from '../price-feed.port';
import { applyPendingPriceChanges, recordPriceChange } from './price-changes';

/**
 * Deadlines of the refresh's database connection. Its two set-wide statements grow with the number
 * of pending changes of a tenant (the read of the pending rows and the stamping update): on PGlite
 * 150,000 pending changes took 1.6 s and 1.1 s, so a full price list of a big catalogue reaches the
 * apps' 5 s statement deadline, and a refresh failing at its deadline would fail again every hour
 * and never apply the prices. Its other statements touch one row each (well under 0.2 s). No user
 * waits for it (decision 0032).
 */
export const PRICE_REFRESH_DB_DEADLINES = { connectTimeoutMs: 2000, statementTimeoutMs: 60_000 } as const;

/**
 * The price feed of the embedded price tables (migration 0004): changes are rows of price_change,
 * applying them updates customer_price and tier_price in one transaction. `refreshDb` runs the
 * refresh (a connection with PRICE_REFRESH_DB_DEADLINES); `db` records changes.
 */
export class EmbeddedPriceFeedAdapter implements PriceFeedPort {
  constructor(
    private readonly db: Pick<Db, 'one'>,
    private readonly refreshDb: Pick<Db, 'transaction'>,
  ) {}

  recordChange(change: NewPriceChange): Promise<string> {
    return recordPriceChange(this.db, change);
  }

  applyPending(scope: PriceRefreshScope): Promise<PriceRefreshResult> {
    return applyPendingPriceChanges(this.refreshDb, scope);
  }
}
