import type { Db } from '@shop/db';
import { budgetCheckOf, rolledOverBudget, type BudgetInterval, type Money } from '@shop/domain';
import { BudgetExceededError, type BudgetRecord } from '../../budget.port';
import type { Scope } from '../carts/cart-store';

/** A budget row with its customer's and contact's numbers (migration 0022). */
export interface BudgetRow {
  id: string;
  mandant_code: string;
  customer_id: string;
  customer_no: string;
  contact_id: string;
  contact_no: string;
  period: BudgetInterval;
  currency: string;
  value_cents: string | number;
  initial_value_cents: string | number;
  consumed_cents: string | number;
  reserved_cents: string | number;
  can_exceed_budget: boolean;
  period_start: string | Date | null;
  period_end: string | Date | null;
  version: number;
  changed_by_contact_id: string;
  changed_by_employee_id: string | null;
  changed_at: string | Date;
}

export const BUDGET_COLUMNS = `b.id, b.mandant_code, b.customer_id, cu.customer_no, b.contact_id, co.contact_no,
  b.period, b.currency, b.value_cents, b.initial_value_cents, b.consumed_cents, b.reserved_cents,
  b.can_exceed_budget, to_char(b.period_start, 'YYYY-MM-DD') as period_start,
  to_char(b.period_end, 'YYYY-MM-DD') as period_end, b.version, b.changed_by_contact_id,
  b.changed_by_employee_id, b.changed_at`;

export const BUDGET_FROM = `budget b join customer cu on cu.id = b.customer_id join contact co on co.id = b.contact_id`;

const day = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A budget row as stored (no roll-over applied). */
export function toBudget(row: BudgetRow): BudgetRecord {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    customerId: row.customer_id,
    customerNo: row.customer_no,
    contactId: row.contact_id,
    contactNo: row.contact_no,
    period: row.period,
    currency: row.currency,
    valueCents: Number(row.value_cents),
    initialValueCents: Number(row.initial_value_cents),
    consumedCents: Number(row.consumed_cents),
    reservedCents: Number(row.reserved_cents),
    canExceedBudget: row.can_exceed_budget,
    periodStart: day(row.period_start),
    periodEnd: day(row.period_end),
    version: row.version,
    changedByContactId: row.changed_by_contact_id,
    changedByEmployeeId: row.changed_by_employee_id,
    changedAt: new Date(row.changed_at).toISOString(),
  };
}

/** The budget of a contact of the scope's customer, as stored; `forUpdate` locks it until the transaction ends. */
export async function loadBudgetOfContact(
  db: Db,
  scope: Pick<Scope, 'mandantCode' | 'customerId'>,
  contactId: string,
  { forUpdate = false } = {},
): Promise<BudgetRecord | null> {
  const [row] = await db.query<BudgetRow>(
    `select ${BUDGET_COLUMNS} from ${BUDGET_FROM}
      where b.contact_id = $1 and b.mandant_code = $2 and b.customer_id = $3 ${forUpdate ? 'for update of b' : ''}`,
    [contactId, scope.mandantCode, scope.customerId],
  );
  return row ? toBudget(row) : null;
}

/**
 * Writes the roll-over of a budget whose period ended before the day of `now` (decision 0062): a
 * `rollover` ledger entry with what the ended period consumed, then the period of now. Once per
 * period (the entry's unique index); the budget must be locked by the caller. The budget after it.
 */
export async function writeRollover(tx: Db, budget: BudgetRecord, now: Date): Promise<BudgetRecord> {
  const rolled = rolledOverBudget(budget, now);
  if (rolled === budget) return budget;
  await tx.query(
    `insert into budget_ledger (budget_id, mandant_code, kind, amount_cents, currency, period_start, at)
     values ($1, $2, 'rollover', $3, $4, $5, $6)
     on conflict do nothing`,
    [budget.id, budget.mandantCode, budget.consumedCents, budget.currency, budget.periodStart, now],
  );
  await tx.query(
    `update budget set value_cents = $2, consumed_cents = 0, period_start = $3, period_end = $4 where id = $1`,
    [budget.id, rolled.valueCents, rolled.periodStart, rolled.periodEnd],
  );
  return rolled;
}

/** The budget of a contact of the scope's customer, locked and rolled over to the period of `now`. */
export async function lockBudgetOfContact(
  tx: Db,
  scope: Pick<Scope, 'mandantCode' | 'customerId'>,
  contactId: string,
  now: Date,
): Promise<BudgetRecord | null> {
  const budget = await loadBudgetOfContact(tx, scope, contactId, { forUpdate: true });
  return budget ? writeRollover(tx, budget, now) : null;
}

interface Reservation {
  budgetId: string;
  amountCents: number;
}

/** The cart's reservation that is neither released nor consumed yet (decision 0061); null if none. */
async function openReservationOf(tx: Db, mandantCode: string, cartId: string): Promise<Reservation | null> {
  const [row] = await tx.query<{ budget_id: string; amount_cents: string | number }>(
    `select r.budget_id, r.amount_cents from budget_ledger r
      where r.cart_id = $1 and r.mandant_code = $2 and r.kind = 'reserve'
        and not exists (select 1 from budget_ledger x where x.cart_id = r.cart_id and x.kind = 'release')`,
    [cartId, mandantCode],
  );
  return row ? { budgetId: row.budget_id, amountCents: Number(row.amount_cents) } : null;
}

async function insertEntry(
  tx: Db,
  scope: Scope,
  budget: BudgetRecord,
  entry: { kind: 'reserve' | 'release' | 'consume'; cartId: string; orderId?: string; amountCents: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into budget_ledger (budget_id, mandant_code, kind, cart_id, order_id, amount_cents, currency,
       period_start, contact_id, employee_id, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      budget.id,
      budget.mandantCode,
      entry.kind,
      entry.cartId,
      entry.orderId ?? null,
      entry.amountCents,
      budget.currency,
      budget.periodStart,
      scope.contactId,
      scope.employeeId,
      now,
    ],
  );
}

function assertCurrency(budget: BudgetRecord, amount: Money): void {
  if (amount.currency !== budget.currency)
    throw new Error(`budget ${budget.id} is in ${budget.currency}, the amount in ${amount.currency}`);
}

/**
 * A cart handed over for approval reserves its amount in its creator's budget (decision 0061), in
 * the hand-over's transaction. BudgetExceededError when it does not fit a budget that may not be
 * exceeded. Nothing when the creator has no budget, or the cart holds a reservation already.
 */
export async function reserveCartBudget(
  tx: Db,
  scope: Scope,
  cart: { id: string; ownerContactId: string },
  amount: Money,
  now: Date,
): Promise<void> {
  // A cart reserves once (the ledger's unique index): a second hand-over finds its entry.
  const [reserved] = await tx.query(
    `select 1 from budget_ledger where cart_id = $1 and mandant_code = $2 and kind = 'reserve'`,
    [cart.id, scope.mandantCode],
  );
  if (reserved) return;
  const budget = await lockBudgetOfContact(tx, scope, cart.ownerContactId, now);
  if (!budget) return;
  assertCurrency(budget, amount);
  const check = budgetCheckOf(budget, amount.centAmount);
  if (check.refused)
    throw new BudgetExceededError(cart.ownerContactId, amount, {
      centAmount: check.remainingCents,
      currency: budget.currency,
    });
  await insertEntry(
    tx,
    scope,
    budget,
    { kind: 'reserve', cartId: cart.id, amountCents: amount.centAmount },
    now,
  );
  await tx.query('update budget set reserved_cents = reserved_cents + $2 where id = $1', [
    budget.id,
    amount.centAmount,
  ]);
}

/**
 * A cart that will not be ordered (declined, deleted, merged into another) gives its reservation back,
 * in the transaction that removes it. Nothing when it holds none; once per cart.
 */
export async function releaseCartBudget(tx: Db, scope: Scope, cartId: string, now: Date): Promise<void> {
  const held = await openReservationOf(tx, scope.mandantCode, cartId);
  if (!held) return;
  const [row] = await tx.query<BudgetRow>(
    `select ${BUDGET_COLUMNS} from ${BUDGET_FROM} where b.id = $1 for update of b`,
    [held.budgetId],
  );
  if (!row) return;
  const budget = toBudget(row);
  await insertEntry(tx, scope, budget, { kind: 'release', cartId, amountCents: held.amountCents }, now);
  await tx.query('update budget set reserved_cents = greatest(reserved_cents - $2, 0) where id = $1', [
    budget.id,
    held.amountCents,
  ]);
}

/**
 * An order consumes its amount in its cart creator's budget (decision 0061), in the order's
 * transaction: the cart's reservation (if any) is released and the order's amount consumed (PER_ORDER
 * budgets cap the order and consume nothing). BudgetExceededError when it does not fit a budget that
 * may not be exceeded; the cart's own reservation counts as room for it. Once per order.
 *
 * When the orderer is not the creator (an approver ordering or approving a colleague's cart), the
 * amount must fit the orderer's own budget as well (decision 0069); it is checked, not charged. Both
 * budgets are locked in the order of their contact ids, so two orders of each other's carts queue
 * instead of deadlocking.
 */
export async function consumeOrderBudget(
  tx: Db,
  scope: Scope,
  cart: { id: string; ownerContactId: string },
  orderId: string,
  amount: Money,
  now: Date,
): Promise<void> {
  const ordererId = scope.contactId;
  const locked = new Map<string, BudgetRecord | null>();
  for (const contactId of [...new Set([cart.ownerContactId, ordererId])].sort())
    locked.set(contactId, await lockBudgetOfContact(tx, scope, contactId, now));
  const budget = locked.get(cart.ownerContactId) ?? null;
  const held = await openReservationOf(tx, scope.mandantCode, cart.id);
  const heldHere = held && budget && held.budgetId === budget.id ? held.amountCents : 0;
  if (budget) assertFits(budget, cart.ownerContactId, amount, heldHere);
  const orderers = ordererId !== cart.ownerContactId ? (locked.get(ordererId) ?? null) : null;
  if (orderers) assertFits(orderers, ordererId, amount, 0);
  if (held) await releaseCartBudget(tx, scope, cart.id, now);
  if (!budget) return;
  await insertEntry(
    tx,
    scope,
    budget,
    { kind: 'consume', cartId: cart.id, orderId, amountCents: amount.centAmount },
    now,
  );
  if (budget.period !== 'PER_ORDER')
    await tx.query('update budget set consumed_cents = consumed_cents + $2 where id = $1', [
      budget.id,
      amount.centAmount,
    ]);
}

/** BudgetExceededError when `amount` does not fit the contact's budget that may not be exceeded. */
function assertFits(budget: BudgetRecord, contactId: string, amount: Money, heldCents: number): void {
  assertCurrency(budget, amount);
  const check = budgetCheckOf(budget, amount.centAmount, heldCents);
  if (check.refused)
    throw new BudgetExceededError(contactId, amount, {
      centAmount: check.remainingCents,
      currency: budget.currency,
    });
}

/** What a cart holds of a budget: its open reservation's amount there, 0 when none. */
export async function heldByCart(
  db: Db,
  mandantCode: string,
  cartId: string,
  budgetId: string,
): Promise<number> {
  const held = await openReservationOf(db, mandantCode, cartId);
  return held && held.budgetId === budgetId ? held.amountCents : 0;
}
