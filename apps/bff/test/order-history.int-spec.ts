import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const HISTORY = `query($locale: String!, $page: Int, $limit: Int, $orderDirection: String, $status: String,
  $source: String, $fromDate: String, $untilDate: String) {
  orderHistories(locale: $locale, page: $page, limit: $limit, orderDirection: $orderDirection, status: $status,
    source: $source, fromDate: $fromDate, untilDate: $untilDate) {
    total page limit lastPage items { identifier type state date key origin totalGross { centAmount currency } } } }`;

/** Orders of the test, oldest first: [tenant, customer number, order number, source, status, day]. */
const ORDERS = [
  ['20HHAT', '100001', 'EX-20HHAT-9001', 'EXTERNAL', 'DELIVERED', '2026-01-10'],
  ['20HHAT', '100001', 'WS-20HHAT-9002', 'WEB_SHOP', 'OPEN', '2026-02-01'],
  ['20HHAT', '100001', 'EX-20HHAT-9003', 'EXTERNAL', 'DELIVERED', '2026-02-15'],
  ['20HHAT', '100001', 'WS-20HHAT-9004', 'WEB_SHOP', 'SHIPPED', '2026-03-01'],
  ['20HHAT', '100001', 'WS-20HHAT-9005', 'WEB_SHOP', 'OPEN', '2026-03-20'],
  ['20HHAT', '100002', 'WS-20HHAT-9006', 'WEB_SHOP', 'OPEN', '2026-03-05'],
  ['30HHDE', '100001', 'WS-30HHDE-9007', 'WEB_SHOP', 'OPEN', '2026-03-06'],
] as const;

describe('order history (orderHistories): the session customer’s orders of every source', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  const history = async (session: ShopSession, variables: Json = {}) =>
    session.graphql(HISTORY, { locale: 'de-at', ...variables });
  const numbersOf = (answer: Json) => answer.data.orderHistories.items.map((i: Json) => i.identifier);
  const codeOf = (answer: Json) => [
    answer.errors?.[0]?.extensions?.code,
    answer.errors?.[0]?.extensions?.messageKey,
  ];

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    // The seeded history (external orders) aside: this spec counts its own orders.
    await bff.database.db.query("delete from shop_order where source = 'EXTERNAL'");
    for (const [mandant, customerNo, orderNumber, source, status, day] of ORDERS) {
      await bff.database.db.query(
        `insert into shop_order (id, mandant_code, order_number, customer_id, source, status, shipping_agent,
           shipping_first_name, shipping_last_name, shipping_street, shipping_postal_code, shipping_city,
           shipping_country, currency, tax_percent, net_cents, tax_cents, gross_cents, ordered_at)
         select $3, c.mandant_code, $3, c.id, $4, $5, 'DHL', 'Eva', 'Muster', 'Weg 1', '1010', 'Wien', 'AT',
           'EUR', 20, 10000, 2000, 12000, ($6::date + time '10:00') at time zone 'UTC'
         from customer c where c.mandant_code = $1 and c.customer_no = $2`,
        [mandant, customerNo, orderNumber, source, status, day],
      );
    }
    purchaser = await bff.signIn('purchaser@20hhat.example');
  });
  afterAll(() => bff?.close());

  it('lists them newest first with the spec’s fields', async () => {
    // Filters sent as null (as the web sends them) are no filters.
    const answer = await history(purchaser, { status: null, source: null, fromDate: null, untilDate: null });
    expect(answer.errors).toBeUndefined();
    const page = answer.data.orderHistories;
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20, lastPage: 1 });
    expect(numbersOf(answer)).toEqual([
      'WS-20HHAT-9005',
      'WS-20HHAT-9004',
      'EX-20HHAT-9003',
      'WS-20HHAT-9002',
      'EX-20HHAT-9001',
    ]);
    expect(page.items[0]).toEqual({
      identifier: 'WS-20HHAT-9005',
      type: 'ORDER',
      state: 'OPEN',
      date: '2026-03-20T10:00:00.000Z',
      key: 'WS-20HHAT-9005',
      origin: 'WEB_SHOP',
      totalGross: { centAmount: 12000, currency: 'EUR' },
    });
  });

  it('pages and turns the order around', async () => {
    const second = await history(purchaser, { page: 2, limit: 2 });
    expect(numbersOf(second)).toEqual(['EX-20HHAT-9003', 'WS-20HHAT-9002']);
    expect(second.data.orderHistories).toMatchObject({ total: 5, page: 2, limit: 2, lastPage: 3 });
    const beyond = await history(purchaser, { page: 4, limit: 2 });
    expect(beyond.data.orderHistories).toMatchObject({ items: [], total: 5, lastPage: 3 });
    const ascending = await history(purchaser, { orderDirection: 'ASC', limit: 2 });
    expect(numbersOf(ascending)).toEqual(['EX-20HHAT-9001', 'WS-20HHAT-9002']);
  });

  it('filters by status, source and days (both days included)', async () => {
    expect(numbersOf(await history(purchaser, { status: 'DELIVERED' }))).toEqual([
      'EX-20HHAT-9003',
      'EX-20HHAT-9001',
    ]);
    expect(numbersOf(await history(purchaser, { source: 'WEB_SHOP', status: 'OPEN' }))).toEqual([
      'WS-20HHAT-9005',
      'WS-20HHAT-9002',
    ]);
    const days = await history(purchaser, { fromDate: '2026-02-01', untilDate: '2026-03-01' });
    expect(numbersOf(days)).toEqual(['WS-20HHAT-9004', 'EX-20HHAT-9003', 'WS-20HHAT-9002']);
    expect(days.data.orderHistories.total).toBe(3);
  });

  it('never shows another customer’s or another tenant’s orders', async () => {
    const admin2 = await bff.signIn('admin2@20hhat.example');
    expect(numbersOf(await history(admin2))).toEqual(['WS-20HHAT-9006']);
    // An order of another channel opens by its number, for its customer only.
    const ORDER =
      'query($n: String!) { shopOrder(locale: "de-at", orderNumber: $n) { orderNumber source status } }';
    expect((await purchaser.graphql(ORDER, { n: 'EX-20HHAT-9003' })).data.shopOrder).toEqual({
      orderNumber: 'EX-20HHAT-9003',
      source: 'EXTERNAL',
      status: 'DELIVERED',
    });
    expect(codeOf(await admin2.graphql(ORDER, { n: 'EX-20HHAT-9003' }))).toEqual([
      'NOT_FOUND',
      'error.order-not-found',
    ]);
    // The purchaser in the German shop: no customer there.
    expect(codeOf(await history(purchaser, { locale: 'de-de' }))).toEqual(['FORBIDDEN', expect.any(String)]);
    expect(codeOf(await history(bff.guest()))).toEqual(['UNAUTHENTICATED', 'error.unauthenticated']);
  });

  it('refuses days that are not real or in the wrong order, unknown filters and oversized pages', async () => {
    expect(codeOf(await history(purchaser, { fromDate: '2026-02-30' }))).toEqual([
      'BAD_USER_INPUT',
      'error.invalid-date',
    ]);
    expect(codeOf(await history(purchaser, { fromDate: '2026-03-02', untilDate: '2026-03-01' }))).toEqual([
      'BAD_USER_INPUT',
      'error.invalid-date-range',
    ]);
    expect(codeOf(await history(purchaser, { status: 'LOST' }))[0]).toBe('BAD_USER_INPUT');
    expect(codeOf(await history(purchaser, { limit: 101 }))).toEqual([
      'BAD_USER_INPUT',
      'error.invalid-page',
    ]);
  });
});
