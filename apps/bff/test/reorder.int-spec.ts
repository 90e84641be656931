import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const CART = `query($locale: String!) { cart(locale: $locale) { id version lineItems { sku quantity } } }`;
const REORDER = `mutation($locale: String!, $cartId: ID!, $version: Int!, $orderNumber: String!) {
  reorder(locale: $locale, cartId: $cartId, version: $version, orderNumber: $orderNumber) {
    added skipped { sku name reason } cart { id version lineItems { sku quantity } } } }`;
const INFORMATIONS = `query($locale: String!, $orderNumbers: [String!]!) {
  orderInformations(locale: $locale, orderNumbers: $orderNumbers) {
    orderNumber state origin documents { type number date totalGross { centAmount currency } } } }`;
const ORDERS = `query($locale: String!, $page: Int, $size: Int) {
  orders(locale: $locale, page: $page, size: $size) { total items { identifier origin } } }`;

describe('orders after the order: informations, orders(page, size) and reorder (issue 14)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let otherCustomer: ShopSession;
  let otherTenant: ShopSession;
  let seededOrder: string;
  const errorOf = (answer: Json) => [
    answer.errors?.[0]?.extensions?.code,
    answer.errors?.[0]?.extensions?.messageKey,
  ];

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    otherCustomer = await bff.signIn('admin2@20hhat.example');
    otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    const [row] = await bff.database.db.query<{ order_number: string }>(
      `select o.order_number from shop_order o join customer c on c.id = o.customer_id
        where c.mandant_code = '20HHAT' and c.customer_no = '100001' and o.source = 'EXTERNAL'
        order by o.ordered_at desc limit 1`,
    );
    seededOrder = row.order_number;
  });
  afterAll(() => bff?.close());

  it('tells an order’s state and its invoices and credit memos, and nothing of other customers’ orders', async () => {
    const [row] = await bff.database.db.query<{ order_number: string; invoice: string; memo: string }>(
      `select o.order_number, i.document_number as invoice, m.document_number as memo
         from shop_order o join customer c on c.id = o.customer_id
         join billing_document i on i.order_id = o.id and i.kind = 'INVOICE'
         join billing_document m on m.order_id = o.id and m.kind = 'CREDIT_MEMO'
        where c.mandant_code = '20HHAT' and c.customer_no = '100001' limit 1`,
    );
    const answer = await purchaser.graphql(INFORMATIONS, {
      locale: 'de-at',
      orderNumbers: ['AU-20-999999', row.order_number],
    });
    expect(answer.errors).toBeUndefined();
    const [info] = answer.data.orderInformations;
    expect(answer.data.orderInformations).toHaveLength(1);
    expect(info).toMatchObject({ orderNumber: row.order_number, origin: 'EXTERNAL' });
    expect(info.documents.map((d: Json) => [d.type, d.number])).toEqual([
      ['INVOICE', row.invoice],
      ['CREDIT_MEMO', row.memo],
    ]);
    expect(info.documents[0].totalGross.currency).toBe('EUR');
    const theirs = await otherTenant.graphql(INFORMATIONS, {
      locale: 'de-de',
      orderNumbers: [row.order_number],
    });
    expect(theirs.data.orderInformations).toEqual([]);
    const bad = await purchaser.graphql(INFORMATIONS, { locale: 'de-at', orderNumbers: ["x'; drop"] });
    expect(errorOf(bad)).toEqual(['BAD_USER_INPUT', 'error.order-not-found']);
  });

  it('answers orders(page 1, size 1) with the newest order and the total that tells an existing customer', async () => {
    const answer = await purchaser.graphql(ORDERS, { locale: 'de-at', page: 1, size: 1 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.orders.items).toHaveLength(1);
    expect(answer.data.orders.total).toBeGreaterThanOrEqual(12);
    const fresh = await otherTenant.graphql(ORDERS, { locale: 'de-de' });
    expect(fresh.data.orders.items).toHaveLength(1);
  });

  it('puts an order’s lines into the cart, reports lines no longer sold, and adds once on a double click', async () => {
    const lines = await bff.database.db.query<{ sku: string; quantity: number }>(
      `select l.sku, l.quantity from shop_order_line l join shop_order o on o.id = l.order_id
        where o.order_number = $1 and o.mandant_code = '20HHAT' order by l.position`,
      [seededOrder],
    );
    // One product of the order is no longer sold: the reorder names it instead of dropping it.
    const gone = lines[0].sku;
    await bff.database.db.query(
      `update shop_order_line set sku = 'NO-LONGER-SOLD-1' where sku = $1 and order_id in
         (select id from shop_order where order_number = $2 and mandant_code = '20HHAT')`,
      [gone, seededOrder],
    );
    const cart = (await purchaser.graphql(CART, { locale: 'de-at' })).data.cart;
    const variables = { locale: 'de-at', cartId: cart.id, version: cart.version, orderNumber: seededOrder };
    const answer = await purchaser.graphql(REORDER, variables);
    expect(answer.errors).toBeUndefined();
    const result = answer.data.reorder;
    expect(result.skipped).toEqual([
      expect.objectContaining({ sku: 'NO-LONGER-SOLD-1', reason: 'error.unknown-sku' }),
    ]);
    expect(result.added).toBe(lines.length - 1);
    const before = new Map<string, number>(cart.lineItems.map((l: Json) => [l.sku, l.quantity]));
    for (const line of lines.slice(1))
      expect(result.cart.lineItems).toContainEqual({
        sku: line.sku,
        quantity: (before.get(line.sku) ?? 0) + line.quantity,
      });
    expect(result.cart.version).toBe(cart.version + 1);

    const again = await purchaser.graphql(REORDER, variables);
    expect(errorOf(again)[0]).toBe('CONFLICT');
    const now = (await purchaser.graphql(CART, { locale: 'de-at' })).data.cart;
    expect(now.lineItems).toEqual(result.cart.lineItems);
  });

  it('reorders no other customer’s or tenant’s order, and changes nothing then', async () => {
    for (const [session, locale] of [
      [otherTenant, 'de-de'],
      [otherCustomer, 'de-at'],
    ] as const) {
      const cart = (await session.graphql(CART, { locale })).data.cart;
      const answer = await session.graphql(REORDER, {
        locale,
        cartId: cart.id,
        version: cart.version,
        orderNumber: seededOrder,
      });
      expect(errorOf(answer)).toEqual(['NOT_FOUND', 'error.order-not-found']);
      expect((await session.graphql(CART, { locale })).data.cart).toEqual(cart);
    }
  });
});
