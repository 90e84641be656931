import { budgetPeriodOf, type BudgetInterval } from '@shop/domain';
import { MANDANT_CODES, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import { insertRows } from './insert-rows';
import type { People } from './people';

/** A budget of the seed (migration 0022) before its period is placed around the day it is inserted. */
export interface BudgetSeedRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  contact_id: string;
  period: BudgetInterval;
  currency: string;
  value_cents: number;
  initial_value_cents: number;
  /** Consumed in the current period when the seed is inserted: an `opening` ledger entry books it. */
  consumed_cents: number;
  can_exceed_budget: boolean;
}

interface BudgetPlan {
  period: BudgetInterval;
  /** In whole units of the customer's currency. */
  value: number;
  /** Share of the value consumed in the current period. */
  consumed: number;
  canExceed: boolean;
}

/**
 * The first customer's budgets by login (its logins are the e2e tests'): each may be exceeded, so no
 * test that hands over or orders a cart is refused by a seeded budget, except norole's PER_ORDER cap
 * (norole orders nothing in the tests). The basket shopper has none: an approver sets it up.
 */
const FIRST_CUSTOMER_BUDGETS: Record<string, BudgetPlan> = {
  admin: { period: 'YEARLY', value: 100_000, consumed: 0.12, canExceed: true },
  approver: { period: 'HALF_YEARLY', value: 50_000, consumed: 0, canExceed: true },
  purchaser: { period: 'QUARTERLY', value: 30_000, consumed: 0.4, canExceed: true },
  norole: { period: 'PER_ORDER', value: 1_000, consumed: 0, canExceed: false },
};

/**
 * The other customers' administrators, by turns from the second customer: every period kind, some
 * nearly used up, some that may be exceeded. The second (100002, whose administrator the seeded API
 * client acts as) is nearly used up and may be exceeded; the third is nearly used up and may not.
 */
const OTHER_BUDGETS: readonly BudgetPlan[] = [
  { period: 'TWO_MONTH', value: 8_000, consumed: 0.93, canExceed: true },
  { period: 'MONTHLY', value: 2_500, consumed: 0.96, canExceed: false },
  { period: 'QUARTERLY', value: 12_000, consumed: 0.5, canExceed: true },
  { period: 'PER_ORDER', value: 1_500, consumed: 0, canExceed: false },
  { period: 'HALF_YEARLY', value: 20_000, consumed: 0.3, canExceed: false },
  { period: 'YEARLY', value: 60_000, consumed: 0.92, canExceed: false },
];

/**
 * Budgets of each tenant's seeded contacts (issue 14): every period kind at every scale (the first
 * customer alone has four kinds, the second and third customers two more), a few nearly used up.
 * Deterministic; the periods are placed around the day they are inserted.
 */
export function buildBudgetSeed(people: People): BudgetSeedRow[] {
  const rows: BudgetSeedRow[] = [];
  for (const mandantCode of MANDANT_CODES) {
    const customers = people.customers.filter((customer) => customer.mandant_code === mandantCode);
    customers.forEach((customer, index) => {
      for (const contact of people.contacts.filter((row) => row.customer_id === customer.id)) {
        const local = contact.login_email.split('@')[0];
        const plan =
          index === 0 ? FIRST_CUSTOMER_BUDGETS[local] : OTHER_BUDGETS[(index - 1) % OTHER_BUDGETS.length];
        if (!plan) continue;
        const cents = plan.value * 100;
        rows.push({
          id: `budget-${contact.id}`,
          mandant_code: mandantCode,
          customer_id: customer.id,
          contact_id: contact.id,
          period: plan.period,
          currency: customer.currency,
          value_cents: cents,
          initial_value_cents: cents,
          consumed_cents: plan.period === 'PER_ORDER' ? 0 : Math.round(cents * plan.consumed),
          can_exceed_budget: plan.canExceed,
        });
      }
    });
  }
  return rows;
}

/**
 * Inserts the budgets with their current period (of `now`) and an `opening` ledger entry for what each
 * has consumed; the seed sets them up as their contact's own (changed_by).
 */
export async function insertBudgetSeed(
  db: Db,
  rows: readonly BudgetSeedRow[],
  now = new Date(),
): Promise<void> {
  const placed = rows.map((row) => {
    const period = budgetPeriodOf(row.period, now);
    return {
      ...row,
      period_start: period?.start ?? null,
      period_end: period?.end ?? null,
      changed_by_contact_id: row.contact_id,
    };
  });
  await insertRows(
    db,
    'budget',
    {
      id: 'text',
      mandant_code: 'text',
      customer_id: 'text',
      contact_id: 'text',
      period: 'text',
      currency: 'text',
      value_cents: 'bigint',
      initial_value_cents: 'bigint',
      consumed_cents: 'bigint',
      can_exceed_budget: 'boolean',
      period_start: 'date',
      period_end: 'date',
      changed_by_contact_id: 'text',
    },
    placed,
  );
  await insertRows(
    db,
    'budget_ledger',
    {
      budget_id: 'text',
      mandant_code: 'text',
      kind: 'text',
      amount_cents: 'bigint',
      currency: 'text',
      period_start: 'date',
    },
    placed
      .filter((row) => row.consumed_cents > 0)
      .map((row) => ({
        budget_id: row.id,
        mandant_code: row.mandant_code,
        kind: 'opening',
        amount_cents: row.consumed_cents,
        currency: row.currency,
        period_start: row.period_start,
      })),
  );
}

/**
 * Adds the seeded budgets to a database seeded before migration 0022 (its budget table is empty), for
 * the seeded contacts that are there; a database with any budget is left as it is (its approvers set
 * them up). Answers how many were added.
 */
export async function addMissingBudgets(db: Db, people: People, now = new Date()): Promise<number> {
  if (await db.one('select 1 from budget limit 1')) return 0;
  const present = new Set(
    (await db.query<{ id: string }>('select id from contact where not deletion_state')).map((row) => row.id),
  );
  const rows = buildBudgetSeed(people).filter((row) => present.has(row.contact_id));
  await insertBudgetSeed(db, rows, now);
  return rows.length;
}
