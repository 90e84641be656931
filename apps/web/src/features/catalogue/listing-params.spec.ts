import { readListingParams, withListingChange } from './listing-params';

const params = (query: string) => new URLSearchParams(query);

describe('listing params', () => {
  it('reads q, page, limit, sort and facet filters', () => {
    expect(
      readListingParams(
        params('q=%20%C4%8Disti%C4%8D%20&page=3&limit=48&sort=name-asc&container=BOTTLE&container=CAN'),
      ),
    ).toEqual({
      q: 'čistič',
      page: 3,
      limit: 48,
      sort: 'name-asc',
      filters: [{ name: 'container', values: ['BOTTLE', 'CAN'] }],
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(readListingParams(params('page=-1&limit=500&sort=cheap&unknown=1'))).toEqual({
      q: '',
      page: 1,
      limit: 24,
      sort: 'relevance',
      filters: [],
    });
    expect(readListingParams(params('limit=30')).limit).toBe(24);
    expect(readListingParams(params('page=2x')).page).toBe(1);
  });

  it('toggles a facet value and goes back to page 1', () => {
    const next = withListingChange(params('q=a&page=4&container=BOTTLE'), {
      toggle: { name: 'container', value: 'CAN' },
    });
    expect(next.toString()).toBe('q=a&container=BOTTLE&container=CAN');
    const off = withListingChange(next, { toggle: { name: 'container', value: 'BOTTLE' } });
    expect(off.getAll('container')).toEqual(['CAN']);
  });

  it('leaves defaults out of the URL', () => {
    expect(withListingChange(params('sort=name-asc&limit=48&page=2'), { sort: 'relevance' }).toString()).toBe(
      'limit=48',
    );
    expect(withListingChange(params('limit=48'), { limit: 24 }).toString()).toBe('');
    expect(withListingChange(params('page=3'), { page: 1 }).toString()).toBe('');
    expect(withListingChange(params(''), { page: 2 }).toString()).toBe('page=2');
  });
});
