import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface CartAnswer {
  id: string;
  version: number;
  cartState: string;
  cartProcessStatus: string;
  cartProcessType: string;
  lineItems: { sku: string; quantity: number }[];
}
interface MergeAnswer {
  mergedCart: CartAnswer & { cartProcessComment: string | null };
  failedCarts: { cartId: string; messageKey: string }[];
}
type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };

const FIELDS = 'id version cartState cartProcessStatus cartProcessType lineItems { sku quantity }';
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${FIELDS} } }
`;
const BY_ID = gql<{ cartById: CartAnswer }, { locale: string; cartId: string }>`
  query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${FIELDS} } }
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
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) { ${FIELDS} }
  }
`;
const REQUEST = gql<{ requestCartApproval: CartAnswer }, { locale: string; cartId: string; version: number }>`
  mutation Request($locale: String!, $cartId: ID!, $version: Int!) {
    requestCartApproval(locale: $locale, cartId: $cartId, version: $version) { ${FIELDS} }
  }
`;
type MergeVariables = { locale: string; carts: { cartId: string; version: number }[]; comment?: string };
const MERGE = gql<{ executeMergeCarts: MergeAnswer }, MergeVariables>`
  mutation Merge($locale: String!, $carts: [CartToMergeInput!]!, $comment: String) {
    executeMergeCarts(locale: $locale, carts: $carts, comment: $comment) {
      mergedCart { ${FIELDS} cartProcessComment }
      failedCarts { cartId messageKey }
    }
  }
`;
const DECISION = gql<
  { cartDecision: { decision: string; comment: string | null; mergedCartId: string | null } },
  { locale: string; cartId: string }
>`
  query Decision($locale: String!, $cartId: ID!) {
    cartDecision(locale: $locale, cartId: $cartId) {
      decision
      comment
      mergedCartId
    }
  }
`;

describe('merging carts over GraphQL (executeMergeCarts, decision 0042)', () => {
  let bff: TestBff;
  let shopper: ShopSession;
  let approver: ShopSession;
  let skus: string[];
  let germanSku: string;

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);
  const at = (cart: CartAnswer) => ({ cartId: cart.id, version: cart.version });

  /** `session`'s Active cart with `lines`, handed over for approval. */
  async function handedOver(
    session: ShopSession,
    lines: { sku: string; quantity: number }[],
    locale = 'de-at',
  ): Promise<CartAnswer> {
    const cart = dataOf(await session.graphql(CART, { locale })).cart;
    const filled = dataOf(
      await session.graphql(CHANGE, { locale, cartId: cart.id, version: cart.version, mode: 'add', lines }),
    ).changeCartLines;
    return dataOf(await session.graphql(REQUEST, { locale, cartId: filled.id, version: filled.version }))
      .requestCartApproval;
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    shopper = await bff.signIn('shopper@20hhat.example');
    approver = await bff.signIn('approver@20hhat.example');
    const buyable = (mandantCode: string) =>
      bff.database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = $1 and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 3`,
        [mandantCode],
      );
    skus = (await buyable('20HHAT')).map((row) => row.sku);
    germanSku = (await buyable('30HHDE'))[0].sku;
  });

  afterAll(async () => {
    await bff?.close();
  });

  it("merges two handed-over carts into the approver's Active cart, tells the requester's pages and keeps where they went", async () => {
    const stream = await openSse<{ cartId?: string }>(bff.baseUrl, 'de-at', {
      cookie: shopper.cookieHeader(),
    });
    try {
      await stream.waitFor((event) => event.event === 'maintenance');
      const first = await handedOver(shopper, [
        { sku: skus[0], quantity: 2 },
        { sku: skus[1], quantity: 1 },
      ]);
      const second = await handedOver(shopper, [{ sku: skus[0], quantity: 3 }]);

      const merged = dataOf(
        await approver.graphql(MERGE, {
          locale: 'de-at',
          carts: [at(first), at(second)],
          comment: 'Eine Lieferung',
        }),
      ).executeMergeCarts;
      expect(merged.failedCarts).toEqual([]);
      expect(merged.mergedCart).toMatchObject({
        cartState: 'Active',
        cartProcessType: 'Merged',
        cartProcessStatus: 'None',
        cartProcessComment: 'Eine Lieferung',
        lineItems: [
          { sku: skus[0], quantity: 5 },
          { sku: skus[1], quantity: 1 },
        ],
      });
      expect(dataOf(await approver.graphql(CART, { locale: 'de-at' })).cart.id).toBe(merged.mergedCart.id);

      // The requester's open page hears of its handed-over cart, finds it gone and reads where it went.
      await stream.waitFor((event) => event.event === 'cart-changed' && event.data.cartId === first.id);
      await stream.waitFor((event) => event.event === 'cart-changed' && event.data.cartId === second.id);
      expect(codeOf(await shopper.graphql(BY_ID, { locale: 'de-at', cartId: first.id }))).toEqual([
        ['NOT_FOUND', 'error.cart-not-found'],
      ]);
      expect(
        dataOf(await shopper.graphql(DECISION, { locale: 'de-at', cartId: second.id })).cartDecision,
      ).toEqual({ decision: 'merged', comment: 'Eine Lieferung', mergedCartId: merged.mergedCart.id });
    } finally {
      stream.close();
    }
  });

  it('lets only approvers and administrators merge', async () => {
    const first = await handedOver(shopper, [{ sku: skus[0], quantity: 1 }]);
    const second = await handedOver(shopper, [{ sku: skus[1], quantity: 1 }]);
    const purchaser = await bff.signIn('purchaser@20hhat.example');
    const variables = { locale: 'de-at', carts: [at(first), at(second)] };
    expect(codeOf(await purchaser.graphql(MERGE, variables))).toEqual([['FORBIDDEN', 'error.forbidden']]);
    expect(codeOf(await shopper.graphql(MERGE, variables))).toEqual([['FORBIDDEN', 'error.forbidden']]);
    expect(dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: first.id })).cartById).toEqual(
      first,
    );
  });

  it("leaves another customer's and another tenant's carts out, unchanged, and a stale one only itself", async () => {
    const first = await handedOver(shopper, [{ sku: skus[0], quantity: 1 }]);
    const second = await handedOver(shopper, [{ sku: skus[1], quantity: 2 }]);
    const third = await handedOver(shopper, [{ sku: skus[2], quantity: 1 }]);
    const otherCustomer = await bff.signIn('admin2@20hhat.example');
    const theirs = await handedOver(otherCustomer, [{ sku: skus[0], quantity: 4 }]);
    const otherTenant = await bff.signIn('approver@30hhde.example', 'de-de');
    const german = await handedOver(otherTenant, [{ sku: germanSku, quantity: 1 }], 'de-de');

    const merged = dataOf(
      await approver.graphql(MERGE, {
        locale: 'de-at',
        carts: [at(first), at(theirs), { ...at(second), version: second.version - 1 }, at(german), at(third)],
      }),
    ).executeMergeCarts;
    expect(merged.mergedCart.lineItems).toEqual([
      { sku: skus[0], quantity: 1 },
      { sku: skus[2], quantity: 1 },
    ]);
    expect(merged.failedCarts).toEqual([
      { cartId: theirs.id, messageKey: 'error.cart-not-found' },
      { cartId: second.id, messageKey: 'error.cart-conflict' },
      { cartId: german.id, messageKey: 'error.cart-not-found' },
    ]);
    expect(
      dataOf(await otherCustomer.graphql(BY_ID, { locale: 'de-at', cartId: theirs.id })).cartById,
    ).toEqual(theirs);
    expect(dataOf(await otherTenant.graphql(BY_ID, { locale: 'de-de', cartId: german.id })).cartById).toEqual(
      german,
    );
    expect(dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: second.id })).cartById).toEqual(
      second,
    );
  });

  it('refuses fewer than two mergeable carts and changes nothing: CONFLICT when one moved on', async () => {
    const first = await handedOver(shopper, [{ sku: skus[0], quantity: 1 }]);
    const second = await handedOver(shopper, [{ sku: skus[1], quantity: 1 }]);
    const before = dataOf(await approver.graphql(CART, { locale: 'de-at' })).cart;
    expect(codeOf(await approver.graphql(MERGE, { locale: 'de-at', carts: [at(first)] }))).toEqual([
      ['BAD_USER_INPUT', 'error.merge-too-few-carts'],
    ]);
    expect(codeOf(await approver.graphql(MERGE, { locale: 'de-at', carts: [at(first), at(first)] }))).toEqual(
      [['BAD_USER_INPUT', 'error.merge-duplicate-carts']],
    );
    expect(
      codeOf(
        await approver.graphql(MERGE, {
          locale: 'de-at',
          carts: [at(first), { ...at(second), version: second.version + 1 }],
        }),
      ),
    ).toEqual([['CONFLICT', 'error.cart-conflict']]);
    expect(
      codeOf(await approver.graphql(MERGE, { locale: 'de-at', carts: [at(first), at(before)] })),
    ).toEqual([['BAD_USER_INPUT', 'error.merge-too-few-carts']]);
    expect(dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: first.id })).cartById).toEqual(
      first,
    );
    expect(dataOf(await approver.graphql(CART, { locale: 'de-at' })).cart).toEqual(before);
  });
});
