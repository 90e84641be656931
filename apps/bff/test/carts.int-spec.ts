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
  lineItems: {
    sku: string;
    quantity: number;
    unitPrice: Money | null;
    linePrice: Money | null;
    product: { name: string } | null;
  }[];
}

const CART_FIELDS = `id key version cartState totalLineItemQuantity totalPrice { centAmount currency }
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
    expect(changed.totalPrice).toEqual({
      centAmount: changed.lineItems.reduce((sum, line) => sum + line.linePrice!.centAmount, 0),
      currency: 'EUR',
    });
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
});
