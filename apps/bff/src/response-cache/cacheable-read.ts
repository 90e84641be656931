import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * Root fields whose answers depend only on the catalogue (tenant, language, catalogue version), the
 * customer's prices (price refresh events) and the signed-in user — the dependencies the response
 * cache keys and invalidates by. A field that reads anything else (carts, orders, the session's state,
 * content) must not be listed, nor may its type be.
 */
const CACHEABLE_ROOT_FIELDS = new Set([
  'categoryTree',
  'category',
  'products',
  'product',
  'productSuggestions',
  'custPrice1Units',
  'custPrices',
  'categories',
]);

/** Types whose every field is catalogue or price data. */
const CACHEABLE_TYPES = new Set([
  'AlternativePrice',
  'Category',
  'CategoryDetail',
  'CategoryOrderHint',
  'CategorySeoInformation',
  'CategoryTree',
  'CustPrice',
  'CustPrice1Unit',
  'Facet',
  'FacetValue',
  'LocaleAlternate',
  'Money',
  'Product',
  'ProductAttributes',
  'ProductList',
  'ProductSuggestion',
  'TierPrice',
  'Variant',
  'VariantAsset',
  'VariantAttribute',
  'VariantInfo',
  'VariantPrice',
]);

const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();

/**
 * Whether the answer to this operation of `document` may be served from the response cache: a query
 * whose every field is a listed root field or a field of a listed type (`__typename` anywhere).
 * Decided once per parsed document (Apollo keeps parsed documents in its own cache).
 */
export function isCacheableRead(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  let byOperation = verdicts.get(document);
  if (!byOperation) verdicts.set(document, (byOperation = new Map()));
  const name = operation.name?.value ?? '';
  let verdict = byOperation.get(name);
  if (verdict === undefined) {
    verdict = operation.operation === 'query' && onlyCacheableFields(schema, document);
    byOperation.set(name, verdict);
  }
  return verdict;
}

function onlyCacheableFields(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  const queryType = schema.getQueryType();
  let cacheable = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== 'query') cacheable = false;
      },
      Field(node) {
        const field = node.name.value;
        if (field === '__typename') return;
        const parent = typeInfo.getParentType();
        const allowed =
          !field.startsWith('__') &&
          !!parent &&
          (parent === queryType ? CACHEABLE_ROOT_FIELDS.has(field) : CACHEABLE_TYPES.has(parent.name));
        if (!allowed) cacheable = false;
      },
      [Kind.DIRECTIVE](node) {
        if (node.name.value !== 'include' && node.name.value !== 'skip') cacheable = false;
      },
    }),
  );
  return cacheable;
}
