import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(180_000);

const LIST = `query($locale: String!, $page: Int, $limit: Int, $filters: EssenceListFilters) {
  essenceList(locale: $locale, page: $page, limit: $limit, filters: $filters) {
    total page limit lastPage source onlyItemsFromEssenceList
    items { essenceCode itemNo productSlug identifier purchases { date quantity } product { sku name } } } }`;
const RESTRICTION = `query($locale: String!) { essenceRestriction(locale: $locale) { onlyItemsFromEssenceList skus } }`;
const CART = `query($locale: String!) { cart(locale: $locale) { id version lineItems { sku quantity } } }`;
const CHANGE = `mutation($locale: String!, $cartId: ID!, $version: Int!, $mode: String!, $lines: [CartLineInput!]!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) {
    id version lineItems { sku quantity } } }`;
const REORDER = `mutation($locale: String!, $cartId: ID!, $version: Int!, $orderNumber: String!) {
  reorder(locale: $locale, cartId: $cartId, version: $version, orderNumber: $orderNumber) { added } }`;
const REQUEST = `mutation($locale: String!, $cartId: ID!, $version: Int!) {
  requestCartApproval(locale: $locale, cartId: $cartId, version: $version) { id version } }`;
const LIST_KEYS = `query($locale: String!) { shoppingListKeys(locale: $locale) { shoppingList } }`;
const SHOPPING_LIST = `query($locale: String!, $key: String!) { shoppingList(locale: $locale, key: $key) { key version } }`;
const UPDATE_LIST = `mutation($input: UpdateShoppingListInput!) { updateShoppingList(input: $input) { key version } }`;
const LIST_TO_CART = `mutation($locale: String!, $key: String!) {
  addShoppingListToCart(locale: $locale, key: $key) { added notAdded { sku reason } cart { lineItems { sku quantity } } } }`;
const MERGE = `mutation($locale: String!, $carts: [CartToMergeInput!]!) {
  executeMergeCarts(locale: $locale, carts: $carts) { mergedCart { id } } }`;
const CART_BY_ID = `query($locale: String!, $cartId: ID!) {
  cartById(locale: $locale, cartId: $cartId) { id version cartProcessStatus lineItems { sku quantity } } }`;
const FINALIZE = `mutation($locale: String!, $cartId: ID!, $version: Int!) {
  finalizeCart(locale: $locale, cartId: $cartId, version: $version) { orderNumber } }`;
const SELECT = `mutation($contactId: ID!) { selectCustomer(contactId: $contactId) { role } }`;

const errorOf = (answer: Json) => [
  answer.errors?.[0]?.extensions?.code,
  answer.errors?.[0]?.extensions?.messageKey,
];

describe('essence list and the essence-only rule (issue 27, decisions 0101, 0102)', () => {
  let bff: TestBff;
  /** admin3: customer 100003 of 20HHAT, seeded essence-only with configured skus. */
  let essenceOnly: ShopSession;
  let purchaser: ShopSession;
  let otherCustomer: ShopSession;
  let otherTenant: ShopSession;
  let employee: ShopSession;
  /** Configured essence skus of 100003 the tenant sells and that are buyable, in sku order. */
  let essenceSkus: string[];
  /** A buyable sku of 20HHAT outside that list. */
  let outsideSku: string;
  let orderCounter = 0;

  const db = () => bff.database.db;

  /** An order of `customerNo` (20HHAT) placed `daysAgo` days ago with the given lines, as the ERP or the shop leaves it. */
  async function insertOrder(
    customerNo: string,
    daysAgo: number,
    lines: { sku: string; quantity: number }[],
  ): Promise<string> {
    orderCounter += 1;
    const orderNumber = `ES-TEST-${orderCounter}`;
    const id = `es-test-${orderCounter}`;
    await db().query(
      `insert into shop_order (id, mandant_code, order_number, customer_id, source, shipping_agent,
         shipping_first_name, shipping_last_name, shipping_street, shipping_postal_code, shipping_city,
         shipping_country, currency, tax_percent, net_cents, tax_cents, gross_cents, ordered_at)
       select $1, c.mandant_code, $2, c.id, 'EXTERNAL', 'INNER', 'A', 'B', c.street, c.post_code, c.city,
              c.country_code, c.currency, 20, 100, 20, 120, now() - make_interval(days => $4::int)
         from customer c where c.mandant_code = '20HHAT' and c.customer_no = $3`,
      [id, orderNumber, customerNo, daysAgo],
    );
    for (const [index, line] of lines.entries())
      await db().query(
        `insert into shop_order_line (order_id, mandant_code, position, sku, name, quantity, unit_cents, line_cents)
         values ($1, '20HHAT', $2, $3, $3, $4, 100, 100)`,
        [id, index + 1, line.sku, line.quantity],
      );
    return orderNumber;
  }

  const buyableWhere = `p.mandant_code = '20HHAT' and not p.attributes ? 'successor_article_number'
      and coalesce((p.attributes ->> 'minimum_order_quantity')::int, 1) = 1
      and coalesce((p.attributes ->> 'pack_quantity')::int, 1) = 1`;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    essenceOnly = await bff.signIn('admin3@20hhat.example');
    purchaser = await bff.signIn('purchaser@20hhat.example');
    otherCustomer = await bff.signIn('admin2@20hhat.example');
    otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    employee = await bff.signIn('employee@20hhat.example');
    const rows = await db().query<{ sku: string }>(
      `select p.sku from product p where ${buyableWhere} order by p.sku offset 10 limit 5`,
    );
    essenceSkus = rows.map((row) => row.sku);
    await db().query(
      `update customer set only_items_from_essence_list = true, essence_list_skus = $1
        where mandant_code = '20HHAT' and customer_no = '100003'`,
      [essenceSkus],
    );
    const [outside] = await db().query<{ sku: string }>(
      `select p.sku from product p where ${buyableWhere} and p.sku <> all($1::text[]) order by p.sku limit 1`,
      [essenceSkus],
    );
    outsideSku = outside.sku;
  });
  afterAll(() => bff?.close());
  it('lists the configured essence skus, each with its last five purchases from the orders, newest first', async () => {
    expect(essenceSkus.length).toBeGreaterThanOrEqual(3);
    const [sku] = essenceSkus;
    // Six orders: the list shows the five newest; a second line of the same sku in an order adds up.
    for (let n = 0; n < 6; n++) await insertOrder('100003', 60 - n * 10, [{ sku, quantity: 901 + n }]);
    await insertOrder('100003', 1, [
      { sku, quantity: 3 },
      { sku: essenceSkus[1], quantity: 4 },
    ]);
    const answer = await essenceOnly.graphql(LIST, { locale: 'de-at' });
    expect(answer.errors).toBeUndefined();
    const page = answer.data.essenceList;
    expect(page).toMatchObject({ source: 'CONFIGURED', onlyItemsFromEssenceList: true, page: 1 });
    expect(page.items.map((item: Json) => item.itemNo).slice(0, 2)).toEqual([sku, essenceSkus[1]]);
    const entry = page.items[0];
    expect(entry).toMatchObject({ essenceCode: '100003', itemNo: sku, product: { sku } });
    expect(entry.productSlug).not.toBe('');
    expect(entry.identifier).not.toBe('');
    expect(entry.purchases.map((p: Json) => p.quantity)).toEqual([3, 906, 905, 904, 903]);
    const dates = entry.purchases.map((p: Json) => Date.parse(p.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // Skus bought never yet are listed too, with no purchases, after the bought ones.
    expect(page.items.at(-1).purchases).toEqual([]);
  });

  it('pages and filters by sku and name', async () => {
    const all = (await essenceOnly.graphql(LIST, { locale: 'de-at', limit: 100 })).data.essenceList;
    const first = (await essenceOnly.graphql(LIST, { locale: 'de-at', limit: 2, page: 1 })).data.essenceList;
    const second = (await essenceOnly.graphql(LIST, { locale: 'de-at', limit: 2, page: 2 })).data.essenceList;
    expect(first.total).toBe(all.total);
    expect(first.lastPage).toBe(Math.ceil(all.total / 2));
    expect([...first.items, ...second.items].map((i: Json) => i.itemNo)).toEqual(
      all.items.slice(0, 4).map((i: Json) => i.itemNo),
    );
    const bySku = (
      await essenceOnly.graphql(LIST, { locale: 'de-at', filters: { search: essenceSkus[2].toLowerCase() } })
    ).data.essenceList;
    expect(bySku.items.map((i: Json) => i.itemNo)).toEqual([essenceSkus[2]]);
    const name: string = all.items.find((i: Json) => i.itemNo === essenceSkus[2]).product.name;
    const word = name.split(' ').sort((a, b) => b.length - a.length)[0];
    const byName = (await essenceOnly.graphql(LIST, { locale: 'de-at', filters: { search: word } })).data
      .essenceList;
    expect(byName.items.map((i: Json) => i.itemNo)).toContain(essenceSkus[2]);
    const none = (await essenceOnly.graphql(LIST, { locale: 'de-at', filters: { search: 'zz%_no such' } }))
      .data.essenceList;
    expect(none).toMatchObject({ total: 0, items: [], lastPage: 1 });
    const tooLong = await essenceOnly.graphql(LIST, {
      locale: 'de-at',
      filters: { search: 'x'.repeat(101) },
    });
    expect(errorOf(tooLong)).toEqual(['BAD_USER_INPUT', 'error.invalid-essence-search']);
    const badPage = await essenceOnly.graphql(LIST, { locale: 'de-at', page: 0 });
    expect(errorOf(badPage)[0]).toBe('BAD_USER_INPUT');
  });

  it('makes the list of a customer without configured skus from what it ordered in two orders', async () => {
    const [twice, once] = essenceSkus;
    await insertOrder('100002', 20, [
      { sku: twice, quantity: 7 },
      { sku: once, quantity: 1 },
    ]);
    await insertOrder('100002', 10, [{ sku: twice, quantity: 8 }]);
    // Ordered twice, but the first time too long ago to count as regular.
    await insertOrder('100002', 700, [{ sku: outsideSku, quantity: 1 }]);
    await insertOrder('100002', 5, [{ sku: outsideSku, quantity: 1 }]);
    const page = (await otherCustomer.graphql(LIST, { locale: 'de-at', limit: 100 })).data.essenceList;
    expect(page).toMatchObject({ source: 'ORDER_HISTORY', onlyItemsFromEssenceList: false });
    const entry = page.items.find((i: Json) => i.itemNo === twice);
    expect(entry.essenceCode).toBe('100002');
    expect(entry.purchases.map((p: Json) => p.quantity).slice(0, 2)).toEqual([8, 7]);
    const skus = page.items.map((i: Json) => i.itemNo);
    expect(skus).not.toContain(outsideSku);
    // Another customer's purchases never show: none of 100003's quantities here.
    expect(page.items.flatMap((i: Json) => i.purchases.map((p: Json) => p.quantity))).not.toContain(906);
  });

  it('shows every customer and tenant only its own list; an employee sees the customer it acts for', async () => {
    const mine = (await purchaser.graphql(LIST, { locale: 'de-at', limit: 100 })).data.essenceList;
    expect(mine.items.every((i: Json) => i.essenceCode === '100001')).toBe(true);
    expect(mine.items.flatMap((i: Json) => i.purchases.map((p: Json) => p.quantity))).not.toContain(906);
    const foreign = (await otherTenant.graphql(LIST, { locale: 'de-de', limit: 100 })).data.essenceList;
    expect(foreign.items.map((i: Json) => i.itemNo)).not.toContain(essenceSkus[0]);
    expect(foreign.items.flatMap((i: Json) => i.purchases.map((p: Json) => p.quantity))).not.toContain(906);
    // Another tenant's locale: the session's customer is not of that tenant.
    const cross = await essenceOnly.graphql(LIST, { locale: 'de-de' });
    expect(cross.data?.essenceList?.items ?? []).not.toContainEqual(
      expect.objectContaining({ essenceCode: '100003' }),
    );

    const none = await employee.graphql(LIST, { locale: 'de-at' });
    expect(errorOf(none)).toEqual(['FORBIDDEN', 'error.no-customer-selected']);
    const [contact] = await db().query<{ id: string }>(
      `select id from contact where login_email = 'admin3@20hhat.example'`,
    );
    expect((await employee.graphql(SELECT, { contactId: contact.id })).errors).toBeUndefined();
    const acting = (await employee.graphql(LIST, { locale: 'de-at', limit: 100 })).data.essenceList;
    expect(acting.items[0]).toMatchObject({ essenceCode: '100003', itemNo: essenceSkus[0] });

    const guest = await bff.guest().graphql(LIST, { locale: 'de-at' });
    expect(errorOf(guest)[0]).toBe('UNAUTHENTICATED');
  });

  it('tells the restriction to the essence-only customer only', async () => {
    const restricted = (await essenceOnly.graphql(RESTRICTION, { locale: 'de-at' })).data.essenceRestriction;
    expect(restricted.onlyItemsFromEssenceList).toBe(true);
    expect(restricted.skus).toEqual(expect.arrayContaining(essenceSkus));
    const free = (await purchaser.graphql(RESTRICTION, { locale: 'de-at' })).data.essenceRestriction;
    expect(free).toEqual({ onlyItemsFromEssenceList: false, skus: [] });
    const guest = (await bff.guest().graphql(RESTRICTION, { locale: 'de-at' })).data.essenceRestriction;
    expect(guest).toEqual({ onlyItemsFromEssenceList: false, skus: [] });
  });

  it('refuses a sku outside the essence list on add and set (quick order, cards), naming it, and changes nothing', async () => {
    const cart = (await essenceOnly.graphql(CART, { locale: 'de-at' })).data.cart;
    const added = await essenceOnly.graphql(CHANGE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
      mode: 'add',
      lines: [{ sku: essenceSkus[0], quantity: 1 }],
    });
    expect(added.errors).toBeUndefined();
    const filled = added.data.changeCartLines;
    for (const mode of ['add', 'set']) {
      const refused = await essenceOnly.graphql(CHANGE, {
        locale: 'de-at',
        cartId: filled.id,
        version: filled.version,
        mode,
        lines: [
          { sku: essenceSkus[1], quantity: 2 },
          { sku: outsideSku, quantity: 1 },
        ],
      });
      expect(errorOf(refused)).toEqual(['BAD_USER_INPUT', 'error.essence-list-only']);
      expect(refused.errors![0].extensions.details).toEqual({ skus: [outsideSku] });
    }
    expect((await essenceOnly.graphql(CART, { locale: 'de-at' })).data.cart).toEqual(filled);
  });

  it('refuses a reorder that would bring in a sku outside the list, and changes nothing', async () => {
    const orderNumber = await insertOrder('100003', 2, [
      { sku: essenceSkus[0], quantity: 1 },
      { sku: outsideSku, quantity: 1 },
    ]);
    const cart = (await essenceOnly.graphql(CART, { locale: 'de-at' })).data.cart;
    const answer = await essenceOnly.graphql(REORDER, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
      orderNumber,
    });
    expect(errorOf(answer)).toEqual(['BAD_USER_INPUT', 'error.essence-list-only']);
    expect((await essenceOnly.graphql(CART, { locale: 'de-at' })).data.cart).toEqual(cart);
  });

  it('puts the essence lines of a shopping list into the cart and names the others, instead of refusing all', async () => {
    const at = { locale: 'de-at' };
    const { shoppingList: key } = (await essenceOnly.graphql(LIST_KEYS, at)).data.shoppingListKeys;
    const list = (await essenceOnly.graphql(SHOPPING_LIST, { ...at, key })).data.shoppingList;
    const updated = await essenceOnly.graphql(UPDATE_LIST, {
      input: {
        ...at,
        key,
        version: list.version,
        addLineItems: [
          { sku: essenceSkus[2], quantity: 1 },
          { sku: outsideSku, quantity: 1 },
        ],
      },
    });
    expect(updated.errors).toBeUndefined();
    const before = (await essenceOnly.graphql(CART, at)).data.cart;
    const quantityOf = (lines: { sku: string; quantity: number }[], sku: string) =>
      lines.find((line) => line.sku === sku)?.quantity ?? 0;
    const answer = await essenceOnly.graphql(LIST_TO_CART, { ...at, key });
    expect(answer.errors).toBeUndefined();
    const result = answer.data.addShoppingListToCart;
    expect(result.notAdded).toEqual([{ sku: outsideSku, reason: 'error.essence-list-only' }]);
    expect(quantityOf(result.cart.lineItems, essenceSkus[2])).toBe(
      quantityOf(before.lineItems, essenceSkus[2]) + 1,
    );
    expect(quantityOf(result.cart.lineItems, outsideSku)).toBe(quantityOf(before.lineItems, outsideSku));
  });

  it('does not restrict a customer without the flag', async () => {
    const cart = (await purchaser.graphql(CART, { locale: 'de-at' })).data.cart;
    const answer = await purchaser.graphql(CHANGE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
      mode: 'add',
      lines: [{ sku: outsideSku, quantity: 1 }],
    });
    expect(answer.errors).toBeUndefined();
  });

  it('refuses merge and checkout of carts with lines from before the restriction; such a line may still go', async () => {
    const shopper = await bff.signIn('shopper@20hhat.example');
    const approver = await bff.signIn('approver@20hhat.example');
    const fill = async (session: ShopSession, sku: string) => {
      const cart = (await session.graphql(CART, { locale: 'de-at' })).data.cart;
      return (
        await session.graphql(CHANGE, {
          locale: 'de-at',
          cartId: cart.id,
          version: cart.version,
          mode: 'add',
          lines: [{ sku, quantity: 1 }],
        })
      ).data.changeCartLines;
    };
    const handOver = async (sku: string) => {
      const cart = await fill(shopper, sku);
      return (await shopper.graphql(REQUEST, { locale: 'de-at', cartId: cart.id, version: cart.version }))
        .data.requestCartApproval;
    };
    const first = await handOver(essenceSkus[0]);
    const newCart = `mutation($locale: String!) { createCart(locale: $locale) { id } }`;
    await shopper.graphql(newCart, { locale: 'de-at' });
    const second = await handOver(outsideSku);
    const own = await fill(approver, outsideSku);
    // 100001 becomes essence-only with one sku: the lines already in its carts stay as they are.
    await db().query(
      `update customer set only_items_from_essence_list = true, essence_list_skus = $1
        where mandant_code = '20HHAT' and customer_no = '100001'`,
      [[essenceSkus[0]]],
    );
    try {
      const merge = await approver.graphql(MERGE, {
        locale: 'de-at',
        carts: [
          { cartId: first.id, version: first.version },
          { cartId: second.id, version: second.version },
        ],
      });
      expect(errorOf(merge)).toEqual(['BAD_USER_INPUT', 'error.essence-list-only']);
      expect(merge.errors![0].extensions.details).toEqual({ skus: [outsideSku] });
      for (const cart of [first, second]) {
        const still = (await approver.graphql(CART_BY_ID, { locale: 'de-at', cartId: cart.id })).data
          .cartById;
        expect(still).toMatchObject({ version: cart.version, cartProcessStatus: 'Open' });
      }

      const finalize = await approver.graphql(FINALIZE, {
        locale: 'de-at',
        cartId: own.id,
        version: own.version,
      });
      expect(errorOf(finalize)).toEqual(['BAD_USER_INPUT', 'error.essence-list-only']);
      const removed = await approver.graphql(CHANGE, {
        locale: 'de-at',
        cartId: own.id,
        version: own.version,
        mode: 'set',
        lines: [{ sku: outsideSku, quantity: 0 }],
      });
      expect(removed.errors).toBeUndefined();
      expect(removed.data.changeCartLines.lineItems.map((l: Json) => l.sku)).not.toContain(outsideSku);
    } finally {
      await db().query(
        `update customer set only_items_from_essence_list = false, essence_list_skus = '{}'
          where mandant_code = '20HHAT' and customer_no = '100001'`,
      );
    }
  });
});
