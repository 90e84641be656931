import { addMissingSeedBudgets } from '@shop/db';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { budgetPeriodOf, orderTotalsOf, type BudgetInterval, type ShopContext } from '@shop/domain';
import { BudgetExceededError, BudgetVersionConflictError, type BudgetRecord } from '../src/budget.port';
import type { CartRecord } from '../src/cart.port';
import { EmbeddedBudgetRollover } from '../src/embedded/budgets/embedded-budget-rollover';
import { EmbeddedBudgetAdapter } from '../src/embedded/budgets/embedded-budget.adapter';
import { EmbeddedCartAdapter } from '../src/embedded/carts/embedded-cart.adapter';
import { EmbeddedOrderAdapter } from '../src/embedded/orders/embedded-order.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import type { OrderDraft } from '../src/order.port';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(90_000);

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Ringstraße 5',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
};
const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });

describe.each(databaseTargets())('budgets and their ledger on $name (decisions 0061, 0062)', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedBudgetAdapter;
  let carts: EmbeddedCartAdapter;
  let orders: EmbeddedOrderAdapter;
  let customers: EmbeddedCustomerAdapter;
  let approver: ShopContext;
  let shopper: ShopContext;
  let purchaser: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;
  let skus: string[];
  let keys = 0;

  const sql = <T extends object>(text: string, params: unknown[] = []) => database.db.query<T>(text, params);

  /**
   * A new budget of `ctx`'s contact set up by the approver: the one before is deleted with its ledger,
   * so what earlier tests consumed or reserved does not count.
   */
  async function freshBudget(
    ctx: ShopContext,
    terms: { period?: BudgetInterval; value: number; canExceedBudget?: boolean },
  ): Promise<BudgetRecord> {
    await sql('delete from budget where contact_id = $1', [ctx.contact!.id]);
    return budgetFor(ctx, terms);
  }

  /** The approver sets the budget of `ctx`'s contact (whatever version it has). */
  async function budgetFor(
    ctx: ShopContext,
    terms: { period?: BudgetInterval; value: number; canExceedBudget?: boolean },
  ): Promise<BudgetRecord> {
    const [current] = await adapter.listBudgets(approver, [ctx.contact!.contactNo]);
    return (await adapter.setBudget(
      approver,
      {
        contactNo: ctx.contact!.contactNo,
        period: terms.period ?? 'MONTHLY',
        valueCents: terms.value,
        initialValueCents: terms.value,
        canExceedBudget: terms.canExceedBudget ?? false,
      },
      current.budget?.version ?? 0,
    ))!;
  }

  /** A new cart of `ctx` (own key) with one line. */
  async function filledCart(ctx: ShopContext): Promise<CartRecord> {
    keys += 1;
    const cart = await carts.getActiveCart(ctx, `${ctx.mandantCode}-budget-${keys}`);
    return (await carts.changeLines(ctx, cart.id, cart.version, [
      { sku: skus[0], quantity: 2, mode: 'add' },
    ]))!;
  }

  /** The hand-over of a cart reserving `net` cents. */
  const handOver = (ctx: ShopContext, cart: CartRecord, net: number) =>
    carts.changeProcessStatus(ctx, cart.id, cart.version, {
      status: 'Open',
      comment: null,
      state: 'Saved',
      budgetAmount: eur(net),
    });

  /** The draft of an order of `net` cents (one line). */
  function draftOf(cart: CartRecord, net: number, approving = false): OrderDraft {
    const line = { sku: cart.lines[0].sku, name: 'x', quantity: 1, unitPrice: eur(net), linePrice: eur(net) };
    return {
      cartId: cart.id,
      expectedVersion: cart.version,
      employeeNo: null,
      shippingAddress: ADDRESS,
      taxPercent: 20,
      totals: orderTotalsOf([net], 20, 'EUR'),
      lines: [line],
      customLineItem: null,
      approving,
    };
  }

  const ledgerOf = (cartId: string) =>
    sql<{ kind: string; amount_cents: string; contact_id: string | null }>(
      `select kind, amount_cents::text as amount_cents, contact_id from budget_ledger where cart_id = $1 order by id`,
      [cartId],
    );

  const budgetOf = async (ctx: ShopContext) => (await adapter.getBudget(approver, ctx.contact!.id))!;

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedBudgetAdapter(database.db);
    carts = new EmbeddedCartAdapter(database.db);
    orders = new EmbeddedOrderAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    approver = await contextOfLogin(customers, 'de-at', 'approver@20hhat.example');
    shopper = await contextOfLogin(customers, 'de-at', 'shopper@20hhat.example');
    purchaser = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, approver);
    otherTenant = await contextOfLogin(customers, 'de-de', 'approver@30hhde.example');
    skus = (
      await sql<{ sku: string }>("select sku from product where mandant_code = '20HHAT' order by sku limit 1")
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('lists the customer’s contacts with their seeded budgets, the period of today around them', async () => {
    const listed = await adapter.listBudgets(approver, null);
    expect(listed.map((entry) => entry.contactNo)).toEqual(
      [...listed.map((entry) => entry.contactNo)].sort(),
    );
    const byLogin = new Map(listed.map((entry) => [entry.contactId, entry.budget]));
    expect(byLogin.get(shopper.contact!.id)).toBeNull();
    const purchasers = byLogin.get(purchaser.contact!.id)!;
    expect(purchasers).toMatchObject({
      period: 'QUARTERLY',
      valueCents: 3_000_000,
      consumedCents: 1_200_000,
      canExceedBudget: true,
      currency: 'EUR',
      customerNo: approver.customer!.customerNo,
      contactNo: purchaser.contact!.contactNo,
    });
    expect({ start: purchasers.periodStart, end: purchasers.periodEnd }).toEqual(
      budgetPeriodOf('QUARTERLY', new Date()),
    );
    expect(await adapter.listBudgets(approver, [purchaser.contact!.contactNo, 'KT999999'])).toHaveLength(1);
  });

  it('never reads or writes another customer’s or tenant’s budget', async () => {
    const foreign = otherCustomer.contact!;
    expect(await adapter.listBudgets(approver, [foreign.contactNo])).toEqual([]);
    expect(await adapter.getBudget(approver, foreign.id)).toBeNull();
    expect(await adapter.getBudget(otherTenant, purchaser.contact!.id)).toBeNull();
    const change = {
      period: 'MONTHLY' as const,
      valueCents: 1,
      initialValueCents: 1,
      canExceedBudget: false,
    };
    expect(await adapter.setBudget(approver, { ...change, contactNo: foreign.contactNo }, 1)).toBeNull();
    // Contact numbers are counted per tenant: the same number in another tenant is that tenant's contact.
    const theirOwn = await adapter.setBudget(
      otherTenant,
      { ...change, contactNo: purchaser.contact!.contactNo },
      1,
    );
    expect(theirOwn).toMatchObject({
      mandantCode: otherTenant.mandantCode,
      customerId: otherTenant.customer!.id,
    });
    const theirs = await adapter.getBudget(otherCustomer, foreign.id);
    expect(theirs?.valueCents).not.toBe(1);
    expect((await budgetOf(purchaser)).valueCents).toBe(3_000_000);
  });

  it('sets up a budget at version 0, changes it at its version, refuses a stale one and records who', async () => {
    const staff = await employeeActingAs(database.db, approver);
    const created = await adapter.setBudget(
      staff,
      {
        contactNo: shopper.contact!.contactNo,
        period: 'MONTHLY',
        valueCents: 50_000,
        initialValueCents: 40_000,
        canExceedBudget: false,
      },
      0,
    );
    expect(created).toMatchObject({
      version: 1,
      valueCents: 50_000,
      initialValueCents: 40_000,
      consumedCents: 0,
      reservedCents: 0,
      changedByContactId: approver.contact!.id,
      changedByEmployeeId: staff.employee!.id,
    });
    const change = {
      contactNo: shopper.contact!.contactNo,
      period: 'YEARLY' as const,
      valueCents: 60_000,
      initialValueCents: 60_000,
      canExceedBudget: false,
    };
    await expect(adapter.setBudget(approver, change, 0)).rejects.toBeInstanceOf(BudgetVersionConflictError);
    const changed = await adapter.setBudget(approver, change, 1);
    expect(changed).toMatchObject({ version: 2, period: 'YEARLY', changedByEmployeeId: null });
    expect({ start: changed!.periodStart, end: changed!.periodEnd }).toEqual(
      budgetPeriodOf('YEARLY', new Date()),
    );
    const stale = await adapter
      .setBudget(approver, { ...change, valueCents: 1 }, 1)
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(BudgetVersionConflictError);
    expect((stale as BudgetVersionConflictError).current?.version).toBe(2);
    expect((await budgetOf(shopper)).valueCents).toBe(60_000);
  });

  it('reserves a hand-over’s amount, refuses one that does not fit (nothing changes) and releases on delete', async () => {
    await freshBudget(shopper, { value: 10_000 });
    const cart = await filledCart(shopper);
    const handed = (await handOver(shopper, cart, 6_000))!;
    expect(handed.processStatus).toBe('Open');
    expect(await budgetOf(shopper)).toMatchObject({ reservedCents: 6_000, consumedCents: 0 });
    expect(await ledgerOf(cart.id)).toEqual([
      { kind: 'reserve', amount_cents: '6000', contact_id: shopper.contact!.id },
    ]);

    const second = await filledCart(shopper);
    const refused = await handOver(shopper, second, 4_001).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BudgetExceededError);
    expect((refused as BudgetExceededError).remaining).toEqual(eur(4_000));
    expect(await carts.getCart(shopper, second.id)).toMatchObject({
      processStatus: 'None',
      version: second.version,
    });
    expect(await ledgerOf(second.id)).toEqual([]);
    expect((await budgetOf(shopper)).reservedCents).toBe(6_000);

    expect(await carts.deleteCart(approver, handed.id, handed.version)).toBe(true);
    expect(await budgetOf(shopper)).toMatchObject({ reservedCents: 0 });
    expect((await ledgerOf(cart.id)).map((entry) => [entry.kind, entry.contact_id])).toEqual([
      ['reserve', shopper.contact!.id],
      ['release', approver.contact!.id],
    ]);
  });

  it('turns the reservation into consumption when the cart is approved and ordered, once', async () => {
    await freshBudget(shopper, { value: 10_000 });
    const cart = await filledCart(shopper);
    const handed = (await handOver(shopper, cart, 5_000))!;
    // The approver changed the cart meanwhile: the order's own net is what counts, its reservation is room.
    const placed = await orders.placeOrder(approver, draftOf(handed, 9_000, true));
    expect(placed?.created).toBe(true);
    expect(await budgetOf(shopper)).toMatchObject({ reservedCents: 0, consumedCents: 9_000 });
    expect((await ledgerOf(cart.id)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['reserve', '5000'],
      ['release', '5000'],
      ['consume', '9000'],
    ]);
    const again = await orders.placeOrder(approver, draftOf(handed, 9_000, true));
    expect(again?.created).toBe(false);
    expect((await budgetOf(shopper)).consumedCents).toBe(9_000);
  });

  it('refuses an approval beyond the budget unless it may be exceeded', async () => {
    await freshBudget(shopper, { value: 10_000 });
    const cart = await filledCart(shopper);
    const handed = (await handOver(shopper, cart, 8_000))!;
    await budgetFor(shopper, { value: 5_000 });
    await expect(orders.placeOrder(approver, draftOf(handed, 8_000, true))).rejects.toBeInstanceOf(
      BudgetExceededError,
    );
    expect(await orders.getOrderOfCart(approver, cart.id)).toBeNull();
    expect(await budgetOf(shopper)).toMatchObject({ reservedCents: 8_000, consumedCents: 0 });
    await budgetFor(shopper, { value: 5_000, canExceedBudget: true });
    expect((await orders.placeOrder(approver, draftOf(handed, 8_000, true)))?.created).toBe(true);
    expect(await budgetOf(shopper)).toMatchObject({ reservedCents: 0, consumedCents: 8_000 });
  });

  it('consumes a direct order, and caps each order of a PER_ORDER budget without carrying anything', async () => {
    await freshBudget(purchaser, { period: 'PER_ORDER', value: 3_000 });
    const first = await orders.placeOrder(purchaser, draftOf(await filledCart(purchaser), 3_000));
    expect(first?.created).toBe(true);
    const second = await orders.placeOrder(purchaser, draftOf(await filledCart(purchaser), 3_000));
    expect(second?.created).toBe(true);
    await expect(
      orders.placeOrder(purchaser, draftOf(await filledCart(purchaser), 3_001)),
    ).rejects.toBeInstanceOf(BudgetExceededError);
    expect(await budgetOf(purchaser)).toMatchObject({
      period: 'PER_ORDER',
      consumedCents: 0,
      periodStart: null,
    });

    // Back to a month: what it ordered this month counts.
    const monthly = await budgetFor(purchaser, { period: 'MONTHLY', value: 10_000 });
    expect(monthly.consumedCents).toBe(6_000);
    await expect(
      orders.placeOrder(purchaser, draftOf(await filledCart(purchaser), 4_001)),
    ).rejects.toBeInstanceOf(BudgetExceededError);
  });

  it('never consumes more than the budget when orders meet at once', async () => {
    await freshBudget(purchaser, { period: 'YEARLY', value: 1_000_000 });
    const carts = await Promise.all([1, 2, 3, 4].map(() => filledCart(purchaser)));
    const amount = 333_333;
    const results = await Promise.allSettled(
      carts.map((cart) => orders.placeOrder(purchaser, draftOf(cart, amount))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(BudgetExceededError);
    const after = await budgetOf(purchaser);
    expect(after.consumedCents).toBeLessThanOrEqual(after.valueCents);
    const [sum] = await sql<{ total: string }>(
      `select sum(amount_cents)::text as total from budget_ledger l join budget b on b.id = l.budget_id
        where b.contact_id = $1 and l.kind = 'consume' and l.cart_id = any($2::text[])`,
      [purchaser.contact!.id, carts.map((cart) => cart.id)],
    );
    expect(Number(sum.total)).toBe(3 * amount);
  });

  it('releases the reservations of merged carts; the merged cart counts against the approver', async () => {
    await freshBudget(shopper, { value: 100_000 });
    const one = (await handOver(shopper, await filledCart(shopper), 1_000))!;
    const two = (await handOver(shopper, await filledCart(shopper), 2_000))!;
    expect((await budgetOf(shopper)).reservedCents).toBe(3_000);
    const merged = await carts.mergeCarts(
      approver,
      `${approver.mandantCode}-merge-budget`,
      [
        { cartId: one.id, version: one.version },
        { cartId: two.id, version: two.version },
      ],
      null,
    );
    expect(merged.failedCarts).toEqual([]);
    expect((await budgetOf(shopper)).reservedCents).toBe(0);
    expect((await adapter.budgetOfCart(approver, merged.mergedCart.id))?.budget.contactId).toBe(
      approver.contact!.id,
    );
  });

  it('tells a cart its creator’s budget and what the cart holds of it', async () => {
    await freshBudget(shopper, { value: 20_000 });
    const cart = await filledCart(shopper);
    expect(await adapter.budgetOfCart(approver, cart.id)).toMatchObject({
      heldCents: 0,
      budget: { contactId: shopper.contact!.id, valueCents: 20_000 },
    });
    const handed = (await handOver(shopper, cart, 7_000))!;
    expect(await adapter.budgetOfCart(approver, handed.id)).toMatchObject({
      heldCents: 7_000,
      budget: { reservedCents: 7_000 },
    });
    expect(await adapter.budgetOfCart(otherCustomer, handed.id)).toBeNull();
  });

  it('rolls ended periods over once: nothing consumed, the initial value again, reservations kept', async () => {
    const set = await adapter.setBudget(
      approver,
      {
        contactNo: shopper.contact!.contactNo,
        period: 'MONTHLY',
        valueCents: 90_000,
        initialValueCents: 30_000,
        canExceedBudget: false,
      },
      (await budgetOf(shopper)).version,
    );
    await sql(
      `update budget set period_start = '2025-01-01', period_end = '2025-01-31', consumed_cents = 12345 where id = $1`,
      [set!.id],
    );
    const reserved = (await budgetOf(shopper)).reservedCents;
    // Read as of now before the job ran.
    expect(await budgetOf(shopper)).toMatchObject({ consumedCents: 0, valueCents: 30_000 });
    const rollover = new EmbeddedBudgetRollover(database.db);
    const now = new Date();
    let moved = 0;
    for (;;) {
      const batch = await rollover.rollOverBudgets(now, 2);
      moved += batch.rolledOver;
      if (batch.rolledOver < 2) break;
    }
    expect(moved).toBeGreaterThanOrEqual(1);
    expect((await rollover.rollOverBudgets(now, 10)).rolledOver).toBe(0);
    const [row] = await sql<{
      consumed_cents: string;
      value_cents: string;
      reserved_cents: string;
      period_end: string;
    }>(
      `select consumed_cents::text, value_cents::text, reserved_cents::text, to_char(period_end, 'YYYY-MM-DD') as period_end
         from budget where id = $1`,
      [set!.id],
    );
    expect(row).toEqual({
      consumed_cents: '0',
      value_cents: '30000',
      reserved_cents: String(reserved),
      period_end: budgetPeriodOf('MONTHLY', now)!.end,
    });
    const entries = await sql<{ amount_cents: string; period_start: string }>(
      `select amount_cents::text, to_char(period_start, 'YYYY-MM-DD') as period_start from budget_ledger
        where budget_id = $1 and kind = 'rollover'`,
      [set!.id],
    );
    expect(entries).toEqual([{ amount_cents: '12345', period_start: '2025-01-01' }]);
  });

  it('adds the seeded budgets to a database seeded before migration 0022, and only to an empty table', async () => {
    expect(await addMissingSeedBudgets(database.db)).toBe(0);
    await sql('delete from budget');
    const added = await addMissingSeedBudgets(database.db);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from budget');
    expect(added).toBe(count.n);
    expect(added).toBeGreaterThan(0);
  });
});
