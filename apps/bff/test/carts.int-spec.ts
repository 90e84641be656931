import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface Money {
  centAmount: number;
  currency: string;
}
interface CartAnswer {
  id: string;
  key: string;
  version: number;
  cartState: string;
  totalLineItemQuantity: number;
  totalPrice: Money | null;
  customLineItem: { price: Money } | null;
  lineItems: {
    sku: string;
    quantity: number;
    unitPrice: Money | null;
    linePrice: Money | null;
    product: { name: string } | null;
  }[];
}

const CART_FIELDS = `id key version cartState totalLineItemQuantity totalPrice { centAmount currency }
  customLineItem { price { centAmount currency } }
  lineItems { sku quantity unitPrice { centAmount currency } linePrice { centAmount currency } product { name } }`;
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }
`;
const CHANGE = gql<
  { changeCartLines: CartAnswer },
  {
    locale: string;
    cartId: string;
    version: number;
    mode: string;
    lines: { sku: string; quantity: number }[];
  }
>`
  mutation Change($locale: String!, $cartId: ID!, $version: Int!, $mode: String!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) { ${CART_FIELDS} }
  }
`;

describe('carts over GraphQL (issue 12, decision 0036)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let skus: string[];
  let minimumSku: { sku: string; minimum: number };
  let discontinuedSku: string;

  const codeOf = (answer: { errors?: { extensions: { code: string; messageKey: string } }[] }) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    const db = bff.database.db;
    skus = (
      await db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
    const withMinimum = await db.one<{ sku: string; minimum: number }>(
      `select sku, (attributes ->> 'minimum_order_quantity')::int as minimum from product
        where mandant_code = '20HHAT' and (attributes ->> 'minimum_order_quantity')::int > 1
          and not attributes ? 'successor_article_number' order by sku limit 1`,
    );
    minimumSku = withMinimum!;
    discontinuedSku = (await db.one<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' and attributes ? 'successor_article_number' limit 1`,
    ))!.sku;
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('refuses guests and users in another tenant’s locale', async () => {
    expect(codeOf(await bff.guest().graphql(CART, { locale: 'de-at' }))).toEqual([
      ['UNAUTHENTICATED', 'error.unauthenticated'],
    ]);
    expect(codeOf(await purchaser.graphql(CART, { locale: 'de-de' }))?.[0][0]).toBe('FORBIDDEN');
  });

  it("gives the purchaser a cart under the session's key, and prices its lines", async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    expect(cart).toMatchObject({ version: 1, cartState: 'Active', lineItems: [], totalPrice: null });
    expect(cart.key).toMatch(/^20HHAT-100001-KT\d+$/);
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart.id).toBe(cart.id);

    const changed = dataOf(
      await purchaser.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: 1,
        mode: 'add',
        lines: [
          { sku: skus[0], quantity: 2 },
          { sku: skus[1], quantity: 1 },
        ],
      }),
    ).changeCartLines;
    expect(changed.version).toBe(2);
    expect(changed.totalLineItemQuantity).toBe(3);
    for (const line of changed.lineItems) {
      expect(line.product?.name).toBeTruthy();
      expect(line.unitPrice!.centAmount).toBeGreaterThan(0);
      expect(line.linePrice!.centAmount).toBe(line.unitPrice!.centAmount * line.quantity);
    }
    // The total is the lines' net and the minimum-quantity surcharge (decision 0043) when there is one.
    expect(changed.totalPrice).toEqual({
      centAmount:
        changed.lineItems.reduce((sum, line) => sum + line.linePrice!.centAmount, 0) +
        (changed.customLineItem?.price.centAmount ?? 0),
      currency: 'EUR',
    });
  });

  it('calls a cart academy-only when every line is an academy training (decision 0123), and not an empty cart', async () => {
    const ACADEMY = `query($locale: String!) { cart(locale: $locale) { id version academyOnly } }`;
    const ADD_ACADEMY = `mutation($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
      changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { version academyOnly } }`;
    const buyer = await bff.signIn('admin2@20hhat.example');
    const training = (await bff.database.db.one<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' and attributes ? 'academy_industry'
         and attributes ? 'academy_type' and not attributes ? 'successor_article_number'
         and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 1`,
    ))!.sku;
    type Answer = { data?: { cart?: { id: string; version: number; academyOnly: boolean } } };
    // A new cart of its own: the seed may have given this contact's active cart lines already.
    await buyer.graphql(`mutation { createCart(locale: "de-at") { id } }`);
    const empty = ((await buyer.graphql(ACADEMY, { locale: 'de-at' })) as Answer).data!.cart!;
    expect(empty.academyOnly).toBe(false);
    const add = async (version: number, sku: string) =>
      dataOf(
        await buyer.graphql(ADD_ACADEMY, {
          locale: 'de-at',
          cartId: empty.id,
          version,
          lines: [{ sku, quantity: 1 }],
        }),
      ).changeCartLines as { version: number; academyOnly: boolean };
    const trainingOnly = await add(empty.version, training);
    expect(trainingOnly.academyOnly).toBe(true);
    expect((await add(trainingOnly.version, skus[0])).academyOnly).toBe(skus[0] === training);
  });

  it('refuses a stale version with CONFLICT and the current version, and keeps the lines', async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const stale = await purchaser.graphql(CHANGE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version - 1,
      mode: 'set',
      lines: [{ sku: skus[0], quantity: 0 }],
    });
    expect(stale.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.cart-conflict',
      details: { version: cart.version },
    });
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart.lineItems).toEqual(cart.lineItems);
  });

  it('checks every line: unknown sku, not buyable, below the minimum; nothing changes', async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const change = (lines: { sku: string; quantity: number }[]) =>
      purchaser.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        mode: 'add',
        lines,
      });
    expect(codeOf(await change([{ sku: 'NO-SUCH-SKU', quantity: 1 }]))).toEqual([
      ['BAD_USER_INPUT', 'error.unknown-sku'],
    ]);
    expect(codeOf(await change([{ sku: discontinuedSku, quantity: 1 }]))).toEqual([
      ['BAD_USER_INPUT', 'error.product-not-buyable'],
    ]);
    expect(codeOf(await change([{ sku: minimumSku.sku, quantity: minimumSku.minimum - 1 }]))).toEqual([
      ['BAD_USER_INPUT', 'error.quantity-below-minimum'],
    ]);
    expect(codeOf(await change([{ sku: skus[0], quantity: -1 }]))).toEqual([
      ['BAD_USER_INPUT', 'error.invalid-quantity'],
    ]);
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart.version).toBe(cart.version);
  });

  it("never lets another customer see or change the purchaser's cart", async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const other = await bff.signIn('admin2@20hhat.example');
    const own = dataOf(await other.graphql(CART, { locale: 'de-at' })).cart;
    expect(own.id).not.toBe(cart.id);
    const attempt = await other.graphql(CHANGE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
      mode: 'add',
      lines: [{ sku: skus[0], quantity: 5 }],
    });
    expect(codeOf(attempt)).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart).toEqual(cart);
  });

  it("tells the customer's open pages of a change, and no other customer's", async () => {
    const other = await bff.signIn('admin2@20hhat.example');
    const listen = async (session: ShopSession) => {
      const stream = await openSse<{ cartId?: string; version?: number }>(bff.baseUrl, 'de-at', {
        cookie: session.cookieHeader(),
      });
      // The first event is the tenant's maintenance state: from here on the stream hears the tenant.
      await stream.waitFor((event) => event.event === 'maintenance');
      return stream;
    };
    const mine = await listen(purchaser);
    const theirs = await listen(other);
    try {
      const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
      const changed = dataOf(
        await purchaser.graphql(CHANGE, {
          locale: 'de-at',
          cartId: cart.id,
          version: cart.version,
          mode: 'add',
          lines: [{ sku: skus[1], quantity: 1 }],
        }),
      ).changeCartLines;
      const heard = await mine.waitFor((event) => event.event === 'cart-changed');
      expect(heard.data).toMatchObject({ cartId: cart.id, version: changed.version, customerNo: '100001' });

      // The other customer's stream hears its own change, and never the purchaser's before it.
      const own = dataOf(await other.graphql(CART, { locale: 'de-at' })).cart;
      await other.graphql(CHANGE, {
        locale: 'de-at',
        cartId: own.id,
        version: own.version,
        mode: 'add',
        lines: [{ sku: skus[0], quantity: 1 }],
      });
      await theirs.waitFor((event) => event.event === 'cart-changed' && event.data.cartId === own.id);
      expect(
        theirs.events.filter((event) => event.event === 'cart-changed').map((event) => event.data.cartId),
      ).toEqual([own.id]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('never gives the basket shopper an amount', async () => {
    const shopper = await bff.signIn('shopper@20hhat.example');
    const cart = dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart;
    const changed = dataOf(
      await shopper.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        mode: 'add',
        lines: [{ sku: skus[0], quantity: 3 }],
      }),
    ).changeCartLines;
    expect(changed.lineItems).toEqual([
      { sku: skus[0], quantity: 3, unitPrice: null, linePrice: null, product: { name: expect.any(String) } },
    ]);
    expect(changed.totalPrice).toBeNull();
  });

  it("takes another system's id with its time and an essence list date, refuses bad ones, and keeps an id to one cart", async () => {
    interface Referenced {
      id: string;
      version: number;
      externalId: string | null;
      customCreatedAt: string | null;
      essenceListDate: string | null;
      approvalStatus: string;
      customShippingMethod: { shippingMethodName: string };
    }
    const UPDATE = gql<
      { updateCart: Referenced },
      {
        locale: string;
        cartId: string;
        version: number;
        externalId?: string;
        customCreatedAt?: string;
        essenceListDate?: string;
      }
    >`
      mutation Update(
        $locale: String!
        $cartId: ID!
        $version: Int!
        $externalId: String
        $customCreatedAt: String
        $essenceListDate: String
      ) {
        updateCart(
          locale: $locale
          cartId: $cartId
          version: $version
          externalId: $externalId
          customCreatedAt: $customCreatedAt
          essenceListDate: $essenceListDate
        ) {
          id
          version
          externalId
          customCreatedAt
          essenceListDate
          approvalStatus
          customShippingMethod {
            shippingMethodName
          }
        }
      }
    `;
    const user = await bff.signIn('admin@20hhat.example');
    const cart = dataOf(await user.graphql(CART, { locale: 'de-at' })).cart;
    const at = { locale: 'de-at', cartId: cart.id, version: cart.version };
    for (const [variables, messageKey] of [
      [{ externalId: 'SCAN-1' }, 'error.external-reference-incomplete'],
      [{ externalId: 'scan 1', customCreatedAt: '2026-11-25T08:15:00Z' }, 'error.invalid-external-id'],
      [{ externalId: 'SCAN-1', customCreatedAt: 'yesterday' }, 'error.invalid-date'],
      [{ externalId: 'SCAN-1', customCreatedAt: '2999-01-01T00:00:00Z' }, 'error.date-in-future'],
      [{ essenceListDate: '2026-02-30' }, 'error.invalid-date'],
    ] as const) {
      expect(codeOf(await user.graphql(UPDATE, { ...at, ...variables }))).toEqual([
        ['BAD_USER_INPUT', messageKey],
      ]);
    }
    const updated = dataOf(
      await user.graphql(UPDATE, {
        ...at,
        externalId: 'SCAN-7',
        customCreatedAt: '2026-11-25T09:15:00+01:00',
        essenceListDate: '2026-11-01',
      }),
    ).updateCart;
    expect(updated).toEqual({
      id: cart.id,
      version: cart.version + 1,
      externalId: 'SCAN-7',
      customCreatedAt: '2026-11-25T08:15:00.000Z',
      essenceListDate: '2026-11-01',
      approvalStatus: 'None',
      customShippingMethod: { shippingMethodName: 'INNER' },
    });
    // A second cart of the customer cannot take the same id; the first keeps it.
    const colleague = await bff.signIn('approver@20hhat.example');
    const second = dataOf(await colleague.graphql(CART, { locale: 'de-at' })).cart;
    const taken = await colleague.graphql(UPDATE, {
      locale: 'de-at',
      cartId: second.id,
      version: second.version,
      externalId: 'SCAN-7',
      customCreatedAt: '2026-11-25T08:15:00Z',
    });
    expect(codeOf(taken)).toEqual([['CONFLICT', 'error.external-id-taken']]);
    expect(dataOf(await colleague.graphql(CART, { locale: 'de-at' })).cart.version).toBe(second.version);
  });

  describe('several carts (cart administration)', () => {
    interface ListedCart {
      id: string;
      version: number;
      cartState: string;
      ownedBySession: boolean;
      totalLineItemQuantity: number;
    }
    const LISTED = 'id version cartState ownedBySession totalLineItemQuantity';
    const CARTS = gql<
      { carts: { items: ListedCart[]; total: number; page: number; lastPage: number } },
      { locale: string; page?: number; limit?: number }
    >`
      query Carts($locale: String!, $page: Int, $limit: Int) {
        carts(locale: $locale, page: $page, limit: $limit) { items { ${LISTED} } total page lastPage }
      }
    `;
    const CREATE = gql<{ createCart: ListedCart }, { locale: string }>`
      mutation Create($locale: String!) { createCart(locale: $locale) { ${LISTED} } }
    `;
    const SWITCH = gql<{ switchCart: ListedCart }, { locale: string; cartId: string }>`
      mutation Switch($locale: String!, $cartId: ID!) { switchCart(locale: $locale, cartId: $cartId) { ${LISTED} } }
    `;
    const DELETE = gql<
      { deleteCart: { cartId: string } },
      { locale: string; cartId: string; version: number }
    >`
      mutation Delete($locale: String!, $cartId: ID!, $version: Int!) {
        deleteCart(locale: $locale, cartId: $cartId, version: $version) {
          cartId
        }
      }
    `;
    const BY_ID = gql<{ cartById: ListedCart }, { locale: string; cartId: string }>`
      query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${LISTED} } }
    `;

    it('creates, lists, switches and deletes carts; other customers and tenants get NOT_FOUND', async () => {
      const user = await bff.signIn('approver@20hhat.example');
      const first = dataOf(await user.graphql(CART, { locale: 'de-at' })).cart;
      await user.graphql(CHANGE, {
        locale: 'de-at',
        cartId: first.id,
        version: first.version,
        mode: 'add',
        lines: [{ sku: skus[0], quantity: 1 }],
      });
      const second = dataOf(await user.graphql(CREATE, { locale: 'de-at' })).createCart;
      expect(second).toMatchObject({ cartState: 'Active', ownedBySession: true, totalLineItemQuantity: 0 });
      expect(dataOf(await user.graphql(CART, { locale: 'de-at' })).cart.id).toBe(second.id);

      const listed = dataOf(await user.graphql(CARTS, { locale: 'de-at', limit: 50 })).carts;
      const states = Object.fromEntries(listed.items.map((cart) => [cart.id, cart.cartState]));
      expect(states[first.id]).toBe('Saved');
      expect(states[second.id]).toBe('Active');

      const back = dataOf(await user.graphql(SWITCH, { locale: 'de-at', cartId: first.id })).switchCart;
      expect(back).toMatchObject({ id: first.id, cartState: 'Active' });
      // The empty cart it replaced is gone, not kept as Saved.
      expect(codeOf(await user.graphql(BY_ID, { locale: 'de-at', cartId: second.id }))).toEqual([
        ['NOT_FOUND', 'error.cart-not-found'],
      ]);

      const other = await bff.signIn('admin2@20hhat.example');
      const foreignTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
      for (const [session, locale] of [
        [other, 'de-at'],
        [foreignTenant, 'de-de'],
      ] as const) {
        expect(codeOf(await session.graphql(BY_ID, { locale, cartId: first.id }))?.[0][0]).toBe('NOT_FOUND');
        expect(codeOf(await session.graphql(SWITCH, { locale, cartId: first.id }))?.[0][0]).toBe('NOT_FOUND');
        expect(
          codeOf(await session.graphql(DELETE, { locale, cartId: first.id, version: back.version }))?.[0][0],
        ).toBe('NOT_FOUND');
        const theirs = dataOf(await session.graphql(CARTS, { locale, limit: 50 })).carts.items;
        expect(theirs.map((cart) => cart.id)).not.toContain(first.id);
      }

      expect(codeOf(await user.graphql(DELETE, { locale: 'de-at', cartId: first.id, version: 1 }))).toEqual([
        ['CONFLICT', 'error.cart-conflict'],
      ]);
      expect(
        dataOf(await user.graphql(DELETE, { locale: 'de-at', cartId: first.id, version: back.version })),
      ).toEqual({
        deleteCart: { cartId: first.id },
      });
      expect(codeOf(await user.graphql(BY_ID, { locale: 'de-at', cartId: first.id }))?.[0][0]).toBe(
        'NOT_FOUND',
      );
    });

    it("lets a purchaser delete only the own carts, an approver also colleagues' carts", async () => {
      const shopper = await bff.signIn('shopper@20hhat.example');
      const theirs = dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart;
      const colleague = await bff.signIn('purchaser@20hhat.example');
      const listed = dataOf(await colleague.graphql(CARTS, { locale: 'de-at', limit: 50 })).carts.items;
      const seen = listed.find((cart) => cart.id === theirs.id);
      expect(seen).toMatchObject({ ownedBySession: false });
      expect(
        codeOf(
          await colleague.graphql(DELETE, { locale: 'de-at', cartId: theirs.id, version: seen!.version }),
        ),
      ).toEqual([['FORBIDDEN', 'error.forbidden']]);
      const approver = await bff.signIn('approver@20hhat.example');
      expect(
        dataOf(
          await approver.graphql(DELETE, { locale: 'de-at', cartId: theirs.id, version: seen!.version }),
        ),
      ).toEqual({ deleteCart: { cartId: theirs.id } });
    });
  });
});
