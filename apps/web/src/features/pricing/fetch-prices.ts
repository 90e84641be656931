import { gql, type ApolloClient } from '@apollo/client';
import { CUST_PRICE_1_UNITS_QUERY, CUST_PRICE_FIELDS } from './prices.queries';
import type { CustomerPriceData, PriceFetcher } from './price-store';

/**
 * The batched detail query in docs/rules/calls.md: one aliased custPrices field per sku, skus passed as
 * variables. The BFF loads all fields of the request in one pricing call.
 */
export function batchedCustPricesQuery(count: number) {
  const variables = Array.from({ length: count }, (_, i) => `$s${i}: String!`).join(', ');
  const fields = Array.from(
    { length: count },
    (_, i) => `p${i}: custPrices(locale: $locale, sku: $s${i}) { ${CUST_PRICE_FIELDS} }`,
  ).join('\n');
  return gql(`query CustPricesBatch($locale: String!, ${variables}) {\n${fields}\n}`);
}

/**
 * The most skus one request asks for: detail prices are one root field each and the BFF takes at most
 * 10 root fields per operation (GRAPHQL_MAX_ROOT_FIELDS; the web stays at half of every limit);
 * listing prices at most one page of 96 (the BFF refuses more than 500 skus).
 */
export const DETAIL_PRICE_BATCH = 5;
export const LISTING_PRICE_BATCH = 96;

/** `skus` in consecutive chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Fetches prices through the app's Apollo client, never from its cache (prices change live). Many
 * skus (a refresh of every price a tab has shown) go out as several requests of one batch each.
 */
export function apolloPriceFetcher(client: ApolloClient, locale: string): PriceFetcher {
  const fetchOne = fetchBatch(client, locale);
  return async (kind, skus) => {
    const size = kind === 'listing' ? LISTING_PRICE_BATCH : DETAIL_PRICE_BATCH;
    const parts = await Promise.all(chunks(skus, size).map((part) => fetchOne(kind, part)));
    return new Map(parts.flatMap((part) => [...part]));
  };
}

function fetchBatch(client: ApolloClient, locale: string): PriceFetcher {
  return async (kind, skus) => {
    const result = new Map<string, CustomerPriceData>();
    if (kind === 'listing') {
      const { data } = await client.query({
        query: CUST_PRICE_1_UNITS_QUERY,
        variables: { locale, skus: [...skus] },
        fetchPolicy: 'no-cache',
      });
      for (const price of data?.custPrice1Units ?? []) result.set(price.sku, { ...price, tierPrices: [] });
      return result;
    }
    const variables: Record<string, string> = { locale };
    skus.forEach((sku, i) => (variables[`s${i}`] = sku));
    const { data } = await client.query<Record<string, CustomerPriceData | null>>({
      query: batchedCustPricesQuery(skus.length),
      variables,
      fetchPolicy: 'no-cache',
    });
    skus.forEach((sku, i) => {
      const price = data?.[`p${i}`];
      if (price) result.set(sku, price);
    });
    return result;
  };
}
