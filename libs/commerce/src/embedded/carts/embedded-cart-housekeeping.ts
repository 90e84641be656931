import type { Db } from '@shop/db';
import { CART_PROCESS_STATUSES_AWAITING_APPROVAL } from '@shop/domain';
import type { CartHousekeepingPort, ExpiredCartsDeleted } from '../../cart-housekeeping.port';

/**
 * CartHousekeepingPort on the project's own database (migration 0013, decision 0039). The where
 * clause is isCartDueForDeletion of libs/domain; a day is 24 hours there and here.
 */
export class EmbeddedCartHousekeeping implements CartHousekeepingPort {
  constructor(private readonly db: Db) {}

  async deleteExpiredCarts(now: Date, limit: number): Promise<ExpiredCartsDeleted> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer, got ${limit}`);
    const deleted = await this.db.transaction(async (tx) => {
      // Every cart keeps at least one day, so the first condition narrows the index range the
      // exact one is checked on. `skip locked`: a cart a user is writing right now stays for later.
      const due = await tx.query<{ id: string; mandant_code: string }>(
        `select c.id, c.mandant_code from cart c
          where c.last_modified_at < $1::timestamptz - interval '24 hours'
            and c.last_modified_at + c.delete_days_after_last_modification * interval '24 hours' < $1::timestamptz
            and not (c.process_status = any($2::text[]) and c.state <> 'Ordered')
          order by c.last_modified_at, c.id
          limit $3
          for update skip locked`,
        [now, [...CART_PROCESS_STATUSES_AWAITING_APPROVAL], limit],
      );
      if (due.length === 0) return due;
      const ids = due.map((row) => row.id);
      // cart_event.contact_id (and employee_id) name whose cart it was: the owner. Nobody of them
      // acted, which `actor: system` says; the rest is what the rule decided on.
      await tx.query(
        `insert into cart_event (cart_id, mandant_code, customer_id, action, contact_id, employee_id, details)
         select c.id, c.mandant_code, c.customer_id, 'deleted', c.owner_contact_id, c.owner_employee_id,
                jsonb_build_object('actor', 'system', 'by', 'housekeeping', 'state', c.state,
                  'processStatus', c.process_status, 'lastModifiedAt', c.last_modified_at,
                  'deleteDaysAfterLastModification', c.delete_days_after_last_modification)
           from cart c where c.id = any($1::text[])`,
        [ids],
      );
      await tx.query('delete from cart where id = any($1::text[])', [ids]);
      return due;
    });
    const byTenant: Record<string, number> = {};
    for (const row of deleted) byTenant[row.mandant_code] = (byTenant[row.mandant_code] ?? 0) + 1;
    return { deleted: deleted.length, byTenant };
  }
}
