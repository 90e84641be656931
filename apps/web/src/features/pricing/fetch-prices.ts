import { gql, type ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { CUST_PRICE_1_UNITS_QUERY } from './prices.queries';
import type { CustomerPriceData, PriceFetcher } from './price-store';

/**
 * The batched detail query in docs/rules/calls.md for one sku: batchedCustPricesQuery repeats its
 * aliased custPrices field and its sku variable per sku. A document, not a string parsed at run time:
 * the build precompiles it like every gql template, so the app carries no GraphQL parser
 * (docs/decisions/0128-precompiled-graphql-documents.md).
 */
const CUST_PRICES_BATCH_OF_ONE = gql`
  query CustPricesBatch($locale: String!, $s0: String!) {
    p0: custPrices(locale: $locale, sku: $s0) {
      id
      sku
      channel
      price {
        centAmount
        currency
      }
      tierPrices {
        id
        minimumQuantity
        price {
          centAmount
          currency
        }
      }
    }
  }
`;

const batches = new Map<number, DocumentNode>();

/**
 * The batched detail query in docs/rules/calls.md: one aliased custPrices field per sku (p0, p1, …),
 * skus passed as variables ($s0, $s1, …). The BFF loads all fields of the request in one pricing
 * call. One document per size, so Apollo's caches of a document's transforms keep working.
 */
export function batchedCustPricesQuery(count: number): DocumentNode {
  let batch = batches.get(count);
  if (!batch) {
    batch = repeatedPerSku(CUST_PRICES_BATCH_OF_ONE, count);
    batches.set(count, batch);
  }
  return batch;
}

function repeatedPerSku(template: DocumentNode, count: number): DocumentNode {
  const operation = template.definitions[0] as OperationDefinitionNode;
  const [locale, sku] = operation.variableDefinitions ?? [];
  const field = operation.selectionSet.selections[0] as FieldNode;
  const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
  const skuVariable = (i: number) => ({ kind: Kind.VARIABLE, name: name(`s${i}`) }) as const;
  const indexes = Array.from({ length: count }, (_, i) => i);
  const batch: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: [locale, ...indexes.map((i) => ({ ...sku, variable: skuVariable(i) }))],
    selectionSet: {
      ...operation.selectionSet,
      selections: indexes.map((i) => ({
        ...field,
        alias: name(`p${i}`),
        arguments: field.arguments?.map((argument) =>
          argument.name.value === 'sku' ? { ...argument, value: skuVariable(i) } : argument,
        ),
      })),
    },
  };
  return { kind: Kind.DOCUMENT, definitions: [batch] };
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
