import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { orderConfirmationJobId, QUEUES, type OrderConfirmationMailJob } from '@shop/jobs';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface Money {
  centAmount: number;
  currency: string;
}
interface Taxed {
  totalNet: Money;
  totalTax: Money;
  totalGross: Money;
  taxPercent: number;
}
interface Address {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  country: string;
}
interface CartAnswer {
  id: string;
  version: number;
  cartState: string;
  customerIdentifier: string | null;
  customerComment: string | null;
  shippingAgent: string;
  shippingAddress: Address;
  shipsToCustomerAddress: boolean;
  taxedPrice: Taxed | null;
  lineItems: { sku: string; quantity: number }[];
}
interface OrderAnswer {
  orderNumber: string;
  status: string;
  source: string;
  customerIdentifier: string | null;
  shippingAgent: string;
  shippingAddress: Address;
  taxedPrice: Taxed | null;
  lineItems: { sku: string; name: string; quantity: number; linePrice: Money | null }[];
}
type Errors = { errors?: { extensions: { code: string; messageKey: string; details?: unknown } }[] };

const MONEY = 'centAmount currency';
const TAXED = `taxedPrice { totalNet { ${MONEY} } totalTax { ${MONEY} } totalGross { ${MONEY} } taxPercent }`;
const ADDRESS = 'shippingAddress { firstName lastName streetName postalCode city country }';
const CART_FIELDS = `id version cartState customerIdentifier customerComment shippingAgent ${ADDRESS}
  shipsToCustomerAddress ${TAXED} lineItems { sku quantity }`;
const ORDER_FIELDS = `orderNumber status source customerIdentifier shippingAgent ${ADDRESS} ${TAXED}
  lineItems { sku name quantity linePrice { ${MONEY} } }`;

const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }
`;
const ADD = gql<
  { changeCartLines: CartAnswer },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Add($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { ${CART_FIELDS} }
  }
`;
const UPDATE = gql<
  { updateCart: CartAnswer },
  {
    locale: string;
    cartId: string;
    version: number;
    customerIdentifier?: string;
    customerComment?: string;
    shippingAgent?: string;
    shippingAddress?: Address;
    useCustomerAddress?: boolean;
  }
>`
  mutation Update($locale: String!, $cartId: ID!, $version: Int!, $customerIdentifier: String,
    $customerComment: String, $shippingAgent: String, $shippingAddress: ShippingAddressInput, $useCustomerAddress: Boolean) {
    updateCart(locale: $locale, cartId: $cartId, version: $version, customerIdentifier: $customerIdentifier,
      customerComment: $customerComment, shippingAgent: $shippingAgent, shippingAddress: $shippingAddress,
      useCustomerAddress: $useCustomerAddress) { ${CART_FIELDS} }
  }
`;
const FINALIZE = gql<{ finalizeCart: OrderAnswer }, { locale: string; cartId: string; version: number }>`
  mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
    finalizeCart(locale: $locale, cartId: $cartId, version: $version) { ${ORDER_FIELDS} }
  }
`;
const ORDER = gql<{ shopOrder: OrderAnswer }, { locale: string; orderNumber: string }>`
  query Order($locale: String!, $orderNumber: String!) { shopOrder(locale: $locale, orderNumber: $orderNumber) { ${ORDER_FIELDS} } }
`;
const AGENTS = gql<{ shopConfig: { shippingAgents: { code: string }[] } }, { locale: string }>`
  query Agents($locale: String!) {
    shopConfig(locale: $locale) {
      shippingAgents {
        code
      }
    }
  }
`;

const VIENNA: Address = {
  firstName: 'Eva',
  lastName: 'Nováková',
  streetName: 'Lieferweg 3',
  postalCode: '1100',
  city: 'Wien',
  country: 'AT',
};

describe('checkout over GraphQL (issue 12, decision 0037)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let skus: string[];
  let mailQueue: Queue<OrderConfirmationMailJob>;

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);
  /** The confirmation mail jobs the BFF enqueued for the worker (no worker runs here). */
  const mailJobsOf = async (orderNumber: string) =>
    (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
      (job) => job.id === orderConfirmationJobId('20HHAT', orderNumber),
    );
  const contactEmailOf = async (loginEmail: string) =>
    (await bff.database.db.one<{ email: string }>(
      "select coalesce(email, login_email) as email from contact where mandant_code = '20HHAT' and login_email = $1",
      [loginEmail],
    ))!.email;
  const ordersOf = async (cartId: string) =>
    (await bff.database.db.one<{ n: number }>(
      'select count(*)::int as n from shop_order where cart_id = $1',
      [cartId],
    ))!.n;

  /** The session's Active cart with two lines. */
  async function filledCart(session: ShopSession = purchaser): Promise<CartAnswer> {
    const cart = dataOf(await session.graphql(CART, { locale: 'de-at' })).cart;
    return dataOf(
      await session.graphql(ADD, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        lines: [
          { sku: skus[0], quantity: 3 },
          { sku: skus[1], quantity: 1 },
        ],
      }),
    ).changeCartLines;
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    mailQueue = new Queue(QUEUES.mail, {
      connection: new Redis(bff.testRedis.url, { maxRetriesPerRequest: null }),
    });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    skus = (
      await bff.database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
    await mailQueue?.close();
    await connection?.quit();
    await bff?.close();
  });

  it('shows net, tax and gross, and ships to the customer’s address until another is given', async () => {
    const cart = await filledCart();
    const { totalNet, totalTax, totalGross, taxPercent } = cart.taxedPrice!;
    expect(taxPercent).toBe(20);
    expect(totalTax.centAmount).toBe(Math.round(totalNet.centAmount * 0.2));
    expect(totalGross.centAmount).toBe(totalNet.centAmount + totalTax.centAmount);
    expect(cart.shipsToCustomerAddress).toBe(true);
    expect(cart.shippingAddress.country).toBe('AT');
    expect(cart.shippingAddress.streetName).toBeTruthy();
    expect(cart.shippingAgent).toBe('INNER');
  });

  it('saves further information filtered, a configured shipping agent and an address, at a version', async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const agents = dataOf(await purchaser.graphql(AGENTS, { locale: 'de-at' })).shopConfig.shippingAgents;
    const agent = agents.find((candidate) => candidate.code !== 'INNER')!.code;
    const updated = dataOf(
      await purchaser.graphql(UPDATE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        customerIdentifier: ' PO/4711 <Küche> ',
        customerComment: 'Bitte an Rampe 2; danke!',
        shippingAgent: agent,
        shippingAddress: VIENNA,
      }),
    ).updateCart;
    expect(updated).toMatchObject({
      version: cart.version + 1,
      customerIdentifier: 'PO4711 Küche',
      customerComment: 'Bitte an Rampe 2 danke',
      shippingAgent: agent,
      shippingAddress: VIENNA,
      shipsToCustomerAddress: false,
    });

    // Refused, and nothing changed: a stale version, an unknown agent, an invalid address.
    const stale = await purchaser.graphql(UPDATE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
      customerComment: 'lost',
    });
    expect(codeOf(stale)).toEqual([['CONFLICT', 'error.cart-conflict']]);
    const unknownAgent = await purchaser.graphql(UPDATE, {
      locale: 'de-at',
      cartId: cart.id,
      version: updated.version,
      shippingAgent: 'TELEPORT',
    });
    expect(codeOf(unknownAgent)).toEqual([['BAD_USER_INPUT', 'error.unknown-shipping-agent']]);
    const badAddress = await purchaser.graphql(UPDATE, {
      locale: 'de-at',
      cartId: cart.id,
      version: updated.version,
      shippingAddress: { ...VIENNA, country: 'Austria', streetName: '' },
    });
    expect(badAddress.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    // An order reference or comment beyond 120 characters is refused, not cut (decision 0070).
    for (const field of ['customerIdentifier', 'customerComment'] as const) {
      const tooLong = await purchaser.graphql(UPDATE, {
        locale: 'de-at',
        cartId: cart.id,
        version: updated.version,
        [field]: 'x'.repeat(121),
      });
      expect(codeOf(tooLong)).toEqual([['BAD_USER_INPUT', 'error.further-information-too-long']]);
    }
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart).toMatchObject({
      version: updated.version,
      customerIdentifier: 'PO4711 Küche',
      customerComment: 'Bitte an Rampe 2 danke',
      shippingAgent: agent,
    });
  });

  it('places one order for 20 concurrent finalizes, with the cart’s lines, totals and details', async () => {
    const cart = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchaser.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
      ),
    );
    const numbers = new Set(answers.map((answer) => dataOf(answer).finalizeCart.orderNumber));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(cart.id)).toBe(1);

    const order = dataOf(answers[0]).finalizeCart;
    expect(order).toMatchObject({
      status: 'OPEN',
      source: 'WEB_SHOP',
      customerIdentifier: 'PO4711 Küche',
      shippingAddress: VIENNA,
      taxedPrice: cart.taxedPrice,
    });
    expect(order.lineItems.map((line) => [line.sku, line.quantity])).toEqual([
      [skus[0], 3],
      [skus[1], 1],
    ]);
    expect(order.lineItems[0].name).toBeTruthy();

    // One confirmation mail for the one order, to the contact, with what the order shows.
    const [mail, ...more] = await mailJobsOf(order.orderNumber);
    expect(more).toEqual([]);
    expect(mail.data).toMatchObject({
      to: await contactEmailOf('purchaser@20hhat.example'),
      locale: 'de-at',
      mandantCode: '20HHAT',
      order: {
        orderNumber: order.orderNumber,
        customerIdentifier: 'PO4711 Küche',
        totals: { gross: order.taxedPrice!.totalGross },
        shippingAddress: VIENNA,
      },
    });
    expect(mail.data.order.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [skus[0], 3],
      [skus[1], 1],
    ]);

    // The order can be read back by number; the session now has a new, empty cart.
    expect(
      dataOf(await purchaser.graphql(ORDER, { locale: 'de-at', orderNumber: order.orderNumber })).shopOrder,
    ).toEqual(order);
    const next = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
    expect(next.id).not.toBe(cart.id);
    expect(next.lineItems).toEqual([]);

    // The ordered cart takes no more changes; a retry with the old version gets the same order.
    const late = await purchaser.graphql(ADD, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version + 1,
      lines: [{ sku: skus[0], quantity: 1 }],
    });
    expect(codeOf(late)).toEqual([['CONFLICT', 'error.cart-closed']]);
    const retry = await purchaser.graphql(FINALIZE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
    });
    expect(dataOf(retry).finalizeCart.orderNumber).toBe(order.orderNumber);
    expect(await mailJobsOf(order.orderNumber)).toHaveLength(1);
  });

  it('refuses a finalize of a version the user has not seen, and of an empty cart; nothing is ordered', async () => {
    const cart = await filledCart();
    const stale = await purchaser.graphql(FINALIZE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version - 1,
    });
    expect(codeOf(stale)).toEqual([['CONFLICT', 'error.cart-conflict']]);
    expect(await ordersOf(cart.id)).toBe(0);

    const other = await bff.signIn('admin@20hhat.example');
    const empty = dataOf(await other.graphql(CART, { locale: 'de-at' })).cart;
    const refused = await other.graphql(FINALIZE, {
      locale: 'de-at',
      cartId: empty.id,
      version: empty.version,
    });
    expect(codeOf(refused)).toEqual([['BAD_USER_INPUT', 'error.cart-empty']]);
    expect(await ordersOf(empty.id)).toBe(0);
  });

  it("never orders or shows another customer's or tenant's cart or order", async () => {
    const cart = await filledCart();
    const order = dataOf(
      await purchaser.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
    ).finalizeCart;
    const pending = await filledCart();

    const otherCustomer = await bff.signIn('admin2@20hhat.example');
    expect(
      codeOf(
        await otherCustomer.graphql(FINALIZE, {
          locale: 'de-at',
          cartId: pending.id,
          version: pending.version,
        }),
      ),
    ).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
    expect(
      codeOf(
        await otherCustomer.graphql(UPDATE, {
          locale: 'de-at',
          cartId: pending.id,
          version: pending.version,
          customerComment: 'x',
        }),
      ),
    ).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
    expect(
      codeOf(await otherCustomer.graphql(ORDER, { locale: 'de-at', orderNumber: order.orderNumber })),
    ).toEqual([['NOT_FOUND', 'error.order-not-found']]);

    const otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    expect(
      codeOf(
        await otherTenant.graphql(FINALIZE, {
          locale: 'de-de',
          cartId: pending.id,
          version: pending.version,
        }),
      ),
    ).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
    expect(
      codeOf(await otherTenant.graphql(ORDER, { locale: 'de-de', orderNumber: order.orderNumber }))?.[0][0],
    ).toBe('NOT_FOUND');
    expect(await ordersOf(pending.id)).toBe(0);
    expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart.version).toBe(pending.version);
  });

  it('lets the basket shopper not check out, and never shows the shopper an amount', async () => {
    const shopper = await bff.signIn('shopper@20hhat.example');
    const cart = await filledCart(shopper);
    expect(cart.taxedPrice).toBeNull();
    const refused = await shopper.graphql(FINALIZE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
    });
    expect(codeOf(refused)).toEqual([['FORBIDDEN', 'error.checkout-not-allowed']]);
    expect(await ordersOf(cart.id)).toBe(0);
  });

  it('records the employee number of an employee ordering for the customer', async () => {
    const employee = await bff.signIn('employee@20hhat.example');
    const [contact] = await bff.database.db.query<{ id: string }>(
      "select id from contact where mandant_code = '20HHAT' and login_email = 'purchaser@20hhat.example'",
    );
    const selected = await employee.rest(
      'POST',
      '/api/setCustomer',
      { contactId: contact.id },
      { origin: bff.baseUrl },
    );
    expect(selected.status).toBe(200);
    const cart = await filledCart(employee);
    const order = dataOf(
      await employee.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
    ).finalizeCart;
    const [row] = await bff.database.db.query<{ employee_no: string | null; employee_id: string | null }>(
      'select employee_no, employee_id from shop_order where order_number = $1',
      [order.orderNumber],
    );
    const [staff] = await bff.database.db.query<{ id: string; employee_no: string }>(
      "select id, employee_no from employee where login_email = 'employee@20hhat.example'",
    );
    expect(row).toEqual({ employee_no: staff.employee_no, employee_id: staff.id });
    // The confirmation goes to the contact the employee ordered for, not to the employee.
    const [mail] = await mailJobsOf(order.orderNumber);
    expect(mail.data.to).toBe(await contactEmailOf('purchaser@20hhat.example'));
    expect(mail.data.to).not.toBe('employee@20hhat.example');
  });
});
