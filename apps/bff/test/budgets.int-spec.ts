import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface Money {
  centAmount: number;
  currency: string;
}
interface BudgetAnswer {
  id: string | null;
  contactNumber: string;
  period: string | null;
  value: Money;
  consumedValue: Money;
  reservedValue: Money;
  remainingValue: Money;
  canExceedBudget: boolean;
  initialized: boolean;
  version: number;
  budgetPeriodEndDate: string | null;
}
interface CartAnswer {
  id: string;
  version: number;
  cartProcessStatus: string;
  totalPrice: Money | null;
  budget: {
    remaining: Money;
    remainingAfterCart: Money;
    exceeds: boolean;
    canExceedBudget: boolean;
    contactNumber: string;
  } | null;
}
type Errors = { errors?: { extensions: { code: string; messageKey: string; details?: unknown } }[] };

const BUDGET_FIELDS = `id contactNumber period initialized canExceedBudget version budgetPeriodEndDate
  value { centAmount currency } consumedValue { centAmount currency } reservedValue { centAmount currency }
  remainingValue { centAmount currency }`;
const GET_BUDGET = gql<{ getBudget: BudgetAnswer }, { locale: string; mandantCode: string }>`
  query Own($locale: String!, $mandantCode: String!) { getBudget(locale: $locale, mandantCode: $mandantCode) { ${BUDGET_FIELDS} } }
`;
const GET_BUDGETS = gql<
  { getBudgets: BudgetAnswer[] },
  { locale: string; mandantCode: string; contactIdentifiers?: string[] | null }
>`
  query All($locale: String!, $mandantCode: String!, $contactIdentifiers: [String!]) {
    getBudgets(locale: $locale, mandantCode: $mandantCode, contactIdentifiers: $contactIdentifiers) { ${BUDGET_FIELDS} }
  }
`;
interface SetInput {
  locale: string;
  mandantCode: string;
  contactNumber: string;
  period: string;
  value: number;
  initialValue?: number;
  canExceedBudget: boolean;
  version: number;
}
const SET_BUDGET = gql<{ setBudget: BudgetAnswer }, { input: SetInput }>`
  mutation Set($input: SetBudgetInput!) { setBudget(input: $input) { ${BUDGET_FIELDS} } }
`;
const CART_FIELDS = `id version cartProcessStatus totalPrice { centAmount currency }
  budget { remaining { centAmount currency } remainingAfterCart { centAmount currency } exceeds canExceedBudget contactNumber }`;
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }
`;
const BY_ID = gql<{ cartById: CartAnswer }, { locale: string; cartId: string }>`
  query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${CART_FIELDS} } }
`;
const CHANGE = gql<
  { changeCartLines: CartAnswer },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Change($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { ${CART_FIELDS} }
  }
`;
type Step = { locale: string; cartId: string; version: number };
const REQUEST = gql<{ requestCartApproval: CartAnswer }, Step>`
  mutation Request($locale: String!, $cartId: ID!, $version: Int!) {
    requestCartApproval(locale: $locale, cartId: $cartId, version: $version) { ${CART_FIELDS} }
  }
`;
const FINALIZE = gql<{ finalizeCart: { orderNumber: string } }, Step>`
  mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
    finalizeCart(locale: $locale, cartId: $cartId, version: $version) {
      orderNumber
    }
  }
`;
const APPROVE = gql<{ approveCart: { orderNumber: string } }, Step>`
  mutation Approve($locale: String!, $cartId: ID!, $version: Int!) {
    approveCart(locale: $locale, cartId: $cartId, version: $version) {
      orderNumber
    }
  }
`;

describe('budgets over GraphQL (issue 14, decisions 0061 and 0062)', () => {
  let bff: TestBff;
  let shopper: ShopSession;
  let approver: ShopSession;
  let admin2: ShopSession;
  let shopperNo: string;
  let skus: string[];
  const at = { locale: 'de-at', mandantCode: '20HHAT' };

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

  async function shopperBudget(): Promise<BudgetAnswer> {
    const [budget] = dataOf(
      await approver.graphql(GET_BUDGETS, { ...at, contactIdentifiers: [shopperNo] }),
    ).getBudgets;
    return budget;
  }

  async function setShopperBudget(value: number, canExceedBudget: boolean): Promise<BudgetAnswer> {
    const { version } = await shopperBudget();
    return dataOf(
      await approver.graphql(SET_BUDGET, {
        input: { ...at, contactNumber: shopperNo, period: 'MONTHLY', value, canExceedBudget, version },
      }),
    ).setBudget;
  }

  /** The shopper's cart with two lines. */
  async function filledCart(): Promise<CartAnswer> {
    const cart = dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart;
    return dataOf(
      await shopper.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        lines: [
          { sku: skus[0], quantity: 2 },
          { sku: skus[1], quantity: 1 },
        ],
      }),
    ).changeCartLines;
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    shopper = await bff.signIn('shopper@20hhat.example');
    approver = await bff.signIn('approver@20hhat.example');
    admin2 = await bff.signIn('admin2@20hhat.example');
    const db = bff.database.db;
    shopperNo = (await db.one<{ contact_no: string }>(
      `select contact_no from contact where login_email = 'shopper@20hhat.example'`,
    ))!.contact_no;
    skus = (
      await db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('answers a contact its own budget, only in its own tenant', async () => {
    const own = dataOf(await shopper.graphql(GET_BUDGET, at)).getBudget;
    expect(own).toMatchObject({ contactNumber: shopperNo, initialized: false, id: null, version: 0 });
    expect(codeOf(await shopper.graphql(GET_BUDGET, { ...at, mandantCode: '30HHDE' }))).toEqual([
      ['FORBIDDEN', 'error.wrong-tenant'],
    ]);
    expect(codeOf(await approver.graphql(GET_BUDGETS, { locale: 'de-de', mandantCode: '30HHDE' }))).toEqual([
      ['FORBIDDEN', 'error.forbidden'],
    ]);
  });

  it('lists the customer’s budgets to approvers only, never another customer’s', async () => {
    expect(codeOf(await shopper.graphql(GET_BUDGETS, at))).toEqual([['FORBIDDEN', 'error.forbidden']]);
    const all = dataOf(await approver.graphql(GET_BUDGETS, at)).getBudgets;
    expect(all).toHaveLength(5);
    expect(
      all
        .filter((budget) => budget.initialized)
        .map((budget) => budget.period)
        .sort(),
    ).toEqual(['HALF_YEARLY', 'PER_ORDER', 'QUARTERLY', 'YEARLY']);
    // Customer 100002's administrator asks for 100001's contacts: they are not its own.
    expect(
      dataOf(await admin2.graphql(GET_BUDGETS, { ...at, contactIdentifiers: [shopperNo] })).getBudgets,
    ).toEqual([]);
    const set = await admin2.graphql(SET_BUDGET, {
      input: {
        ...at,
        contactNumber: shopperNo,
        period: 'MONTHLY',
        value: 1,
        canExceedBudget: true,
        version: 0,
      },
    });
    expect(codeOf(set)).toEqual([['NOT_FOUND', 'error.contact-not-found']]);
    expect((await shopperBudget()).initialized).toBe(false);
  });

  it('sets a budget at its version, refuses a stale one and bad input, and tells the customer’s pages', async () => {
    const stream = await openSse(bff.baseUrl, 'de-at', { cookie: shopper.cookieHeader() });
    try {
      const created = await setShopperBudget(100, false);
      expect(created).toMatchObject({
        initialized: true,
        version: 1,
        value: { centAmount: 100, currency: 'EUR' },
      });
      await stream.waitFor((event) => event.event === 'budget-changed');
      const stale = await approver.graphql(SET_BUDGET, {
        input: {
          ...at,
          contactNumber: shopperNo,
          period: 'MONTHLY',
          value: 5,
          canExceedBudget: false,
          version: 0,
        },
      });
      expect(codeOf(stale)).toEqual([['CONFLICT', 'error.budget-conflict']]);
      const bad = await approver.graphql(SET_BUDGET, {
        input: {
          ...at,
          contactNumber: shopperNo,
          period: 'MONTHLY',
          value: -1,
          canExceedBudget: false,
          version: 1,
        },
      });
      expect(codeOf(bad)).toEqual([['BAD_USER_INPUT', 'error.invalid-budget-value']]);
      expect(await shopperBudget()).toMatchObject({ version: 1, value: { centAmount: 100 } });
    } finally {
      stream.close();
    }
  });

  it('refuses a hand-over beyond the budget (nothing changes), reserves one that fits, and shows the cart its budget', async () => {
    await setShopperBudget(100, false);
    const cart = await filledCart();
    const refused = await shopper.graphql(REQUEST, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
    });
    expect(codeOf(refused)).toEqual([['BAD_USER_INPUT', 'error.budget-exceeded']]);
    // The basket shopper sees no prices: the error tells no amounts.
    expect(refused.errors?.[0].extensions.details).toBeUndefined();
    expect(dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart).toMatchObject({
      id: cart.id,
      version: cart.version,
      cartProcessStatus: 'None',
      budget: null,
    });

    await setShopperBudget(10_000_000, false);
    const handed = dataOf(
      await shopper.graphql(REQUEST, { locale: 'de-at', cartId: cart.id, version: cart.version }),
    ).requestCartApproval;
    expect(handed.cartProcessStatus).toBe('Open');
    const seen = dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: cart.id })).cartById;
    const net = seen.totalPrice!.centAmount;
    expect(net).toBeGreaterThan(100);
    expect(await shopperBudget()).toMatchObject({ reservedValue: { centAmount: net } });
    expect(seen.budget).toEqual({
      contactNumber: shopperNo,
      remaining: { centAmount: 10_000_000, currency: 'EUR' },
      remainingAfterCart: { centAmount: 10_000_000 - net, currency: 'EUR' },
      exceeds: false,
      canExceedBudget: false,
    });
  });

  it('refuses to approve a cart beyond the budget unless the budget may be exceeded, then consumes it', async () => {
    const waiting = dataOf(await approver.graphql(GET_BUDGETS, { ...at, contactIdentifiers: [shopperNo] }))
      .getBudgets[0];
    const cartId = (await bff.database.db.one<{ id: string }>(
      `select id from cart where owner_contact_id = (select id from contact where contact_no = $1 and mandant_code = '20HHAT')
          and process_status = 'Open' and id not like 'cart-seed-%'`,
      [shopperNo],
    ))!.id;
    const net = waiting.reservedValue.centAmount;
    await setShopperBudget(100, false);
    const cart = dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId })).cartById;
    expect(cart.budget).toMatchObject({ exceeds: true, remainingAfterCart: { centAmount: 100 - net } });
    const refused = await approver.graphql(APPROVE, { locale: 'de-at', cartId, version: cart.version });
    expect(codeOf(refused)).toEqual([['BAD_USER_INPUT', 'error.budget-exceeded']]);
    expect(refused.errors?.[0].extensions.details).toEqual({
      amount: { centAmount: net, currency: 'EUR' },
      remaining: { centAmount: 100, currency: 'EUR' },
    });
    expect(
      dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId })).cartById.cartProcessStatus,
    ).toBe('Open');

    await setShopperBudget(100, true);
    const approved = dataOf(
      await approver.graphql(APPROVE, { locale: 'de-at', cartId, version: cart.version }),
    );
    expect(approved.approveCart.orderNumber).toMatch(/^WS-/);
    expect(await shopperBudget()).toMatchObject({
      consumedValue: { centAmount: net },
      reservedValue: { centAmount: 0 },
      remainingValue: { centAmount: 100 - net },
    });
  });

  describe('ordering a cart another contact created (decision 0069)', () => {
    let purchaser: ShopSession;
    let norole: ShopSession;
    const contactNoOf = async (login: string) =>
      (await bff.database.db.one<{ contact_no: string }>(
        `select contact_no from contact where login_email = $1`,
        [login],
      ))!.contact_no;

    async function setBudgetOf(
      contactNumber: string,
      period: string,
      value: number,
      canExceedBudget: boolean,
    ): Promise<BudgetAnswer> {
      const [before] = dataOf(
        await approver.graphql(GET_BUDGETS, { ...at, contactIdentifiers: [contactNumber] }),
      ).getBudgets;
      return dataOf(
        await approver.graphql(SET_BUDGET, {
          input: { ...at, contactNumber, period, value, canExceedBudget, version: before.version },
        }),
      ).setBudget;
    }

    /** The shopper's Active cart with two lines; its net as an approver sees it. */
    async function shoppersCart(): Promise<{ cart: CartAnswer; net: number }> {
      const cart = await filledCart();
      const seen = dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: cart.id })).cartById;
      return { cart, net: seen.totalPrice!.centAmount };
    }

    const orderedCarts = async (cartId: string) =>
      Number(
        (await bff.database.db.one<{ n: string | number }>(
          'select count(*) as n from shop_order where cart_id = $1',
          [cartId],
        ))!.n,
      );

    beforeAll(async () => {
      purchaser = await bff.signIn('purchaser@20hhat.example');
      norole = await bff.signIn('norole@20hhat.example');
    });

    it('refuses every role below the approver, and the basket shopper its own; nothing is ordered', async () => {
      // The shopper has no budget to speak of; the contact without a role has a PER_ORDER cap of 1,000 €.
      await setShopperBudget(10_000_000, true);
      const { cart } = await shoppersCart();
      // A colleague may fill the shopper's cart (cart administration) ...
      const topped = dataOf(
        await norole.graphql(CHANGE, {
          locale: 'de-at',
          cartId: cart.id,
          version: cart.version,
          lines: [{ sku: skus[0], quantity: 3 }],
        }),
      ).changeCartLines;
      // ... but ordering it needs the approver role: the purchaser and the contact without a role are refused.
      for (const session of [purchaser, norole]) {
        const refused = await session.graphql(FINALIZE, {
          locale: 'de-at',
          cartId: topped.id,
          version: topped.version,
        });
        expect(codeOf(refused)).toEqual([['FORBIDDEN', 'error.order-needs-approver']]);
      }
      // The basket shopper orders no cart at all, its own neither (it hands it over).
      expect(
        codeOf(
          await shopper.graphql(FINALIZE, { locale: 'de-at', cartId: topped.id, version: topped.version }),
        ),
      ).toEqual([['FORBIDDEN', 'error.checkout-not-allowed']]);
      expect(await orderedCarts(topped.id)).toBe(0);
      expect(dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart).toMatchObject({
        id: topped.id,
        version: topped.version,
      });
    });

    it('checks the approver’s own budget and the creator’s, and charges only the creator’s', async () => {
      const approverNo = await contactNoOf('approver@20hhat.example');
      const { cart, net } = await shoppersCart();

      // The orderer's own budget may not be exceeded and is too small: refused, with the amounts.
      await setShopperBudget(10_000_000, false);
      await setBudgetOf(approverNo, 'PER_ORDER', net - 1, false);
      const byOrderer = await approver.graphql(FINALIZE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
      });
      expect(codeOf(byOrderer)).toEqual([['BAD_USER_INPUT', 'error.budget-exceeded']]);
      expect(byOrderer.errors?.[0].extensions.details).toEqual({
        amount: { centAmount: net, currency: 'EUR' },
        remaining: { centAmount: net - 1, currency: 'EUR' },
      });
      expect(await orderedCarts(cart.id)).toBe(0);

      // The creator's budget is too small (the orderer's has room): refused as before (decision 0061).
      await setBudgetOf(approverNo, 'PER_ORDER', 10_000_000, false);
      await setBudgetOf(shopperNo, 'PER_ORDER', net - 1, false);
      const byCreator = await approver.graphql(FINALIZE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
      });
      expect(codeOf(byCreator)).toEqual([['BAD_USER_INPUT', 'error.budget-exceeded']]);
      expect(await orderedCarts(cart.id)).toBe(0);

      // Both have room: ordered, consumed in the creator's budget only.
      await setBudgetOf(approverNo, 'MONTHLY', 10_000_000, false);
      await setBudgetOf(shopperNo, 'YEARLY', 10_000_000, false);
      const budgetsNow = async () =>
        dataOf(await approver.graphql(GET_BUDGETS, { ...at, contactIdentifiers: [shopperNo, approverNo] }))
          .getBudgets;
      const consumed = (budgets: BudgetAnswer[], contactNumber: string) =>
        budgets.find((budget) => budget.contactNumber === contactNumber)!.consumedValue.centAmount;
      const before = await budgetsNow();
      const ordered = dataOf(
        await approver.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
      ).finalizeCart;
      expect(ordered.orderNumber).toMatch(/^WS-/);
      const after = await budgetsNow();
      expect(consumed(after, shopperNo) - consumed(before, shopperNo)).toBe(net);
      expect(consumed(after, approverNo)).toBe(consumed(before, approverNo));
    });

    it('checks the approver’s own budget when approving a handed-over cart too', async () => {
      const approverNo = await contactNoOf('approver@20hhat.example');
      await setShopperBudget(10_000_000, true);
      const { cart, net } = await shoppersCart();
      const handed = dataOf(
        await shopper.graphql(REQUEST, { locale: 'de-at', cartId: cart.id, version: cart.version }),
      ).requestCartApproval;
      await setBudgetOf(approverNo, 'PER_ORDER', net - 1, false);
      const refused = await approver.graphql(APPROVE, {
        locale: 'de-at',
        cartId: handed.id,
        version: handed.version,
      });
      expect(codeOf(refused)).toEqual([['BAD_USER_INPUT', 'error.budget-exceeded']]);
      expect(await orderedCarts(handed.id)).toBe(0);
      await setBudgetOf(approverNo, 'PER_ORDER', net, false);
      const approved = dataOf(
        await approver.graphql(APPROVE, { locale: 'de-at', cartId: handed.id, version: handed.version }),
      ).approveCart;
      expect(approved.orderNumber).toMatch(/^WS-/);
      // The approver's seeded budget (half-yearly, may be exceeded) is what the other specs see.
      await setBudgetOf(approverNo, 'HALF_YEARLY', 5_000_000, true);
    });
  });
});
