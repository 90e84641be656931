import { ROUTE_NAMES } from '../routing/route-names';
import {
  parseProductReferrer,
  productReferrerAfterNavigation,
  productReferrerFor,
  serializeProductReferrer,
} from './product-referrer';

const stored = { productSlug: 'wc-reiniger-1l-100001', categorySlug: 'sanitaerreiniger' };

describe('product referrer (docs/rules/routes-and-guards.md)', () => {
  it('survives navigation to the category routes only', () => {
    expect(productReferrerAfterNavigation(stored, 'c')).toBe(stored);
    expect(productReferrerAfterNavigation(stored, 'c-category')).toBe(stored);
    const others = ROUTE_NAMES.filter((name) => name !== 'c' && name !== 'c-category');
    for (const name of others) expect(productReferrerAfterNavigation(stored, name)).toBeNull();
  });

  it('is cleared on the product page and on search too', () => {
    expect(productReferrerAfterNavigation(stored, 'p-product')).toBeNull();
    expect(productReferrerAfterNavigation(stored, 'search')).toBeNull();
  });

  it('stays absent when none is stored', () => {
    expect(productReferrerAfterNavigation(null, 'c-category')).toBeNull();
  });

  it('applies only to the listing of its own category', () => {
    expect(productReferrerFor(stored, 'sanitaerreiniger')).toBe(stored);
    expect(productReferrerFor(stored, 'handpflege')).toBeNull();
    expect(productReferrerFor(null, 'handpflege')).toBeNull();
  });

  it('round-trips through storage and rejects malformed entries', () => {
    expect(parseProductReferrer(serializeProductReferrer(stored))).toEqual(stored);
    expect(parseProductReferrer(null)).toBeNull();
    expect(parseProductReferrer('')).toBeNull();
    expect(parseProductReferrer('{nope')).toBeNull();
    expect(parseProductReferrer('"text"')).toBeNull();
    expect(parseProductReferrer(JSON.stringify({ productSlug: 'x' }))).toBeNull();
    expect(parseProductReferrer(JSON.stringify({ productSlug: '', categorySlug: 'y' }))).toBeNull();
  });
});
