import { Inject, Injectable } from '@nestjs/common';
import {
  BudgetVersionConflictError,
  BUDGET_PORT,
  type BudgetRecord,
  type BudgetPort,
  type ContactBudget,
} from '@shop/commerce';
import {
  budgetCheckOf,
  mayManageBudgets,
  pricesVisible,
  remainingBudgetCents,
  type ShopContext,
} from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { MoneyModel } from '../common/money.model';
import { forbidden, notFound, ShopError } from '../common/shop-error';
import { CartEvents } from '../carts/cart-access';
import type { BudgetArgs, BudgetsArgs, SetBudgetInput } from './budget.args';
import type { BudgetModel, CartBudgetModel } from './budget.models';

/**
 * Budgets of the session's customer (docs/rules/calls.md getBudget, getBudgets, SetBudget; decisions 0061 and
 * 0062): the customer and contact come from the session, the rules from libs/domain, the storage and
 * the ledger from the commerce port. Every change reaches the customer's open pages as a
 * budget-changed event.
 */
@Injectable()
export class BudgetService {
  constructor(
    @Inject(BUDGET_PORT) private readonly budgetStore: BudgetPort,
    private readonly events: CartEvents,
  ) {}

  /** The session contact's own budget (initialized false when none is set up). */
  async ownBudget(ctx: ShopContext, args: BudgetArgs): Promise<BudgetModel> {
    this.assertTenant(ctx, args.mandantCode);
    const contact = ctx.contact!;
    const [own] = await this.budgetStore.listBudgets(ctx, [contact.contactNo]);
    if (!own) throw notFound('error.contact-not-found');
    return toBudgetModel(ctx, own);
  }

  /** Approvers: the budgets of the customer's contacts, by contact number; other customers' numbers are left out. */
  async budgets(ctx: ShopContext, args: BudgetsArgs): Promise<BudgetModel[]> {
    this.assertTenant(ctx, args.mandantCode);
    if (!mayManageBudgets(ctx.role)) throw forbidden();
    const contactNos = args.contactIdentifiers?.length ? [...new Set(args.contactIdentifiers)] : null;
    const listed = await this.budgetStore.listBudgets(ctx, contactNos);
    return listed.map((entry) => toBudgetModel(ctx, entry));
  }

  /** Approvers: sets up or changes a contact's budget at the version they saw (0: none yet). */
  async setBudget(ctx: ShopContext, input: SetBudgetInput): Promise<BudgetModel> {
    this.assertTenant(ctx, input.mandantCode);
    if (!mayManageBudgets(ctx.role)) throw forbidden();
    const [before] = await this.budgetStore.listBudgets(ctx, [input.contactNumber]);
    if (!before) throw notFound('error.contact-not-found', { contactNumber: input.contactNumber });
    const keepsInitial = before.budget !== null && before.budget.period === input.period;
    const initialValueCents =
      input.initialValue ?? (keepsInitial ? before.budget!.initialValueCents : input.value);
    try {
      const changed = await this.budgetStore.setBudget(
        ctx,
        {
          contactNo: input.contactNumber,
          period: input.period,
          valueCents: input.value,
          initialValueCents,
          canExceedBudget: input.canExceedBudget,
        },
        input.version,
      );
      if (!changed) throw notFound('error.contact-not-found', { contactNumber: input.contactNumber });
      this.events.budgetsChanged(ctx);
      return toBudgetModel(ctx, { ...before, budget: changed });
    } catch (error) {
      if (error instanceof BudgetVersionConflictError)
        throw new ShopError('CONFLICT', 'error.budget-conflict', { version: error.current?.version ?? 0 });
      throw error;
    }
  }

  /**
   * The budget a cart counts against (its creator's) with what is left before and after the cart's net;
   * null when the creator has none, and for roles that see no prices (it would tell the cart's amount).
   */
  async cartBudget(
    ctx: ShopContext,
    cartId: string,
    cartNet: MoneyModel | null,
  ): Promise<CartBudgetModel | null> {
    if (!pricesVisible(ctx) || !ctx.customer || !ctx.contact) return null;
    const found = await this.budgetStore.budgetOfCart(ctx, cartId);
    if (!found) return null;
    const { budget, heldCents } = found;
    const check = budgetCheckOf(budget, cartNet?.centAmount ?? 0, heldCents);
    const money = (centAmount: number) => ({ centAmount, currency: budget.currency });
    return {
      contactNumber: budget.contactNo,
      period: budget.period,
      value: money(budget.valueCents),
      remaining: money(check.remainingCents),
      remainingAfterCart: money(check.remainingAfterCents),
      exceeds: check.exceeds,
      canExceedBudget: budget.canExceedBudget,
      periodEnd: budget.periodEnd,
    };
  }

  /**
   * The spec's mandantCode names the tenant the call is about: it must be the session's own (the
   * locale's tenant, where the session acts), and the session must act for a customer as a contact.
   */
  private assertTenant(ctx: ShopContext, mandantCode: string): void {
    if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    if (mandantCode !== ctx.mandantCode)
      throw new ShopError('FORBIDDEN', 'error.wrong-tenant', { mandantCode });
  }
}

/** A contact's budget for the schema; a contact without one reads as an empty, uninitialized budget. */
function toBudgetModel(ctx: ShopContext, entry: ContactBudget): BudgetModel {
  const budget: BudgetRecord | null = entry.budget;
  const currency = budget?.currency ?? LOCALES[ctx.locale as LocaleCode].currency;
  const money = (centAmount: number) => ({ centAmount, currency });
  return {
    id: budget?.id ?? null,
    customerNumber: ctx.customer!.customerNo,
    contactNumber: entry.contactNo,
    contactName: `${entry.firstName} ${entry.lastName}`.trim(),
    period: budget?.period ?? null,
    value: money(budget?.valueCents ?? 0),
    initialValue: money(budget?.initialValueCents ?? 0),
    consumedValue: money(budget?.consumedCents ?? 0),
    reservedValue: money(budget?.reservedCents ?? 0),
    remainingValue: money(budget ? remainingBudgetCents(budget) : 0),
    canExceedBudget: budget?.canExceedBudget ?? false,
    budgetPeriodStartDate: budget?.periodStart ?? null,
    budgetPeriodEndDate: budget?.periodEnd ?? null,
    initialized: budget !== null,
    version: budget?.version ?? 0,
    changedAt: budget?.changedAt ?? null,
  };
}
