import { parseShopEvent } from './events';
import {
  priceCacheCustomerPrefix,
  priceCacheKey,
  priceCacheKeysOf,
  pricesChangedEvent,
  PRICES_EVENT_MAX_SKUS,
} from './prices';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('prices-changed event', () => {
  it('groups changed pairs per customer, sorted and without duplicates', () => {
    const event = pricesChangedEvent(
      '20HHAT',
      [
        { customerNo: '100001', sku: 'B' },
        { customerNo: '100002', sku: 'A' },
        { customerNo: '100001', sku: 'A' },
        { customerNo: '100001', sku: 'B' },
      ],
      now,
    );
    expect(event).toEqual({
      type: 'prices-changed',
      id: String(now.getTime()),
      mandantCode: '20HHAT',
      customers: [
        { customerNo: '100001', skus: ['A', 'B'] },
        { customerNo: '100002', skus: ['A'] },
      ],
    });
    expect(parseShopEvent(JSON.stringify(event))).toEqual(event);
  });

  it('is null when nothing changed, and says "all skus" above the limit', () => {
    expect(pricesChangedEvent('20HHAT', [], now)).toBeNull();
    const many = Array.from({ length: PRICES_EVENT_MAX_SKUS + 1 }, (_, i) => ({
      customerNo: '1',
      sku: `S${i}`,
    }));
    expect(pricesChangedEvent('20HHAT', many, now)!.customers).toEqual([{ customerNo: '1', skus: null }]);
  });

  it('drops malformed prices events', () => {
    const base = { type: 'prices-changed', id: '1', mandantCode: '20HHAT' };
    expect(parseShopEvent(JSON.stringify(base))).toBeNull();
    expect(parseShopEvent(JSON.stringify({ ...base, customers: [{ customerNo: 1, skus: [] }] }))).toBeNull();
    expect(
      parseShopEvent(JSON.stringify({ ...base, customers: [{ customerNo: '1', skus: [2] }] })),
    ).toBeNull();
    expect(
      parseShopEvent(JSON.stringify({ ...base, customers: [{ customerNo: '1', skus: null }] })),
    ).not.toBeNull();
  });
});

describe('price cache keys', () => {
  it('name tenant, customer and sku, so customers and tenants never share an entry', () => {
    const key = priceCacheKey('unit', '20HHAT', '100001', '1004711');
    expect(key).toBe('shop:cache:v1:price:20HHAT:100001:1004711:unit');
    expect(priceCacheKey('unit', '20HHAT', '100002', '1004711')).not.toBe(key);
    expect(priceCacheKey('unit', '30HHDE', '100001', '1004711')).not.toBe(key);
    expect(priceCacheKey('detail', '20HHAT', '100001', '1004711')).not.toBe(key);
    expect(key.startsWith(priceCacheCustomerPrefix('20HHAT', '100001'))).toBe(true);
  });

  it('encodes the parts, so a crafted sku cannot reach another customer`s key', () => {
    expect(priceCacheKey('unit', '20HHAT', '1', '2:X')).not.toBe(priceCacheKey('unit', '20HHAT', '1:2', 'X'));
  });

  it('lists both kinds of every changed sku', () => {
    expect(priceCacheKeysOf('20HHAT', '1', ['A'])).toEqual([
      'shop:cache:v1:price:20HHAT:1:A:unit',
      'shop:cache:v1:price:20HHAT:1:A:detail',
    ]);
  });
});
