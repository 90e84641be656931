import type { Db } from '@shop/db';
import { budgetDayOf } from '@shop/domain';
import type { BudgetRolloverPort, BudgetsRolledOver } from '../../budget.port';
import { BUDGET_COLUMNS, BUDGET_FROM, toBudget, writeRollover, type BudgetRow } from './budget-store';

/**
 * BudgetRolloverPort on the project's own database (migration 0022, decision 0062). The rule of the
 * new period is rolledOverBudget of libs/domain, the same the reads and the ledger apply.
 */
export class EmbeddedBudgetRollover implements BudgetRolloverPort {
  constructor(private readonly db: Db) {}

  async rollOverBudgets(now: Date, limit: number): Promise<BudgetsRolledOver> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer, got ${limit}`);
    const moved = await this.db.transaction(async (tx) => {
      // `skip locked`: a budget a hand-over or order is moving right now rolls over there (or next run).
      const due = await tx.query<BudgetRow>(
        `select ${BUDGET_COLUMNS} from ${BUDGET_FROM}
          where b.period_end is not null and b.period_end < $1::date
          order by b.period_end, b.id
          limit $2
          for update of b skip locked`,
        [budgetDayOf(now), limit],
      );
      for (const row of due) await writeRollover(tx, toBudget(row), now);
      return due;
    });
    const byTenant: Record<string, number> = {};
    const customers = new Map<string, { mandantCode: string; customerNo: string }>();
    for (const row of moved) {
      byTenant[row.mandant_code] = (byTenant[row.mandant_code] ?? 0) + 1;
      customers.set(`${row.mandant_code}:${row.customer_no}`, {
        mandantCode: row.mandant_code,
        customerNo: row.customer_no,
      });
    }
    return { rolledOver: moved.length, byTenant, customers: [...customers.values()] };
  }
}
