import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { budgetPeriodOf, rolledOverBudget, type ShopContext } from '@shop/domain';
import {
  BudgetVersionConflictError,
  type BudgetChange,
  type BudgetPort,
  type BudgetRecord,
  type CartBudget,
  type ContactBudget,
} from '../../budget.port';
import type { Scope } from '../carts/cart-store';
import {
  BUDGET_COLUMNS,
  BUDGET_FROM,
  heldByCart,
  loadBudgetOfContact,
  lockBudgetOfContact,
  toBudget,
  type BudgetRow,
} from './budget-store';

/** The tenant and customer a budget call is scoped to, and who acts (for writes). */
function budgetScopeOf(ctx: ShopContext): Scope {
  if (!ctx.customer || !ctx.contact) throw new Error('budget calls need a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}

/** BudgetPort on the project's own database (migration 0022, decisions 0061 and 0062). */
export class EmbeddedBudgetAdapter implements BudgetPort {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async getBudget(ctx: ShopContext, contactId: string): Promise<BudgetRecord | null> {
    const budget = await loadBudgetOfContact(this.db, budgetScopeOf(ctx), contactId);
    return budget ? rolledOverBudget(budget, this.clock()) : null;
  }

  async listBudgets(ctx: ShopContext, contactNos: readonly string[] | null): Promise<ContactBudget[]> {
    const scope = budgetScopeOf(ctx);
    const rows = await this.db.query<
      Partial<BudgetRow> & {
        co_id: string;
        co_no: string;
        first_name: string;
        last_name: string;
      }
    >(
      `select co.id as co_id, co.contact_no as co_no, co.first_name, co.last_name,
              ${BUDGET_COLUMNS}
         from contact co
         join customer cu on cu.id = co.customer_id
         left join budget b on b.contact_id = co.id
        where co.customer_id = $1 and co.mandant_code = $2 and not co.deletion_state
          and ($3::text[] is null or co.contact_no = any($3::text[]))
        order by co.contact_no`,
      [scope.customerId, scope.mandantCode, contactNos === null ? null : [...contactNos]],
    );
    const now = this.clock();
    return rows.map((row) => ({
      contactId: row.co_id,
      contactNo: row.co_no,
      firstName: row.first_name,
      lastName: row.last_name,
      budget: row.id ? rolledOverBudget(toBudget(row as BudgetRow), now) : null,
    }));
  }

  async setBudget(
    ctx: ShopContext,
    change: BudgetChange,
    expectedVersion: number,
  ): Promise<BudgetRecord | null> {
    const scope = budgetScopeOf(ctx);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [contact] = await tx.query<{ id: string; currency: string }>(
        `select co.id, cu.currency from contact co join customer cu on cu.id = co.customer_id
          where co.contact_no = $1 and co.customer_id = $2 and co.mandant_code = $3 and not co.deletion_state
          for update of co`,
        [change.contactNo, scope.customerId, scope.mandantCode],
      );
      if (!contact) return null;
      const current = await lockBudgetOfContact(tx, scope, contact.id, now);
      if ((current?.version ?? 0) !== expectedVersion) throw new BudgetVersionConflictError(current);
      const period = budgetPeriodOf(change.period, now);
      if (!current) {
        await tx.query(
          `insert into budget (id, mandant_code, customer_id, contact_id, period, currency, value_cents,
             initial_value_cents, can_exceed_budget, period_start, period_end, changed_by_contact_id,
             changed_by_employee_id, changed_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            `budget-${randomUUID()}`,
            scope.mandantCode,
            scope.customerId,
            contact.id,
            change.period,
            contact.currency,
            change.valueCents,
            change.initialValueCents,
            change.canExceedBudget,
            period?.start ?? null,
            period?.end ?? null,
            scope.contactId,
            scope.employeeId,
            now,
          ],
        );
      } else {
        // Another period kind starts the period of now; what it has consumed is read from the ledger.
        const newPeriod = current.period !== change.period;
        const consumed = !newPeriod
          ? current.consumedCents
          : period
            ? await consumedWithin(tx, current.id, period.start, period.end)
            : 0;
        await tx.query(
          `update budget set period = $2, value_cents = $3, initial_value_cents = $4, can_exceed_budget = $5,
             period_start = $6, period_end = $7, consumed_cents = $8, version = version + 1,
             changed_by_contact_id = $9, changed_by_employee_id = $10, changed_at = $11
           where id = $1`,
          [
            current.id,
            change.period,
            change.valueCents,
            change.initialValueCents,
            change.canExceedBudget,
            newPeriod ? (period?.start ?? null) : current.periodStart,
            newPeriod ? (period?.end ?? null) : current.periodEnd,
            consumed,
            scope.contactId,
            scope.employeeId,
            now,
          ],
        );
      }
      return loadBudgetOfContact(tx, scope, contact.id);
    });
  }

  async budgetOfCart(ctx: ShopContext, cartId: string): Promise<CartBudget | null> {
    const scope = budgetScopeOf(ctx);
    const [row] = await this.db.query<BudgetRow>(
      `select ${BUDGET_COLUMNS} from ${BUDGET_FROM}
         join cart c on c.owner_contact_id = b.contact_id
        where c.id = $1 and c.mandant_code = $2 and c.customer_id = $3 and b.customer_id = $3`,
      [cartId, scope.mandantCode, scope.customerId],
    );
    if (!row) return null;
    const budget = rolledOverBudget(toBudget(row), this.clock());
    return { budget, heldCents: await heldByCart(this.db, scope.mandantCode, cartId, budget.id) };
  }
}

/** What a budget's orders (and opening balance) consumed from `start` to `end` (UTC days, both included). */
async function consumedWithin(tx: Db, budgetId: string, start: string, end: string): Promise<number> {
  const [row] = await tx.query<{ total: string | number }>(
    `select coalesce(sum(amount_cents), 0) as total from budget_ledger
      where budget_id = $1 and kind in ('consume', 'opening')
        and at >= $2::date and at < $3::date + 1`,
    [budgetId, start, end],
  );
  return Number(row?.total ?? 0);
}
