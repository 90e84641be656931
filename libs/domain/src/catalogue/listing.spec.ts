import {
  isFacetAttribute,
  isProductSort,
  lastPageOf,
  normalizeSearchTerm,
  SEARCH_TERM_MAX_LENGTH,
} from './listing';

describe('listing rules', () => {
  it('normalizes search terms', () => {
    expect(normalizeSearchTerm('  čistič \n  podlahy ')).toBe('čistič podlahy');
    expect(normalizeSearchTerm('   ')).toBe('');
    expect(normalizeSearchTerm(null)).toBe('');
    expect(normalizeSearchTerm('x'.repeat(500))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });

  it('knows its sorts and facets', () => {
    expect(isProductSort('name-asc')).toBe(true);
    expect(isProductSort('price-asc')).toBe(false);
    expect(isFacetAttribute('container')).toBe(true);
    expect(isFacetAttribute('sku')).toBe(false);
  });

  it('computes the last page', () => {
    expect(lastPageOf(0, 24)).toBe(1);
    expect(lastPageOf(24, 24)).toBe(1);
    expect(lastPageOf(25, 24)).toBe(2);
  });
});
