import type { BudgetInterval, Money, ShopContext } from '@shop/domain';

/**
 * A contact's budget (docs/rules/data-model.md Budget, decisions 0061 and 0062) as it stands now: a period that has
 * ended is read as the period of now (nothing consumed, the initial value), even before the roll-over
 * job has written it. Amounts in cents of `currency`, the customer's.
 */
export interface BudgetRecord {
  id: string;
  mandantCode: string;
  customerId: string;
  customerNo: string;
  contactId: string;
  contactNo: string;
  period: BudgetInterval;
  currency: string;
  valueCents: number;
  initialValueCents: number;
  consumedCents: number;
  reservedCents: number;
  canExceedBudget: boolean;
  /** First and last day of the current period ('YYYY-MM-DD', UTC days); null for PER_ORDER. */
  periodStart: string | null;
  periodEnd: string | null;
  /** Every change by an approver moves it; a change naming another one is refused. */
  version: number;
  /** Who set it last: the contact, and the employee acting as that contact (null for the contact). */
  changedByContactId: string;
  changedByEmployeeId: string | null;
  changedAt: string;
}

/** A contact of the customer and its budget; null when none is set up for it (initialized: false). */
export interface ContactBudget {
  contactId: string;
  contactNo: string;
  firstName: string;
  lastName: string;
  budget: BudgetRecord | null;
}

/** What an approver sets (docs/rules/calls.md SetBudget): the contact by number, and the budget's terms. */
export interface BudgetChange {
  contactNo: string;
  period: BudgetInterval;
  valueCents: number;
  initialValueCents: number;
  canExceedBudget: boolean;
}

/** The budget a cart counts against (its creator's), and what the cart holds of it already. */
export interface CartBudget {
  budget: BudgetRecord;
  /** The cart's reservation (handed over, not decided yet); 0 when it holds none. */
  heldCents: number;
}

/** A change named a version the budget no longer has (0: none existed); `current` is the budget now. */
export class BudgetVersionConflictError extends Error {
  override readonly name = 'BudgetVersionConflictError';
  constructor(readonly current: BudgetRecord | null) {
    super(`budget is at version ${current?.version ?? 0}`);
  }
}

/**
 * A hand-over or an order would exceed the creator's budget, which may not be exceeded (decision 0061).
 * Thrown inside the transaction of the cart or order change: nothing of it is written.
 */
export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
  constructor(
    readonly contactId: string,
    readonly amount: Money,
    /** What the budget had left for the cart (its own reservation included). */
    readonly remaining: Money,
  ) {
    super(`budget of ${contactId} exceeded: ${amount.centAmount} for ${remaining.centAmount} left`);
  }
}

/**
 * Budgets of the commerce backend (docs/rules/calls.md getBudget, getBudgets, SetBudget). Scoped to
 * ctx.mandantCode and ctx.customer: another customer's or tenant's contact is never found, read or
 * written. The ledger itself moves with the carts and orders (CartPort.changeProcessStatus with a
 * budget amount, deleteCart, mergeCarts; OrderPort.placeOrder), in their transactions.
 */
export interface BudgetPort {
  /** The budget of a contact of the context's customer; null when none is set up or not the customer's. */
  getBudget(ctx: ShopContext, contactId: string): Promise<BudgetRecord | null>;
  /**
   * The context's customer's contacts (not deleted) with their budgets, by contact number; `contactNos`
   * narrows them (numbers of other customers find nothing), null: all of them.
   */
  listBudgets(ctx: ShopContext, contactNos: readonly string[] | null): Promise<ContactBudget[]>;
  /**
   * Sets up or changes the budget of a contact of the customer when it is still at `expectedVersion`
   * (0: it has none yet), recording the context's contact and employee; the budget after it.
   * BudgetVersionConflictError when it moved on; null for a contact that is not the customer's.
   */
  setBudget(ctx: ShopContext, change: BudgetChange, expectedVersion: number): Promise<BudgetRecord | null>;
  /** The budget of a cart of the customer (its creator's) and what the cart holds; null when it has none. */
  budgetOfCart(ctx: ShopContext, cartId: string): Promise<CartBudget | null>;
}

/** Injection token of BudgetPort: a class injects only the ports it uses (docs/architecture.md). */
export const BUDGET_PORT = Symbol('BUDGET_PORT');

/** What one roll-over call moved: in all, per tenant, and the customers whose budgets moved. */
export interface BudgetsRolledOver {
  rolledOver: number;
  byTenant: Record<string, number>;
  customers: { mandantCode: string; customerNo: string }[];
}

/**
 * The roll-over of budget periods across every tenant (decision 0062): a system operation of the
 * worker, without a ShopContext.
 */
export interface BudgetRolloverPort {
  /**
   * Moves at most `limit` budgets whose period ended before the day of `now` into the period of `now`
   * (value = initial value, nothing consumed, reservations kept), longest ended first, in one short
   * transaction, each with a `rollover` ledger entry. Budgets another transaction holds are skipped;
   * a period is rolled over once however often this runs.
   */
  rollOverBudgets(now: Date, limit: number): Promise<BudgetsRolledOver>;
}
