import type { ShopContext } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { CartMergeRefusedError, type CartRecord } from '../src/cart.port';
import { EmbeddedCartAdapter } from '../src/embedded/carts/embedded-cart.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(60_000);

describe.each(databaseTargets())('merging carts on $name (decision 0042)', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedCartAdapter;
  let customers: EmbeddedCustomerAdapter;
  let shopper: ShopContext;
  let approver: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;
  let skus: string[];
  let otherTenantSku: string;
  let run = 0;

  const keyOf = (ctx: ShopContext, suffix: string) =>
    `${ctx.mandantCode}-${ctx.customer!.customerNo}-${ctx.contact!.contactNo}${suffix}`;
  const events = (cartId: string) =>
    database.db.query<{
      action: string;
      contact_id: string;
      employee_id: string | null;
      details: Record<string, unknown>;
    }>('select action, contact_id, employee_id, details from cart_event where cart_id = $1 order by id', [
      cartId,
    ]);
  const linesOf = (cart: CartRecord) => cart.lines.map((line) => [line.sku, line.quantity]);

  /** A cart of `ctx` with `lines`, handed over for approval (Open, Saved) unless `handOver` is false. */
  async function pending(
    ctx: ShopContext,
    lines: [string, number][],
    { handOver = true } = {},
  ): Promise<CartRecord> {
    const cart = await adapter.createCart(ctx, keyOf(ctx, `-merge-${(run += 1)}`));
    const filled = (await adapter.changeLines(
      ctx,
      cart.id,
      cart.version,
      lines.map(([sku, quantity]) => ({ sku, quantity, mode: 'add' as const })),
    ))!;
    if (!handOver) return filled;
    return (await adapter.changeProcessStatus(ctx, filled.id, filled.version, {
      status: 'Open',
      comment: 'bitte',
      state: 'Saved',
    }))!;
  }

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedCartAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    shopper = await contextOfLogin(customers, 'de-at', 'shopper@20hhat.example');
    approver = await contextOfLogin(customers, 'de-at', 'approver@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, approver);
    otherTenant = await contextOfLogin(customers, 'de-de', 'purchaser@30hhde.example');
    skus = (
      await database.db.query<{ sku: string }>(
        "select sku from product where mandant_code = '20HHAT' order by sku limit 3",
      )
    ).map((row) => row.sku);
    otherTenantSku = (await database.db.one<{ sku: string }>(
      "select sku from product where mandant_code = '30HHDE' order by sku limit 1",
    ))!.sku;
  });

  afterAll(async () => {
    await database?.stop();
  });

  it("merges pending carts into a new Active cart of the approver's key: quantities add, sources gone", async () => {
    const [a, b, c] = skus;
    const first = await pending(shopper, [
      [a, 2],
      [b, 1],
    ]);
    const second = await pending(shopper, [
      [b, 4],
      [c, 3],
    ]);
    const key = keyOf(approver, '-merged-1');
    const before = await adapter.getActiveCart(approver, key);
    await adapter.changeLines(approver, before.id, before.version, [{ sku: a, quantity: 1, mode: 'add' }]);

    const result = await adapter.mergeCarts(
      approver,
      key,
      [
        { cartId: first.id, version: first.version },
        { cartId: second.id, version: second.version },
      ],
      'Eine Bestellung für alle',
    );
    expect(result.failedCarts).toEqual([]);
    expect(result.mergedSources.map((cart) => cart.id)).toEqual([first.id, second.id]);
    expect(result.mergedCart).toMatchObject({
      key,
      version: 1,
      state: 'Active',
      processType: 'Merged',
      processStatus: 'None',
      processComment: 'Eine Bestellung für alle',
      ownerContactId: approver.contact!.id,
    });
    expect(linesOf(result.mergedCart)).toEqual([
      [a, 2],
      [b, 5],
      [c, 3],
    ]);
    expect((await adapter.getActiveCart(approver, key)).id).toBe(result.mergedCart.id);
    // The approver's own cart with lines steps aside as Saved, as when a new cart is created.
    expect(result.retiredCart?.id).toBe(before.id);
    expect(await adapter.getCart(approver, before.id)).toMatchObject({ state: 'Saved' });
    expect(await adapter.getCart(approver, first.id)).toBeNull();
    expect(await adapter.getCart(approver, second.id)).toBeNull();

    // The requester reads what happened to each handed-over cart, and who did it is on record.
    expect(await adapter.cartDecision(shopper, first.id)).toMatchObject({
      decision: 'merged',
      mergedCartId: result.mergedCart.id,
      comment: 'Eine Bestellung für alle',
      contactId: approver.contact!.id,
      employeeId: null,
      orderNumber: null,
    });
    expect((await events(second.id)).slice(-2)).toEqual([
      {
        action: 'merged',
        contact_id: approver.contact!.id,
        employee_id: null,
        details: { mergedCartId: result.mergedCart.id, comment: 'Eine Bestellung für alle', fromVersion: 3 },
      },
      {
        action: 'deleted',
        contact_id: approver.contact!.id,
        employee_id: null,
        details: { version: 3, lines: 2 },
      },
    ]);
    expect(await events(result.mergedCart.id)).toEqual([
      {
        action: 'created',
        contact_id: approver.contact!.id,
        employee_id: null,
        details: { key, mergedFrom: [first.id, second.id], comment: 'Eine Bestellung für alle' },
      },
    ]);
  });

  it("leaves out stale, not pending, other customers' and other tenants' carts, and changes none of them", async () => {
    const [a, b] = skus;
    const first = await pending(shopper, [[a, 1]]);
    const second = await pending(shopper, [[b, 2]]);
    const stale = await pending(shopper, [[a, 7]]);
    const notPending = await pending(shopper, [[a, 9]], { handOver: false });
    const foreign = await pending(otherCustomer, [[a, 3]]);
    const otherTenants = await pending(otherTenant, [[otherTenantSku, 1]]);

    const result = await adapter.mergeCarts(
      approver,
      keyOf(approver, '-merged-2'),
      [
        { cartId: first.id, version: first.version },
        { cartId: stale.id, version: stale.version - 1 },
        { cartId: notPending.id, version: notPending.version },
        { cartId: foreign.id, version: foreign.version },
        { cartId: otherTenants.id, version: otherTenants.version },
        { cartId: 'cart-unknown', version: 1 },
        { cartId: second.id, version: second.version },
      ],
      null,
    );
    expect(linesOf(result.mergedCart)).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect(result.failedCarts).toEqual([
      { cartId: stale.id, messageKey: 'error.cart-conflict' },
      { cartId: notPending.id, messageKey: 'error.cart-not-in-approval' },
      { cartId: foreign.id, messageKey: 'error.cart-not-found' },
      { cartId: otherTenants.id, messageKey: 'error.cart-not-found' },
      { cartId: 'cart-unknown', messageKey: 'error.cart-not-found' },
    ]);
    expect(await adapter.getCart(shopper, stale.id)).toEqual(stale);
    expect(await adapter.getCart(shopper, notPending.id)).toEqual(notPending);
    expect(await adapter.getCart(otherCustomer, foreign.id)).toEqual(foreign);
    expect(await adapter.getCart(otherTenant, otherTenants.id)).toEqual(otherTenants);
    for (const untouched of [stale, foreign, otherTenants])
      expect((await events(untouched.id)).map((event) => event.action)).not.toContain('merged');
  });

  it('refuses a merge with fewer than two mergeable carts, and changes nothing', async () => {
    const first = await pending(shopper, [[skus[0], 1]]);
    const stale = await pending(shopper, [[skus[1], 1]]);
    const key = keyOf(approver, '-merged-3');
    const active = await adapter.getActiveCart(approver, key);
    const refusal = await adapter
      .mergeCarts(
        approver,
        key,
        [
          { cartId: first.id, version: first.version },
          { cartId: stale.id, version: 1 },
        ],
        null,
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartMergeRefusedError);
    expect(refusal).toMatchObject({
      messageKey: 'error.merge-too-few-carts',
      failedCarts: [{ cartId: stale.id, messageKey: 'error.cart-conflict' }],
    });
    expect(await adapter.getCart(shopper, first.id)).toEqual(first);
    expect(await adapter.getCart(shopper, stale.id)).toEqual(stale);
    expect(await adapter.getActiveCart(approver, key)).toEqual(active);
    expect(await adapter.cartDecision(shopper, first.id)).toBeNull();
  });

  it('records the employee acting as the approver', async () => {
    const employee = await employeeActingAs(database.db, approver);
    const first = await pending(shopper, [[skus[0], 1]]);
    const second = await pending(shopper, [[skus[0], 2]]);
    const result = await adapter.mergeCarts(
      employee,
      `h-${keyOf(approver, '-merged-4')}`,
      [
        { cartId: first.id, version: first.version },
        { cartId: second.id, version: second.version },
      ],
      null,
    );
    expect(result.mergedCart).toMatchObject({ ownerEmployeeId: employee.employee!.id });
    expect(linesOf(result.mergedCart)).toEqual([[skus[0], 3]]);
    expect(await adapter.cartDecision(shopper, first.id)).toMatchObject({
      decision: 'merged',
      contactId: approver.contact!.id,
      employeeId: employee.employee!.id,
    });
  });

  it('merges each cart once when two approvers merge the same carts at the same time', async () => {
    const first = await pending(shopper, [[skus[0], 1]]);
    const second = await pending(shopper, [[skus[1], 1]]);
    const carts = [
      { cartId: first.id, version: first.version },
      { cartId: second.id, version: second.version },
    ];
    const outcomes = await Promise.allSettled([
      adapter.mergeCarts(approver, keyOf(approver, '-race-a'), carts, null),
      adapter.mergeCarts(approver, keyOf(approver, '-race-b'), carts, null),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(CartMergeRefusedError);
    expect((await events(first.id)).filter((event) => event.action === 'merged')).toHaveLength(1);
  });
});
