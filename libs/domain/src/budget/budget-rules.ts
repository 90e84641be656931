import { accessLevelOf, type WebRole } from '../roles';
import { budgetPeriodEnded, budgetPeriodOf, type BudgetInterval } from './budget-period';

/**
 * The largest budget value: 20,000,000.00 in the budget's currency (cents), inside GraphQL's Int
 * (amounts are Money.centAmount, a 32-bit integer).
 */
export const MAX_BUDGET_CENTS = 2_000_000_000;

/** What the rules read of a budget (docs/rules/data-model.md Budget; amounts in cents of the budget's currency). */
export interface BudgetFigures {
  period: BudgetInterval;
  /** What the current period may spend (an approver may change it within a period). */
  valueCents: number;
  /** What each new period starts with. */
  initialValueCents: number;
  /** Ordered in the current period (spec consumedValue); always 0 for PER_ORDER. */
  consumedCents: number;
  /** Carts handed over for approval and not decided yet (decision 0061). */
  reservedCents: number;
  canExceedBudget: boolean;
  /** The current period's first and last day; null for PER_ORDER. */
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * What is left of a budget for new carts: value − consumed − reserved in a period; a PER_ORDER budget
 * caps each order on its own, so its whole value is left for every cart. Negative when exceeded.
 */
export function remainingBudgetCents(budget: BudgetFigures): number {
  if (budget.period === 'PER_ORDER') return budget.valueCents;
  return budget.valueCents - budget.consumedCents - budget.reservedCents;
}

/** A cart's amount held against a budget: what it has left before and after, and whether it may. */
export interface BudgetCheck {
  /** The budget left for this cart: the remaining budget plus what the cart itself holds already. */
  remainingCents: number;
  /** remainingCents − the cart's amount; negative when the cart exceeds the budget. */
  remainingAfterCents: number;
  exceeds: boolean;
  /** Exceeds, and the budget may not be exceeded: the hand-over or order is refused. */
  refused: boolean;
}

/**
 * Whether `amountCents` fits a budget (decision 0061): `heldCents` is what the same cart has reserved
 * already (its hand-over), which it may use again when it is ordered. A PER_ORDER budget holds nothing
 * between orders: the amount is compared with the value alone.
 */
export function budgetCheckOf(budget: BudgetFigures, amountCents: number, heldCents = 0): BudgetCheck {
  const remainingCents =
    budget.period === 'PER_ORDER' ? budget.valueCents : remainingBudgetCents(budget) + heldCents;
  const remainingAfterCents = remainingCents - amountCents;
  const exceeds = remainingAfterCents < 0;
  return { remainingCents, remainingAfterCents, exceeds, refused: exceeds && !budget.canExceedBudget };
}

/**
 * The budget as it stands on the day of `now` (decision 0062): when its period has ended, the period
 * that holds `now` with nothing consumed and the initial value again; reservations of carts still
 * waiting for approval go with it into the new period. Unchanged otherwise (and always for PER_ORDER).
 */
export function rolledOverBudget<T extends BudgetFigures>(budget: T, now: Date): T {
  if (budget.period === 'PER_ORDER' || !budgetPeriodEnded(budget.periodEnd, now)) return budget;
  const period = budgetPeriodOf(budget.period, now)!;
  return {
    ...budget,
    valueCents: budget.initialValueCents,
    consumedCents: 0,
    periodStart: period.start,
    periodEnd: period.end,
  };
}

/** Why a budget value may not be set: a whole number of cents from 0 to MAX_BUDGET_CENTS. */
export function budgetValueProblem(cents: unknown): 'error.invalid-budget-value' | null {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= MAX_BUDGET_CENTS
    ? null
    : 'error.invalid-budget-value';
}

/** Approvers and administrators see and set the budgets of their customer's contacts (docs/rules/roles.md ROLE_CART_APPROVER). */
export function mayManageBudgets(role: WebRole | null): boolean {
  return accessLevelOf(role) >= accessLevelOf('ROLE_CART_APPROVER');
}
