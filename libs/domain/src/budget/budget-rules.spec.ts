import {
  budgetCheckOf,
  budgetDayOf,
  budgetPeriodEnded,
  budgetPeriodOf,
  budgetValueProblem,
  isBudgetInterval,
  MAX_BUDGET_CENTS,
  mayManageBudgets,
  remainingBudgetCents,
  rolledOverBudget,
  type BudgetFigures,
} from '..';

const at = (iso: string) => new Date(iso);

const monthly = (over: Partial<BudgetFigures> = {}): BudgetFigures => ({
  period: 'MONTHLY',
  valueCents: 100_000,
  initialValueCents: 100_000,
  consumedCents: 30_000,
  reservedCents: 20_000,
  canExceedBudget: false,
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  ...over,
});

describe('budget periods (decision 0062)', () => {
  it.each([
    ['MONTHLY', '2026-02-14T10:00:00Z', '2026-02-01', '2026-02-28'],
    ['MONTHLY', '2028-02-29T23:59:59Z', '2028-02-01', '2028-02-29'],
    ['TWO_MONTH', '2026-04-30T00:00:00Z', '2026-03-01', '2026-04-30'],
    ['TWO_MONTH', '2026-12-01T00:00:00Z', '2026-11-01', '2026-12-31'],
    ['QUARTERLY', '2026-05-15T00:00:00Z', '2026-04-01', '2026-06-30'],
    ['QUARTERLY', '2026-10-01T00:00:00Z', '2026-10-01', '2026-12-31'],
    ['HALF_YEARLY', '2026-06-30T23:00:00Z', '2026-01-01', '2026-06-30'],
    ['HALF_YEARLY', '2026-07-01T00:00:00Z', '2026-07-01', '2026-12-31'],
    ['YEARLY', '2026-08-08T08:00:00Z', '2026-01-01', '2026-12-31'],
  ] as const)('%s on %s runs %s to %s', (interval, now, start, end) => {
    expect(budgetPeriodOf(interval, at(now))).toEqual({ start, end });
  });

  it('PER_ORDER has no period', () => {
    expect(budgetPeriodOf('PER_ORDER', at('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('reads calendar days in UTC and ends a period only after its last day', () => {
    expect(budgetDayOf(at('2026-03-31T23:59:59.999Z'))).toBe('2026-03-31');
    expect(budgetPeriodEnded('2026-03-31', at('2026-03-31T23:59:59Z'))).toBe(false);
    expect(budgetPeriodEnded('2026-03-31', at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(budgetPeriodEnded(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('knows the six intervals of docs/rules/data-model.md and nothing else', () => {
    expect(
      ['HALF_YEARLY', 'MONTHLY', 'PER_ORDER', 'QUARTERLY', 'TWO_MONTH', 'YEARLY'].every(isBudgetInterval),
    ).toBe(true);
    expect(isBudgetInterval('WEEKLY')).toBe(false);
    expect(isBudgetInterval(undefined)).toBe(false);
  });
});

describe('remaining budget and the check of a cart (decision 0061)', () => {
  it('is value − consumed − reserved in a period', () => {
    expect(remainingBudgetCents(monthly())).toBe(50_000);
    expect(remainingBudgetCents(monthly({ consumedCents: 90_000 }))).toBe(-10_000);
  });

  it('lets a cart use what it reserved itself, and refuses what does not fit', () => {
    expect(budgetCheckOf(monthly(), 50_000)).toEqual({
      remainingCents: 50_000,
      remainingAfterCents: 0,
      exceeds: false,
      refused: false,
    });
    expect(budgetCheckOf(monthly(), 50_001)).toMatchObject({
      exceeds: true,
      refused: true,
      remainingAfterCents: -1,
    });
    // The cart holds 20,000 of the reservations: ordering it for 70,000 fits exactly.
    expect(budgetCheckOf(monthly(), 70_000, 20_000)).toMatchObject({
      remainingCents: 70_000,
      refused: false,
    });
  });

  it('lets a budget that may be exceeded go below zero', () => {
    expect(budgetCheckOf(monthly({ canExceedBudget: true }), 80_000)).toEqual({
      remainingCents: 50_000,
      remainingAfterCents: -30_000,
      exceeds: true,
      refused: false,
    });
  });

  it('caps each order of a PER_ORDER budget on its own: nothing consumed or reserved counts', () => {
    const perOrder = monthly({ period: 'PER_ORDER', periodStart: null, periodEnd: null, valueCents: 25_000 });
    expect(remainingBudgetCents(perOrder)).toBe(25_000);
    expect(budgetCheckOf(perOrder, 25_000, 5_000)).toMatchObject({ remainingCents: 25_000, refused: false });
    expect(budgetCheckOf(perOrder, 25_001)).toMatchObject({ refused: true });
  });
});

describe('roll-over (decision 0062)', () => {
  it('starts the period of now with the initial value and nothing consumed, keeping the reservations', () => {
    const budget = monthly({ valueCents: 120_000 });
    expect(rolledOverBudget(budget, at('2026-05-10T08:00:00Z'))).toEqual({
      ...budget,
      valueCents: 100_000,
      consumedCents: 0,
      reservedCents: 20_000,
      periodStart: '2026-05-01',
      periodEnd: '2026-05-31',
    });
  });

  it('leaves a running period and PER_ORDER alone', () => {
    const budget = monthly();
    expect(rolledOverBudget(budget, at('2026-03-31T22:00:00Z'))).toBe(budget);
    const perOrder = monthly({ period: 'PER_ORDER', periodStart: null, periodEnd: null });
    expect(rolledOverBudget(perOrder, at('2030-01-01T00:00:00Z'))).toBe(perOrder);
  });
});

describe('budget input', () => {
  it('takes whole cents from 0 to the maximum', () => {
    expect(budgetValueProblem(0)).toBeNull();
    expect(budgetValueProblem(MAX_BUDGET_CENTS)).toBeNull();
    for (const bad of [-1, 1.5, MAX_BUDGET_CENTS + 1, Number.NaN, '100', null])
      expect(budgetValueProblem(bad)).toBe('error.invalid-budget-value');
  });

  it('is managed by approvers and administrators only', () => {
    expect(mayManageBudgets('ROLE_CART_APPROVER')).toBe(true);
    expect(mayManageBudgets('ROLE_ADMIN')).toBe(true);
    expect(mayManageBudgets('ROLE_CART_PURCHASER')).toBe(false);
    expect(mayManageBudgets('ROLE_CART_MANAGER_NO_CHECKOUT')).toBe(false);
    expect(mayManageBudgets(null)).toBe(false);
  });
});
