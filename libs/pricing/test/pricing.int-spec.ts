import { generateSeedData, migrate, seed } from '@shop/db';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import type { ShopContext } from '@shop/domain';
import { EmbeddedPriceFeedAdapter, EmbeddedPricingAdapter, PriceChangeRefusedError } from '../src';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);

function ctxOf(mandantCode: string, customerNo: string | null): ShopContext {
  return {
    locale: 'de-at',
    language: 'de',
    mandantCode,
    userType: customerNo ? 'STANDARD' : null,
    role: customerNo ? 'ROLE_CART_PURCHASER' : null,
    accessLevel: customerNo ? 2 : -1,
    customer: customerNo ? { id: `id-${customerNo}`, customerNo, name: 'Customer' } : null,
    contact: null,
    employee: null,
  };
}

describe('embedded pricing on a seeded database', () => {
  let database: TestDatabase;
  let pricing: EmbeddedPricingAdapter;
  const at = (customerNo: string) => ctxOf('20HHAT', customerNo);
  const ownPrices = (customerNo: string, mandantCode = '20HHAT') =>
    data.prices.customerPrices.filter((p) => p.mandant_code === mandantCode && p.customer_no === customerNo);
  const product = (sku: string, mandantCode = '20HHAT') =>
    data.products.find((p) => p.sku === sku && p.mandant_code === mandantCode)!;

  beforeAll(async () => {
    database = await startPgliteTestDatabase();
    await migrate(database.db);
    const started = Date.now();
    await seed(database.db, { scale: SCALE });
    console.log(`seed at scale ${SCALE} with prices took ${Date.now() - started} ms`);
    pricing = new EmbeddedPricingAdapter(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('gives the customer its own price with its tiers, else the list price with the list tiers, in input order', async () => {
    const own = ownPrices('100001')[0];
    const ownSkus = new Set(ownPrices('100001').map((p) => p.sku));
    const listSku = data.products.find(
      (p) =>
        p.mandant_code === '20HHAT' &&
        !ownSkus.has(p.sku) &&
        data.prices.tierPrices.some(
          (t) => t.customer_no === null && t.mandant_code === '20HHAT' && t.sku === p.sku,
        ),
    )!.sku;
    const [unknown, mine, list] = await pricing.custPrices(at('100001'), ['NOPE', own.sku, listSku]);
    expect(unknown).toBeNull();
    expect(mine).toMatchObject({
      sku: own.sku,
      channel: 'SALES_PRICE',
      price: { centAmount: own.price_cents, currency: 'EUR' },
    });
    const ownTiers = data.prices.tierPrices.filter(
      (t) => t.mandant_code === '20HHAT' && t.customer_no === '100001' && t.sku === own.sku,
    );
    expect(mine!.tierPrices.map((t) => [t.minimumQuantity, t.price.centAmount])).toEqual(
      ownTiers.map((t) => [t.minimum_quantity, t.price_cents]),
    );
    expect(list).toMatchObject({
      sku: listSku,
      channel: 'SALES_PRICE_LIST',
      price: { centAmount: product(listSku).list_price_cents, currency: 'EUR' },
    });
    expect(list!.tierPrices.length).toBe(2);
    expect(list!.tierPrices[0].minimumQuantity).toBeLessThan(list!.tierPrices[1].minimumQuantity);
    for (const value of [mine!.price, ...mine!.tierPrices.map((t) => t.price), list!.price])
      expect(Number.isInteger(value.centAmount)).toBe(true);
  });

  it('never gives customer A the price of customer B for the same sku', async () => {
    const bSkus = new Map(ownPrices('100002').map((p) => [p.sku, p.price_cents]));
    const shared = ownPrices('100001').find((p) => bSkus.has(p.sku) && bSkus.get(p.sku) !== p.price_cents)!;
    expect(shared).toBeDefined();
    const [a] = await pricing.custPrice1Units(at('100001'), [shared.sku]);
    const [b] = await pricing.custPrice1Units(at('100002'), [shared.sku]);
    expect(a!.price.centAmount).toBe(shared.price_cents);
    expect(b!.price.centAmount).toBe(bSkus.get(shared.sku));
    expect(a!.id).not.toBe(b!.id);
    // A customer of the list-price-only kind (none of its own) gets the list price.
    const [c] = await pricing.custPrice1Units(at('999999'), [shared.sku]);
    expect(c).toMatchObject({
      channel: 'SALES_PRICE_LIST',
      price: { centAmount: product(shared.sku).list_price_cents },
    });
  });

  it('scopes by tenant: the same customer number in another tenant gets that tenant`s price and currency', async () => {
    const cz = ownPrices('100001', '80HHCZ')[0];
    const [price] = await pricing.custPrice1Units(ctxOf('80HHCZ', '100001'), [cz.sku]);
    expect(price).toMatchObject({
      price: { centAmount: cz.price_cents, currency: 'CZK' },
      channel: 'SALES_PRICE',
    });
  });

  it('listing prices carry no tiers and equal the base price (tiers start at 2 pieces)', async () => {
    const skus = ownPrices('100001')
      .slice(0, 24)
      .map((p) => p.sku);
    const units = await pricing.custPrice1Units(at('100001'), skus);
    const details = await pricing.custPrices(at('100001'), skus);
    units.forEach((unit, i) => {
      expect(unit).not.toHaveProperty('tierPrices');
      expect(unit!.price).toEqual(details[i]!.price);
    });
  });

  it('applies pending changes through the price feed port: newest wins, version bumps, tiers scale, only changed pairs are reported', async () => {
    const feed = new EmbeddedPriceFeedAdapter(database.db, database.db);
    const withTiers = ownPrices('100001').find((p) =>
      data.prices.tierPrices.some(
        (t) => t.customer_no === '100001' && t.mandant_code === '20HHAT' && t.sku === p.sku,
      ),
    )!;
    const unchanged = ownPrices('100001').find((p) => p.sku !== withTiers.sku)!;
    const other = ownPrices('100002')[0];
    const [before] = await pricing.custPrices(at('100001'), [withTiers.sku]);
    const record = (customerNo: string, sku: string, centAmount: number) =>
      feed.recordChange({ mandantCode: '20HHAT', customerNo, sku, centAmount, source: 'test' });
    await record('100001', withTiers.sku, withTiers.price_cents * 3);
    await record('100001', withTiers.sku, withTiers.price_cents * 2);
    await record('100001', unchanged.sku, unchanged.price_cents);
    await record('100002', other.sku, other.price_cents + 1);
    await expect(record('100001', 'NOPE', 1)).rejects.toThrow('no sku NOPE');
    await expect(record('100001', unchanged.sku, -1)).rejects.toBeInstanceOf(PriceChangeRefusedError);
    await expect(record('999999', unchanged.sku, 1)).rejects.toBeInstanceOf(PriceChangeRefusedError);

    const result = await feed.applyPending({
      mandantCode: '20HHAT',
      customerNos: ['100001'],
    });
    expect(result.processed).toBe(3);
    expect(result.changed).toEqual([
      {
        customerNo: '100001',
        sku: withTiers.sku,
        oldCents: withTiers.price_cents,
        newCents: withTiers.price_cents * 2,
        version: 2,
      },
    ]);
    const [after] = await pricing.custPrices(at('100001'), [withTiers.sku]);
    expect(after!.price.centAmount).toBe(withTiers.price_cents * 2);
    expect(after!.tierPrices.map((t) => t.price.centAmount)).toEqual(
      before!.tierPrices.map((t) => Math.round(t.price.centAmount * 2)),
    );
    // Customer 100002's change waits for its own (or a tenant-wide) refresh.
    const [stillOld] = await pricing.custPrice1Units(at('100002'), [other.sku]);
    expect(stillOld!.price.centAmount).toBe(other.price_cents);
    const tenantWide = await feed.applyPending({ mandantCode: '20HHAT' });
    expect(tenantWide.changed.map((c) => [c.customerNo, c.sku])).toEqual([['100002', other.sku]]);
    // Each refresh wrote one prices.changed webhook event per customer with changes, in its
    // transaction (decision 0136): the skus, no prices.
    const events = await database.db.query<{ customer_id: string; payload: unknown }>(
      "select customer_id, payload from webhook_event where type = 'prices.changed' order by seq",
    );
    expect(events.map((event) => event.payload)).toEqual([
      { mandantCode: '20HHAT', customerNo: '100001', skus: [withTiers.sku] },
      { mandantCode: '20HHAT', customerNo: '100002', skus: [other.sku] },
    ]);
    expect(await feed.applyPending({ mandantCode: '20HHAT' })).toEqual({
      processed: 0,
      changed: [],
    });
  });
});
