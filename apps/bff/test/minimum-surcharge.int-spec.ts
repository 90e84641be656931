import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { MINIMUM_SURCHARGE_DEFAULTS, MINIMUM_SURCHARGE_SKU } from '@shop/domain';
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
}
interface CustomLineItem {
  key: string;
  name: string;
  price: Money;
}
interface CartAnswer {
  id: string;
  version: number;
  totalPrice: Money | null;
  taxedPrice: Taxed | null;
  customLineItem: CustomLineItem | null;
  surchargeWaiver: { from: Money; missing: Money } | null;
  lineItems: { sku: string; quantity: number; linePrice: Money | null }[];
}
interface OrderAnswer {
  orderNumber: string;
  taxedPrice: Taxed | null;
  customLineItem: CustomLineItem | null;
  lineItems: { sku: string }[];
}

const MONEY = 'centAmount currency';
const CHARGES = `totalPrice { ${MONEY} } taxedPrice { totalNet { ${MONEY} } totalTax { ${MONEY} } totalGross { ${MONEY} } }
  customLineItem { key name price { ${MONEY} } }`;
const CART_FIELDS = `id version ${CHARGES} surchargeWaiver { from { ${MONEY} } missing { ${MONEY} } }
  lineItems { sku quantity linePrice { ${MONEY} } }`;
const ORDER_FIELDS = `orderNumber taxedPrice { totalNet { ${MONEY} } totalTax { ${MONEY} } totalGross { ${MONEY} } }
  customLineItem { key name price { ${MONEY} } } lineItems { sku }`;

const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }
`;
const SET = gql<
  { changeCartLines: CartAnswer },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Set($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "set", lines: $lines) { ${CART_FIELDS} }
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
const ME = gql<{ me: { customer: { exclFromMinQtyCharge: boolean } | null } }, Record<string, never>>`
  query Me {
    me {
      customer {
        exclFromMinQtyCharge
      }
    }
  }
`;

const SURCHARGE = MINIMUM_SURCHARGE_DEFAULTS.EUR;

describe('minimum-quantity surcharge over GraphQL (decision 0043)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let sku: string;
  let mailQueue: Queue<OrderConfirmationMailJob>;

  const linesNet = (cart: CartAnswer) =>
    cart.lineItems.reduce((sum, line) => sum + line.linePrice!.centAmount, 0);

  /** The session's Active cart with `quantity` of the test sku as its only line (seeded lines removed). */
  async function cartWith(session: ShopSession, quantity: number): Promise<CartAnswer> {
    const cart = dataOf(await session.graphql(CART, { locale: 'de-at' })).cart;
    const others = cart.lineItems.filter((line) => line.sku !== sku);
    return dataOf(
      await session.graphql(SET, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        lines: [...others.map((line) => ({ sku: line.sku, quantity: 0 })), { sku, quantity }],
      }),
    ).changeCartLines;
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    mailQueue = new Queue(QUEUES.mail, {
      connection: new Redis(bff.testRedis.url, { maxRetriesPerRequest: null }),
    });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    // A buyable sku of one unit minimum that costs less than the minimum order value.
    [{ sku }] = await bff.database.db.query<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
         and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 and list_price_cents < $1
       order by sku limit 1`,
      [SURCHARGE.minimumNetCents / 2],
    );
  });

  afterAll(async () => {
    const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
    await mailQueue?.close();
    await connection?.quit();
    await bff?.close();
  });

  it('charges a cart below the minimum, apart from its lines, and puts it into the totals', async () => {
    const cart = await cartWith(purchaser, 1);
    const lines = linesNet(cart);
    expect(lines).toBeLessThan(SURCHARGE.minimumNetCents);
    expect(cart.customLineItem).toEqual({
      key: MINIMUM_SURCHARGE_SKU,
      name: MINIMUM_SURCHARGE_SKU,
      price: { centAmount: SURCHARGE.surchargeCents, currency: 'EUR' },
    });
    expect(cart.lineItems.map((line) => line.sku)).toEqual([sku]);
    expect(cart.surchargeWaiver).toEqual({
      from: { centAmount: SURCHARGE.minimumNetCents, currency: 'EUR' },
      missing: { centAmount: SURCHARGE.minimumNetCents - lines, currency: 'EUR' },
    });
    const net = lines + SURCHARGE.surchargeCents;
    expect(cart.totalPrice).toEqual({ centAmount: net, currency: 'EUR' });
    const tax = Math.round(net * 0.2);
    expect(cart.taxedPrice).toEqual({
      totalNet: { centAmount: net, currency: 'EUR' },
      totalTax: { centAmount: tax, currency: 'EUR' },
      totalGross: { centAmount: net + tax, currency: 'EUR' },
    });
  });

  it('charges nothing from the minimum on, and nothing for an empty cart', async () => {
    // Tier prices lower the unit price of larger quantities: grow the quantity until the minimum is met.
    let cart = await cartWith(purchaser, 1);
    while (linesNet(cart) < SURCHARGE.minimumNetCents)
      cart = await cartWith(
        purchaser,
        Math.ceil((cart.lineItems[0].quantity * SURCHARGE.minimumNetCents) / linesNet(cart)) + 1,
      );
    expect(linesNet(cart)).toBeGreaterThanOrEqual(SURCHARGE.minimumNetCents);
    expect(cart.customLineItem).toBeNull();
    expect(cart.surchargeWaiver).toBeNull();
    expect(cart.totalPrice!.centAmount).toBe(linesNet(cart));
    expect(cart.taxedPrice!.totalNet.centAmount).toBe(linesNet(cart));

    const empty = await cartWith(purchaser, 0);
    expect(empty).toMatchObject({ lineItems: [], customLineItem: null, totalPrice: null, taxedPrice: null });
  });

  it('charges nothing to a customer excluded from it (exclFromMinQtyCharge)', async () => {
    const excluded = await bff.signIn('admin2@20hhat.example');
    expect(dataOf(await excluded.graphql(ME, {})).me.customer?.exclFromMinQtyCharge).toBe(true);
    expect(dataOf(await purchaser.graphql(ME, {})).me.customer?.exclFromMinQtyCharge).toBe(false);
    const cart = await cartWith(excluded, 1);
    expect(linesNet(cart)).toBeLessThan(SURCHARGE.minimumNetCents);
    expect(cart.customLineItem).toBeNull();
    expect(cart.surchargeWaiver).toBeNull();
    expect(cart.totalPrice!.centAmount).toBe(linesNet(cart));
  });

  it('never shows the basket shopper the surcharge or any amount', async () => {
    const shopper = await bff.signIn('shopper@20hhat.example');
    await cartWith(shopper, 1);
    const answer = await shopper.graphql(CART, { locale: 'de-at' });
    expect(dataOf(answer).cart).toMatchObject({
      customLineItem: null,
      surchargeWaiver: null,
      totalPrice: null,
      taxedPrice: null,
    });
    expect(JSON.stringify(answer)).not.toContain('centAmount');
  });

  it('orders the surcharge with the cart: in the order, its totals, its read-back and its mail', async () => {
    const cart = await cartWith(purchaser, 1);
    const order = dataOf(
      await purchaser.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
    ).finalizeCart;
    expect(order.customLineItem).toEqual(cart.customLineItem);
    expect(order.taxedPrice).toEqual(cart.taxedPrice);
    expect(order.lineItems.map((line) => line.sku)).toEqual([sku]);
    const [row] = await bff.database.db.query<{
      custom_line_key: string;
      custom_line_cents: string | number;
    }>('select custom_line_key, custom_line_cents from shop_order where order_number = $1', [
      order.orderNumber,
    ]);
    expect({ ...row, custom_line_cents: Number(row.custom_line_cents) }).toEqual({
      custom_line_key: MINIMUM_SURCHARGE_SKU,
      custom_line_cents: SURCHARGE.surchargeCents,
    });
    expect(
      dataOf(await purchaser.graphql(ORDER, { locale: 'de-at', orderNumber: order.orderNumber })).shopOrder,
    ).toEqual(order);
    const [mail] = (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
      (job) => job.id === orderConfirmationJobId('20HHAT', order.orderNumber),
    );
    expect(mail.data.order.customLineItem).toEqual(cart.customLineItem);
    expect(mail.data.order.totals.net).toEqual(cart.taxedPrice!.totalNet);
  });
});
