import { defaultProductImageUrl, type OfflineProduct } from '@shop/domain';
import type { LocaleCode } from '@shop/locales';
import type { QuickOrderLookupQuery } from '../../gql/generated';
import { plainGraphql, type PlainDocument } from '../session/plain-graphql';

/**
 * The shop's QuickOrderLookup operation (quick-order.queries.ts) as its Apollo client sends it;
 * ean-lookup.spec.ts checks the copy against the original and the trusted-documents manifest.
 */
export const QUICK_ORDER_LOOKUP_DOCUMENT: PlainDocument = {
  operationName: 'QuickOrderLookup',
  kind: 'query',
  sha256: 'c444508c90b2bd07e1dc42389bb1aa3361ca76056b360f8ae01dfe96e56c4742',
  text: `query QuickOrderLookup($locale: String!, $codes: [String!]!) {
  quickOrderLookup(locale: $locale, codes: $codes) {
    code
    product {
      sku
      name
      attributes {
        minimumOrderQuantity
        successorArticleNumber
        __typename
      }
      __typename
    }
    __typename
  }
}`,
};

/**
 * The product an EAN-13 names in the locale's tenant, asked online (docs/decisions/0133): for an EAN
 * the offline catalogue does not hold, or when there is none. Null when the shop sells no such
 * product; rejects offline or on an error. For signed-in customers (the lookup needs a session).
 */
export async function lookUpEan(
  locale: LocaleCode,
  ean: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OfflineProduct | null> {
  const data = await plainGraphql<QuickOrderLookupQuery>(
    QUICK_ORDER_LOOKUP_DOCUMENT,
    { locale, codes: [ean] },
    fetchImpl,
  );
  const product = data.quickOrderLookup[0]?.product;
  if (!product) return null;
  // Unit and pack size are not part of the answer; scan-me shows neither.
  return {
    ean,
    sku: product.sku,
    name: product.name,
    unit: '',
    packSize: 1,
    imageUrl: defaultProductImageUrl(product.sku),
  };
}
