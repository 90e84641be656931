import { orderTotalsOf, type ShopContext } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { CartVersionConflictError, type CartRecord } from '../src/cart.port';
import { EmbeddedOrderAdapter } from '../src/embedded/orders/embedded-order.adapter';
import { EmbeddedCartAdapter } from '../src/embedded/carts/embedded-cart.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { CartNotOrderableError, type OrderDraft, type OrderRecord } from '../src/order.port';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(60_000);

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Ringstraße 5',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
};

describe.each(databaseTargets())('shop orders on $name (decision 0037)', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedOrderAdapter;
  let carts: EmbeddedCartAdapter;
  let customers: EmbeddedCustomerAdapter;
  let purchaser: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;
  let skus: string[];
  let keys = 0;

  /** A new Active cart of the purchaser (own key) with two lines. */
  async function filledCart(ctx: ShopContext = purchaser): Promise<CartRecord> {
    keys += 1;
    const cart = await carts.getActiveCart(ctx, `${ctx.mandantCode}-test-${keys}`);
    return (await carts.changeLines(ctx, cart.id, cart.version, [
      { sku: skus[0], quantity: 2, mode: 'add' },
      { sku: skus[1], quantity: 5, mode: 'add' },
    ]))!;
  }

  /** The draft the BFF would hand over: 150 and 99 cents a unit, 20 % tax. */
  function draftOf(cart: CartRecord, ctx: ShopContext = purchaser): OrderDraft {
    const lines = cart.lines.map((line, i) => {
      const unit = i === 0 ? 150 : 99;
      return {
        sku: line.sku,
        name: `Product ${line.sku}`,
        quantity: line.quantity,
        unitPrice: { centAmount: unit, currency: 'EUR' },
        linePrice: { centAmount: unit * line.quantity, currency: 'EUR' },
      };
    });
    return {
      cartId: cart.id,
      expectedVersion: cart.version,
      employeeNo: ctx.employee?.employeeNo ?? null,
      shippingAddress: ADDRESS,
      taxPercent: 20,
      totals: orderTotalsOf(
        lines.map((line) => line.linePrice.centAmount),
        20,
        'EUR',
      ),
      lines,
      customLineItem: null,
    };
  }

  const ordersOfCart = async (cartId: string) =>
    (await database.db.one<{ n: number }>('select count(*)::int as n from shop_order where cart_id = $1', [
      cartId,
    ]))!.n;

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedOrderAdapter(database.db);
    carts = new EmbeddedCartAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    purchaser = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, purchaser);
    otherTenant = await contextOfLogin(customers, 'de-de', 'purchaser@30hhde.example');
    skus = (
      await database.db.query<{ sku: string }>(
        "select sku from product where mandant_code = '20HHAT' order by sku limit 2",
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('places an order from a cart: a snapshot with a number, and the cart is ordered', async () => {
    const cart = await filledCart();
    const placed = await adapter.placeOrder(purchaser, draftOf(cart));
    expect(placed!.created).toBe(true);
    const { order } = placed!;
    expect(order.orderNumber).toMatch(/^WS-\d{6}$/);
    expect(order).toMatchObject({
      source: 'WEB_SHOP',
      status: 'OPEN',
      cartId: cart.id,
      contactId: purchaser.contact!.id,
      employeeId: null,
      shippingAddress: ADDRESS,
      totals: {
        net: { centAmount: 795, currency: 'EUR' },
        tax: { centAmount: 159, currency: 'EUR' },
        gross: { centAmount: 954, currency: 'EUR' },
      },
    });
    expect(
      order.lines.map((line) => [line.position, line.sku, line.quantity, line.linePrice.centAmount]),
    ).toEqual([
      [1, skus[0], 2, 300],
      [2, skus[1], 5, 495],
    ]);
    expect(await carts.getCart(purchaser, cart.id)).toMatchObject({
      state: 'Ordered',
      version: cart.version + 1,
    });
    expect(await adapter.getOrder(purchaser, order.orderNumber)).toEqual(order);
    expect(await adapter.getOrderOfCart(purchaser, cart.id)).toEqual(order);
  });

  it('keeps the minimum-quantity surcharge apart from the lines, in the totals', async () => {
    const cart = await filledCart();
    const draft = draftOf(cart);
    const surcharge = { key: 'MMZ', name: 'MMZ', price: { centAmount: 990, currency: 'EUR' } };
    const totals = orderTotalsOf([...draft.lines.map((line) => line.linePrice.centAmount), 990], 20, 'EUR');
    const { order } = (await adapter.placeOrder(purchaser, { ...draft, customLineItem: surcharge, totals }))!;
    expect(order.customLineItem).toEqual(surcharge);
    expect(order.totals.net.centAmount).toBe(795 + 990);
    expect(order.lines.map((line) => line.sku)).toEqual([skus[0], skus[1]]);
    expect((await adapter.getOrder(purchaser, order.orderNumber))!.customLineItem).toEqual(surcharge);
    const first = await adapter.placeOrder(purchaser, draftOf(await filledCart()));
    expect(first!.order.customLineItem).toBeNull();
  });

  it('numbers the orders of a tenant one after another', async () => {
    const first = await adapter.placeOrder(purchaser, draftOf(await filledCart()));
    const second = await adapter.placeOrder(purchaser, draftOf(await filledCart()));
    const number = (placed: typeof first) => Number(placed!.order.orderNumber.slice(3));
    expect(number(second)).toBe(number(first) + 1);
  });

  it('places exactly one order when one cart is finalized 20 times at once, and answers each with it', async () => {
    const cart = await filledCart();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => adapter.placeOrder(purchaser, draftOf(cart))),
    );
    expect(results.filter((result) => result!.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result!.order.orderNumber)).size).toBe(1);
    expect(await ordersOfCart(cart.id)).toBe(1);
  });

  it('answers a retry with an old version with the order already placed', async () => {
    const cart = await filledCart();
    const first = await adapter.placeOrder(purchaser, draftOf(cart));
    const retry = await adapter.placeOrder(purchaser, draftOf(cart));
    expect(retry).toEqual({ order: first!.order, created: false });
  });

  it('refuses a cart that moved on since it was priced, and places nothing', async () => {
    const cart = await filledCart();
    await carts.changeLines(purchaser, cart.id, cart.version, [{ sku: skus[0], quantity: 9, mode: 'set' }]);
    const refusal = await adapter.placeOrder(purchaser, draftOf(cart)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartVersionConflictError);
    expect((refusal as CartVersionConflictError).current.lines[0].quantity).toBe(9);
    expect(await ordersOfCart(cart.id)).toBe(0);
    expect((await carts.getCart(purchaser, cart.id))!.state).toBe('Active');
  });

  it('refuses an empty cart and a cart waiting for approval', async () => {
    keys += 1;
    const empty = await carts.getActiveCart(purchaser, `empty-${keys}`);
    const refusal = await adapter
      .placeOrder(purchaser, { ...draftOf(empty), lines: [] })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CartNotOrderableError);
    expect((refusal as CartNotOrderableError).reason).toBe('empty');

    const pending = await filledCart();
    await database.db.query("update cart set process_status = 'Open' where id = $1", [pending.id]);
    const waiting = await adapter.placeOrder(purchaser, draftOf(pending)).catch((e: unknown) => e);
    expect((waiting as CartNotOrderableError).reason).toBe('in-approval');
    expect(await ordersOfCart(pending.id)).toBe(0);
  });

  it("never orders, shows or finds another customer's or tenant's cart or order", async () => {
    const cart = await filledCart();
    expect(await adapter.placeOrder(otherCustomer, draftOf(cart, otherCustomer))).toBeNull();
    expect(await adapter.placeOrder(otherTenant, draftOf(cart, otherTenant))).toBeNull();
    expect(await ordersOfCart(cart.id)).toBe(0);
    const { order } = (await adapter.placeOrder(purchaser, draftOf(cart)))!;
    expect(await adapter.getOrder(otherCustomer, order.orderNumber)).toBeNull();
    expect(await adapter.getOrder(otherTenant, order.orderNumber)).toBeNull();
    expect(await adapter.getOrderOfCart(otherCustomer, cart.id)).toBeNull();
  });

  it('records the employee and the employee number of an order placed for the customer', async () => {
    const employee = await employeeActingAs(database.db, purchaser);
    const cart = await filledCart(employee);
    const { order } = (await adapter.placeOrder(employee, draftOf(cart, employee)))!;
    expect(order).toMatchObject({
      contactId: purchaser.contact!.id,
      employeeId: employee.employee!.id,
      employeeNo: employee.employee!.employeeNo,
    });
    const events = await database.db.query<{ action: string; employee_id: string | null }>(
      'select action, employee_id from cart_event where cart_id = $1 order by id',
      [cart.id],
    );
    expect(events.at(-1)).toEqual({ action: 'ordered', employee_id: employee.employee!.id });
  });

  it("lists the customer's orders by date, page by page and filtered by days, and none of another customer or tenant", async () => {
    const placed: OrderRecord[] = [];
    for (let i = 0; i < 3; i++)
      placed.push((await adapter.placeOrder(purchaser, draftOf(await filledCart())))!.order);
    for (const [i, order] of placed.entries())
      await database.db.query(
        "update shop_order set ordered_at = $2::timestamptz where mandant_code = '20HHAT' and order_number = $1",
        [order.orderNumber, `2019-0${i + 1}-15T23:30:00Z`],
      );
    const numbers = (page: { items: { orderNumber: string }[] }) => page.items.map((o) => o.orderNumber);
    const truth = (
      await database.db.query<{ order_number: string }>(
        'select order_number from shop_order where customer_id = $1 order by ordered_at desc, order_number desc',
        [purchaser.customer!.id],
      )
    ).map((row) => row.order_number);
    const all = await adapter.listOrders(purchaser, { page: 1, limit: 100, direction: 'DESC' });
    expect([numbers(all), all.total]).toEqual([truth, truth.length]);
    expect(all.items.find((o) => o.orderNumber === placed[0].orderNumber)).toEqual({
      id: placed[0].id,
      orderNumber: placed[0].orderNumber,
      source: 'WEB_SHOP',
      status: 'OPEN',
      orderedAt: '2019-01-15T23:30:00.000Z',
      totals: placed[0].totals,
    });
    // A year before the seeded history (the last 18 months), so only these three lie in it.
    const year = { fromDate: '2019-01-01', untilDate: '2019-12-31' };
    // Both days included, to the day's last minute (UTC).
    const days = await adapter.listOrders(purchaser, {
      page: 1,
      limit: 10,
      direction: 'ASC',
      fromDate: '2019-01-15',
      untilDate: '2019-02-15',
    });
    expect(numbers(days)).toEqual([placed[0].orderNumber, placed[1].orderNumber]);
    const second = await adapter.listOrders(purchaser, { page: 2, limit: 1, direction: 'ASC', ...year });
    expect([numbers(second), second.total]).toEqual([[placed[1].orderNumber], 3]);
    const beyond = await adapter.listOrders(purchaser, { page: 9, limit: 1, direction: 'ASC', ...year });
    expect([numbers(beyond), beyond.total]).toEqual([[], 3]);
    const delivered = await adapter.listOrders(purchaser, {
      page: 1,
      limit: 10,
      direction: 'ASC',
      status: 'DELIVERED',
      ...year,
    });
    expect(delivered.total).toBe(0);
    for (const stranger of [otherCustomer, otherTenant]) {
      const theirs = await adapter.listOrders(stranger, { page: 1, limit: 100, direction: 'DESC', ...year });
      expect(numbers(theirs).filter((n) => placed.some((o) => o.orderNumber === n))).toEqual([]);
    }
  });

  it('tells the state and billing documents of the customer’s orders, and nothing of another customer’s', async () => {
    const seeded = await database.db.query<{ order_number: string; status: string; kinds: string[] }>(
      `select o.order_number, o.status, array_remove(array_agg(d.kind order by d.issued_on, d.kind desc), null) as kinds
         from shop_order o left join billing_document d on d.order_id = o.id
        where o.customer_id = $1 and o.source = 'EXTERNAL' group by o.order_number, o.status order by o.order_number`,
      [purchaser.customer!.id],
    );
    expect(seeded.length).toBeGreaterThan(5);
    const numbers = seeded.map((row) => row.order_number);
    const infos = await adapter.orderInformations(purchaser, [...numbers, 'AU-99-999999']);
    expect(infos.map((info) => [info.orderNumber, info.status, info.documents.map((d) => d.kind)])).toEqual(
      seeded.map((row) => [row.order_number, row.status, row.kinds]),
    );
    expect(infos.every((info) => info.source === 'EXTERNAL')).toBe(true);
    for (const stranger of [otherCustomer, otherTenant])
      expect(await adapter.orderInformations(stranger, numbers)).toEqual([]);
  });

  it('reads an invoice and a credit memo whole, only for their customer', async () => {
    const [memo] = await database.db.query<{ document_number: string; invoice_number: string }>(
      `select document_number, invoice_number from billing_document
        where customer_id = $1 and kind = 'CREDIT_MEMO' order by document_number limit 1`,
      [purchaser.customer!.id],
    );
    const invoice = (await adapter.getBillingDocument(purchaser, 'INVOICE', memo.invoice_number))!;
    const credit = (await adapter.getBillingDocument(purchaser, 'CREDIT_MEMO', memo.document_number))!;
    expect(invoice).toMatchObject({ kind: 'INVOICE', invoiceNumber: null, taxPercent: 20 });
    expect(invoice.orderNumber).toMatch(/^AU-20-/);
    expect(invoice.dueOn! > invoice.issuedOn).toBe(true);
    expect(credit).toMatchObject({
      kind: 'CREDIT_MEMO',
      invoiceNumber: memo.invoice_number,
      orderNumber: invoice.orderNumber,
    });
    const sum = (lines: { linePrice: { centAmount: number } }[]) =>
      lines.reduce((s, l) => s + l.linePrice.centAmount, 0);
    expect(sum(invoice.lines)).toBe(invoice.totals.net.centAmount);
    expect(invoice.totals).toEqual(
      orderTotalsOf(
        invoice.lines.map((l) => l.linePrice.centAmount),
        20,
        'EUR',
      ),
    );
    expect(await adapter.getBillingDocument(purchaser, 'CREDIT_MEMO', memo.invoice_number)).toBeNull();
    for (const stranger of [otherCustomer, otherTenant])
      expect(await adapter.getBillingDocument(stranger, 'INVOICE', memo.invoice_number)).toBeNull();
  });

  it('sums what the customer bought in a range of days by product, and names both parties', async () => {
    const until = new Date().toISOString().slice(0, 10);
    const summary = await adapter.purchaseSummary(purchaser, '2000-01-01', until);
    const truth = await database.db.one<{ orders: number; net: string }>(
      `select count(distinct o.id)::int as orders, sum(l.line_cents)::text as net
         from shop_order o join shop_order_line l on l.order_id = o.id where o.customer_id = $1`,
      [purchaser.customer!.id],
    );
    expect(summary.orders).toHaveLength(truth!.orders);
    expect(summary.products.reduce((s, p) => s + p.net.centAmount, 0)).toBe(Number(truth!.net));
    const amounts = summary.products.map((p) => p.net.centAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await adapter.purchaseSummary(purchaser, '2001-01-01', '2001-12-31')).orders).toEqual([]);
    const parties = await adapter.documentParties(purchaser);
    expect(parties.seller).toMatchObject({ name: 'HH Hygiene Handel Österreich GmbH', vatId: 'ATU12345678' });
    expect(parties.customer.customerNo).toBe(purchaser.customer!.customerNo);
    expect((await adapter.documentParties(otherTenant)).seller.vatId).toBe('DE123456789');
  });
});
