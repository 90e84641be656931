import type { CataloguePort } from '@shop/commerce';
import { guestShopContext } from '@shop/locales';
import type { CacheService } from '../cache/cache.service';
import { CATALOGUE_VERSION_CHECK_MS, CachedCatalogue, catalogueCacheKey } from './cached-catalogue';

/** A cache service over a Map, with the real one's contract (JSON round trip). */
function memoryCache() {
  const entries = new Map<string, string>();
  const cache = {
    getOrSet: async (key: string, _ttl: number, compute: () => Promise<unknown>) => {
      const hit = entries.get(key);
      if (hit !== undefined) return JSON.parse(hit);
      const value = await compute();
      entries.set(key, JSON.stringify(value));
      return value;
    },
  } as unknown as CacheService;
  return { cache, entries };
}

describe('CachedCatalogue', () => {
  const at = guestShopContext('de-at');
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  function setup(version = '7') {
    const port = {
      getCatalogueVersion: jest.fn(async () => version),
      getProductBySlug: jest.fn(async (_ctx, slug: string) => (slug === 'known' ? { sku: 'A1' } : null)),
      getCategoryTree: jest.fn(async () => [{ key: 'k' }]),
    };
    const { cache, entries } = memoryCache();
    const catalogue = new CachedCatalogue(port as unknown as CataloguePort, cache);
    return { port, catalogue, entries };
  }

  it('asks the port once per key and serves the repeat from the cache, misses (null) included', async () => {
    const { port, catalogue } = setup();
    expect(await catalogue.getProductBySlug(at, 'known')).toEqual({ sku: 'A1' });
    expect(await catalogue.getProductBySlug(at, 'known')).toEqual({ sku: 'A1' });
    expect(await catalogue.getProductBySlug(at, 'gone')).toBeNull();
    expect(await catalogue.getProductBySlug(at, 'gone')).toBeNull();
    expect(port.getProductBySlug).toHaveBeenCalledTimes(2);
  });

  it('reads the catalogue version at most once per check interval, then keys with the new one', async () => {
    const { port, catalogue, entries } = setup();
    await catalogue.getCategoryTree(at);
    now += CATALOGUE_VERSION_CHECK_MS - 1;
    await catalogue.getCategoryTree(at);
    expect(port.getCatalogueVersion).toHaveBeenCalledTimes(1);
    port.getCatalogueVersion.mockResolvedValue('8');
    now += 1;
    await catalogue.getCategoryTree(at);
    expect(port.getCatalogueVersion).toHaveBeenCalledTimes(2);
    expect(port.getCategoryTree).toHaveBeenCalledTimes(2);
    expect([...entries.keys()]).toEqual([
      catalogueCacheKey(at, '7', 'getCategoryTree', []),
      catalogueCacheKey(at, '8', 'getCategoryTree', []),
    ]);
  });

  it('does not keep a failed version read', async () => {
    const { port, catalogue } = setup();
    port.getCatalogueVersion.mockRejectedValueOnce(new Error('db down'));
    await expect(catalogue.getCategoryTree(at)).rejects.toThrow('db down');
    expect(await catalogue.getCategoryTree(at)).toEqual([{ key: 'k' }]);
    expect(port.getCatalogueVersion).toHaveBeenCalledTimes(2);
  });

  it('keys differ per tenant, language, version, method and arguments', () => {
    const keys = [
      catalogueCacheKey(at, '1', 'getProductBySlug', ['a']),
      catalogueCacheKey(guestShopContext('de-de'), '1', 'getProductBySlug', ['a']),
      catalogueCacheKey(guestShopContext('it-it'), '1', 'getProductBySlug', ['a']),
      catalogueCacheKey(guestShopContext('it-de'), '1', 'getProductBySlug', ['a']),
      catalogueCacheKey(at, '2', 'getProductBySlug', ['a']),
      catalogueCacheKey(at, '1', 'getCategoryBySlug', ['a']),
      catalogueCacheKey(at, '1', 'getProductBySlug', ['b']),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
