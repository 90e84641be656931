import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getOperationAST, Kind, parse, type DocumentNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { LIST_COST_RULES, operationCost } from './list-cost';

const schema = buildSchema(readFileSync(resolve(__dirname, '../../schema.graphql'), 'utf8'));

/** The cost of `query` with `variables`, as the server computes it. */
function cost(query: string, variables: Record<string, unknown> = {}, rules = LIST_COST_RULES): number {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) throw coerced.errors[0];
  return operationCost(schema, document, operation, coerced.coerced, rules);
}

const PRODUCT = (selection: string) => `{ product(locale: "de-at", slug: "x") { ${selection} } }`;

describe('operationCost', () => {
  it('counts each field once, objects included', () => {
    expect(cost(PRODUCT('sku'))).toBe(2);
    expect(cost(PRODUCT('sku name price { centAmount currency }'))).toBe(6);
  });

  it('multiplies what a list selects by its size argument', () => {
    // product 1 + sku 1 + relatedProducts 1 + 10 × (sku 1 + name 1)
    expect(cost(PRODUCT('sku relatedProducts(limit: 10) { sku name }'))).toBe(3 + 10 * 2);
  });

  it('multiplies nested lists', () => {
    const inner = 1 + 5 * 1; // relatedProducts(limit: 5) { sku }
    const middle = 1 + 10 * (1 + inner); // relatedProducts(limit: 10) { sku relatedProducts(limit: 5) { sku } }
    expect(cost(PRODUCT('relatedProducts(limit: 5) { sku }'))).toBe(1 + inner);
    expect(cost(PRODUCT('relatedProducts(limit: 10) { sku relatedProducts(limit: 5) { sku } }'))).toBe(
      1 + middle,
    );
    expect(
      cost(
        PRODUCT(
          'relatedProducts(limit: 3) { sku relatedProducts(limit: 10) { sku relatedProducts(limit: 5) { sku } } }',
        ),
      ),
    ).toBe(1 + 1 + 3 * (1 + middle));
    // The finding: three levels of 24.
    expect(
      cost(
        PRODUCT(
          'relatedProducts(limit: 24) { sku relatedProducts(limit: 24) { sku relatedProducts(limit: 24) { sku } } }',
        ),
      ),
    ).toBe(1 + 1 + 24 * (1 + 1 + 24 * (1 + 1 + 24)));
  });

  it('uses the argument`s default when the query leaves it out, and a variable`s value', () => {
    expect(cost(PRODUCT('relatedProducts { sku }'))).toBe(1 + 1 + 12);
    expect(
      cost('query($n: Int!) { product(locale: "de-at", slug: "x") { relatedProducts(limit: $n) { sku } } }', {
        n: 7,
      }),
    ).toBe(1 + 1 + 7);
  });

  it('sizes a list by the length of a list argument', () => {
    const query =
      'query($skus: [String!]!) { custPrice1Units(locale: "de-at", skus: $skus) { sku channel } }';
    expect(cost(query, { skus: ['A', 'B', 'C'] })).toBe(1 + 3 * 2);
    expect(cost(query, { skus: Array.from({ length: 500 }, (_, i) => `S${i}`) })).toBe(1 + 500 * 2);
    const lookup =
      'query($codes: [String!]!) { quickOrderLookup(locale: "de-at", codes: $codes) { code product { sku } } }';
    expect(cost(lookup, { codes: ['A', 'B', 'C'] })).toBe(1 + 3 * 3);
  });

  it('sizes the items of a page by the page size, not its other lists', () => {
    const query = (limit: string) =>
      `{ products(locale: "de-at", searchTerm: "x"${limit}) { total items { sku name } facets { name } } }`;
    // products 1 + total 1 + items (1 + n × 2) + facets (1 + 1 × 1)
    expect(cost(query(', limit: 96'))).toBe(1 + 1 + (1 + 96 * 2) + 2);
    expect(cost(query(''))).toBe(1 + 1 + (1 + 24 * 2) + 2);
    expect(cost('{ employeeCustomers(query: "x", limit: 50) { items { id contacts { id } } } }')).toBe(
      1 + 1 + 50 * (1 + 2),
    );
  });

  it('counts a list without a size argument as one item, and products as a page of 24', () => {
    expect(cost('{ categoryTree(locale: "de-at") { categories { id children { id } } } }')).toBe(
      1 + 1 + 1 + 2,
    );
    expect(
      cost(
        '{ content(locale: "de-at", slug: "") { blocks { ... on ProductSliderBlock { products { sku } } } } }',
      ),
    ).toBe(1 + 1 + (1 + 24 * 1));
    expect(cost('{ content(locale: "de-at", slug: "") { blocks { ... on TableBlock { rows } } } }')).toBe(
      1 + 1 + 2,
    );
  });

  it('counts the most expensive member of a union or interface, not all of them', () => {
    const query = `{ content(locale: "de-at", slug: "") { blocks {
      __typename
      ... on HeroBannerBlock { id headline }
      ... on ProductSliderBlock { id products { sku relatedProducts(limit: 4) { sku } } }
      ... on QuoteSliderBlock { id quotes { text } } } } }`;
    const slider = 1 + (1 + 24 * (1 + 1 + 4));
    expect(cost(query)).toBe(1 + 1 + slider);
  });

  it('follows fragments, and walks a fragment used many times once', () => {
    expect(
      cost(`{ product(locale: "de-at", slug: "x") { ...Card relatedProducts(limit: 10) { ...Card } } }
      fragment Card on Product { sku name }`),
    ).toBe(1 + 2 + 1 + 10 * 2);
    // Each level spreads the next twice: 2^19 `sku` fields. Each fragment's selections are read once
    // per type, not once per spread (2^20 reads).
    const levels = 20;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Product { sku }`
        : `fragment F${i} on Product { ...F${i + 1} ...F${i + 1} }`,
    );
    const document = parse(`{ product(locale: "de-at", slug: "x") { ...F0 } } ${fragments.join(' ')}`);
    let reads = 0;
    const counted = {
      ...document,
      definitions: document.definitions.map((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION
          ? {
              ...definition,
              selectionSet: {
                ...definition.selectionSet,
                get selections() {
                  reads += 1;
                  return definition.selectionSet.selections;
                },
              },
            }
          : definition,
      ),
    } as DocumentNode;
    const operation = getOperationAST(counted)!;
    expect(operationCost(schema, counted, operation, {})).toBe(1 + 2 ** (levels - 1));
    expect(reads).toBe(levels);
  });

  it('leaves out fields skipped by @skip or @include, and introspection fields', () => {
    const query = `query($on: Boolean!) { product(locale: "de-at", slug: "x") { __typename
      relatedProducts(limit: 24) @include(if: $on) { sku } sku @skip(if: $on) } }`;
    expect(cost(query, { on: false })).toBe(1 + 1);
    expect(cost(query, { on: true })).toBe(1 + 1 + 24);
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });

  it('counts every root field and alias', () => {
    expect(cost('{ a: me { role } b: me { role } externalShops { url } }')).toBe(2 + 2 + 2);
  });

  it('takes other rules', () => {
    const rules = { ...LIST_COST_RULES, unsizedList: 10, unsizedListOf: {} };
    expect(cost('{ categoryTree(locale: "de-at") { categories { id } } }', {}, rules)).toBe(1 + 1 + 10);
  });
});
