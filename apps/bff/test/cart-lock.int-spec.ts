import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface LockedCart {
  id: string;
  version: number;
  lockedByName: string | null;
  lockedByOther: boolean;
  lockedUntil: string | null;
  totalLineItemQuantity: number;
}
type Answer = { errors?: { extensions: { code: string; messageKey: string; details?: unknown } }[] };

const FIELDS = 'id version lockedByName lockedByOther lockedUntil totalLineItemQuantity';
const CART = gql<{ cart: LockedCart }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${FIELDS} } }
`;
const BY_ID = gql<{ cartById: LockedCart }, { locale: string; cartId: string }>`
  query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${FIELDS} } }
`;
const LOCK = gql<{ lockCart: LockedCart }, { locale: string; cartId: string }>`
  mutation Lock($locale: String!, $cartId: ID!) { lockCart(locale: $locale, cartId: $cartId) { ${FIELDS} } }
`;
const UNLOCK = gql<{ unlockCart: LockedCart }, { locale: string; cartId: string }>`
  mutation Unlock($locale: String!, $cartId: ID!) { unlockCart(locale: $locale, cartId: $cartId) { ${FIELDS} } }
`;
const CHANGE = gql<
  { changeCartLines: LockedCart },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Change($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { ${FIELDS} }
  }
`;
const DELETE = gql<{ deleteCart: { cartId: string } }, { locale: string; cartId: string; version: number }>`
  mutation Delete($locale: String!, $cartId: ID!, $version: Int!) {
    deleteCart(locale: $locale, cartId: $cartId, version: $version) {
      cartId
    }
  }
`;

describe('the edit lock of carts over GraphQL (docs/rules/states-and-rules.md, decision 0041)', () => {
  let bff: TestBff;
  let owner: ShopSession;
  let approver: ShopSession;
  let sku: string;

  const codeOf = (answer: Answer) => answer.errors?.map((error) => error.extensions.code);
  const minutesUntil = (iso: string | null) => (Date.parse(iso!) - Date.now()) / 60_000;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    owner = await bff.signIn('purchaser@20hhat.example');
    approver = await bff.signIn('approver@20hhat.example');
    sku = (await bff.database.db.one<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
         and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 1`,
    ))!.sku;
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('holds every other user off while the owner edits, and lets go on leaving', async () => {
    const cart = dataOf(await owner.graphql(CART, { locale: 'de-at' })).cart;
    const locked = dataOf(await owner.graphql(LOCK, { locale: 'de-at', cartId: cart.id })).lockCart;
    expect(locked).toMatchObject({
      version: cart.version,
      lockedByOther: false,
      lockedByName: expect.any(String),
    });
    expect(minutesUntil(locked.lockedUntil)).toBeGreaterThan(9);
    expect(minutesUntil(locked.lockedUntil)).toBeLessThanOrEqual(10);
    // The owner's own writes go on.
    const added = dataOf(
      await owner.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        lines: [{ sku, quantity: 1 }],
      }),
    ).changeCartLines;

    const seen = dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: cart.id })).cartById;
    expect(seen).toMatchObject({
      lockedByOther: true,
      lockedByName: locked.lockedByName,
      lockedUntil: locked.lockedUntil,
    });
    const refusals = [
      await approver.graphql(LOCK, { locale: 'de-at', cartId: cart.id }),
      await approver.graphql(DELETE, { locale: 'de-at', cartId: cart.id, version: added.version }),
      await approver.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: added.version,
        lines: [{ sku, quantity: 5 }],
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.errors?.[0].extensions).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'error.cart-locked',
        details: { lockedByName: locked.lockedByName, lockedUntil: locked.lockedUntil },
      });
    }
    // Another user's unlock does not release it.
    expect(
      dataOf(await approver.graphql(UNLOCK, { locale: 'de-at', cartId: cart.id })).unlockCart,
    ).toMatchObject({
      lockedByOther: true,
    });
    expect(dataOf(await owner.graphql(CART, { locale: 'de-at' })).cart).toMatchObject({
      version: added.version,
      totalLineItemQuantity: 1,
    });

    const released = dataOf(await owner.graphql(UNLOCK, { locale: 'de-at', cartId: cart.id })).unlockCart;
    expect(released).toMatchObject({
      lockedByName: null,
      lockedUntil: null,
      lockedByOther: false,
      version: added.version,
    });
    expect(
      dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: cart.id })).cartById.lockedByOther,
    ).toBe(false);
  });

  it("never locks or unlocks another customer's or tenant's cart", async () => {
    const cart = dataOf(await owner.graphql(CART, { locale: 'de-at' })).cart;
    const otherCustomer = await bff.signIn('admin2@20hhat.example');
    const otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    for (const [session, locale] of [
      [otherCustomer, 'de-at'],
      [otherTenant, 'de-de'],
    ] as const) {
      expect(codeOf(await session.graphql(LOCK, { locale, cartId: cart.id }))).toEqual(['NOT_FOUND']);
      expect(codeOf(await session.graphql(UNLOCK, { locale, cartId: cart.id }))).toEqual(['NOT_FOUND']);
    }
    expect(dataOf(await owner.graphql(CART, { locale: 'de-at' })).cart.lockedUntil).toBeNull();
  });

  it("tells the customer's other open pages when a lock is taken and released", async () => {
    const cart = dataOf(await owner.graphql(CART, { locale: 'de-at' })).cart;
    const stream = await openSse<{ cartId?: string; version?: number }>(bff.baseUrl, 'de-at', {
      cookie: approver.cookieHeader(),
    });
    try {
      await stream.waitFor((event) => event.event === 'maintenance');
      const lockEvents = () =>
        stream.events.filter((event) => event.event === 'cart-changed' && event.data.cartId === cart.id);
      await owner.graphql(LOCK, { locale: 'de-at', cartId: cart.id });
      await stream.waitFor(() => lockEvents().length === 1);
      // Renewing the lock it holds tells nobody.
      await owner.graphql(LOCK, { locale: 'de-at', cartId: cart.id });
      await owner.graphql(UNLOCK, { locale: 'de-at', cartId: cart.id });
      await stream.waitFor(() => lockEvents().length === 2);
      expect(lockEvents().map((event) => event.data.version)).toEqual([cart.version, cart.version]);
    } finally {
      stream.close();
    }
  });
});
