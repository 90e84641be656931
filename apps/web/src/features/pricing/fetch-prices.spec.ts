import type { ApolloClient } from '@apollo/client';
import { apolloPriceFetcher, DETAIL_PRICE_BATCH, LISTING_PRICE_BATCH } from './fetch-prices';

/** The Apollo client at the edge: answers every sku it is asked for with a price of that sku. */
function fakeClient() {
  const query = jest.fn(async ({ variables }: { variables: Record<string, unknown> }) => {
    if (Array.isArray(variables.skus)) {
      return { data: { custPrice1Units: variables.skus.map((sku) => ({ sku, channel: 'c' })) } };
    }
    const data: Record<string, unknown> = {};
    for (const [name, sku] of Object.entries(variables)) {
      if (name.startsWith('s')) data[`p${name.slice(1)}`] = { sku, channel: 'c', tierPrices: [] };
    }
    return { data };
  });
  return { client: { query } as unknown as ApolloClient, query };
}

const skus = (n: number) => Array.from({ length: n }, (_, i) => `SKU${i}`);

describe('apolloPriceFetcher', () => {
  it('asks for detail prices in batches the BFF takes (root fields) and merges the answers', async () => {
    const { client, query } = fakeClient();
    const prices = await apolloPriceFetcher(client, 'de-at')('detail', skus(12));
    const sizes = query.mock.calls.map(([{ variables }]) => Object.keys(variables).length - 1);
    expect(sizes).toEqual([DETAIL_PRICE_BATCH, DETAIL_PRICE_BATCH, 2]);
    expect([...prices.keys()]).toEqual(skus(12));
  });

  it('asks for listing prices a page at a time', async () => {
    const { client, query } = fakeClient();
    const prices = await apolloPriceFetcher(client, 'de-at')('listing', skus(200));
    expect(query.mock.calls.map(([{ variables }]) => (variables.skus as string[]).length)).toEqual([
      LISTING_PRICE_BATCH,
      LISTING_PRICE_BATCH,
      8,
    ]);
    expect(prices.size).toBe(200);
    expect(prices.get('SKU199')).toEqual({ sku: 'SKU199', channel: 'c', tierPrices: [] });
  });
});
