/** What one housekeeping call deleted: in all, and per tenant (mandant code → carts). */
export interface ExpiredCartsDeleted {
  deleted: number;
  byTenant: Record<string, number>;
}

/**
 * Housekeeping of carts across every tenant (decision 0039): a system operation of the worker, not a
 * request of a user, so it takes no ShopContext. The rule is isCartDueForDeletion of libs/domain.
 */
export interface CartHousekeepingPort {
  /**
   * Deletes at most `limit` carts that are due for deletion at `now`, those modified longest ago
   * first, in one short transaction; each gets a `deleted` event by the system. Carts another
   * transaction holds are skipped (a later call finds them), so fewer than `limit` deleted means
   * nothing else was due that could be deleted now.
   */
  deleteExpiredCarts(now: Date, limit: number): Promise<ExpiredCartsDeleted>;
}
