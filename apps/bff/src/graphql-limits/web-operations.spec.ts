import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { MAX_PRODUCT_PAGE_SIZE, MAX_QUICK_ORDER_ROWS } from '@shop/domain';
import { loadConfig } from '../config/app-config';
import { operationCost } from './list-cost';
import { limitValidationRules, type OperationLimits } from './operation-limits';

// The web's operations, read as text (the BFF never imports web code): every gql document of
// apps/web/src, and the detail-price batch that fetch-prices.ts builds at run time from its one-sku
// template. Each must pass the server's checks with every limit halved, with the largest variables the
// web sends.

const root = resolve(__dirname, '../../../..');
const webSrc = join(root, 'apps/web/src');
const schema = buildSchema(readFileSync(join(root, 'apps/bff/schema.graphql'), 'utf8'));
const defaults = loadConfig({ DATABASE_URL: 'postgres://unused' }).graphqlLimits;
const halved = Object.fromEntries(
  Object.entries(defaults).map(([name, value]) => [name, Math.floor(value / 2)]),
) as unknown as OperationLimits;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** fetch-prices.ts: one aliased custPrices field per sku, at most DETAIL_PRICE_BATCH per request. */
const FETCH_PRICES = 'features/pricing/fetch-prices.ts';

function detailPriceBatchSize(code: string): number {
  const size = Number(/export const DETAIL_PRICE_BATCH = (\d+);/.exec(code)?.[1]);
  if (!size) throw new Error('DETAIL_PRICE_BATCH not found in fetch-prices.ts');
  return size;
}

/**
 * The detail-price batch of `count` skus as fetch-prices.ts builds it from its one-sku template
 * (docs/decisions/0128): the template's custPrices field once per sku, aliased p0… with variable $s0….
 */
function detailPriceBatch(template: DocumentNode, count: number): DocumentNode {
  const [operation] = template.definitions as OperationDefinitionNode[];
  const [field] = operation.selectionSet.selections as FieldNode[];
  expect(print(template)).toContain('query CustPricesBatch($locale: String!, $s0: String!)');
  expect(print(field)).toMatch(/^p0: custPrices\(locale: \$locale, sku: \$s0\) \{/);
  const variables = Array.from({ length: count }, (_, i) => `$s${i}: String!`).join(', ');
  const aliases = Array.from(
    { length: count },
    (_, i) => `p${i}: custPrices(locale: $locale, sku: $s${i}) ${print(field.selectionSet!)}`,
  );
  return parse(`query CustPricesBatch($locale: String!, ${variables}) {\n${aliases.join('\n')}\n}`);
}

interface WebOperation {
  file: string;
  operation: OperationDefinitionNode;
  document: DocumentNode;
}

function webOperations(): WebOperation[] {
  const documents: { file: string; document: DocumentNode }[] = [];
  for (const path of sourceFiles(webSrc)) {
    const file = relative(webSrc, path);
    const code = readFileSync(path, 'utf8');
    if (file === FETCH_PRICES) {
      // Its one gql template is the batch for one sku; fetch-prices.ts repeats its field per sku.
      expect(code).toContain('alias: name(`p${i}`)');
      const [template] = gqlPluckFromCodeStringSync(path, code);
      const batch = detailPriceBatch(parse(template.body), detailPriceBatchSize(code));
      documents.push({ file, document: batch });
      continue;
    }
    for (const source of gqlPluckFromCodeStringSync(path, code))
      documents.push({ file, document: parse(source.body) });
  }
  // Fragments are shared between files (withProductCard appends content's ProductCard).
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents)
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return documents.flatMap(({ file, document }) =>
    document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({ file, operation, document: withFragments(operation, fragments) })),
  );
}

/** The operation with every fragment it uses, wherever the web defines it. */
function withFragments(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>) {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`fragment ${name} is not defined in the web`);
        if (used.has(name)) return;
        used.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] } as DocumentNode;
}

/**
 * The largest variables the web sends: page sizes at the largest page (96), a page's skus and a full
 * quick order's codes; any other variable gets a valid value of its type (it does not change the cost).
 */
function largestVariables(
  operation: OperationDefinitionNode,
  target: GraphQLSchema,
): Record<string, unknown> {
  const sample = (type: GraphQLInputType, name: string): unknown => {
    const nullable = getNullableType(type) as GraphQLInputType;
    if (isListType(nullable)) {
      const count = name === 'skus' ? MAX_PRODUCT_PAGE_SIZE : name === 'codes' ? MAX_QUICK_ORDER_ROWS : 1;
      return Array.from({ length: count }, (_, i) => sample(nullable.ofType, `${name}${i}`));
    }
    const named = getNamedType(nullable);
    if (isEnumType(named)) return named.getValues()[0].value;
    if (isInputObjectType(named))
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, sample(field.type, field.name)]),
      );
    if (named.name === 'Int')
      return ['limit', 'pageSize', 'first'].includes(name) ? MAX_PRODUCT_PAGE_SIZE : 1;
    if (named.name === 'Float') return 1;
    if (named.name === 'Boolean') return false;
    return name === 'locale' ? 'de-at' : `${name}-value`;
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(target, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, sample(type, definition.variable.name.value)];
    }),
  );
}

describe('the web`s own operations', () => {
  const operations = webOperations();

  it('are found: every document of the web, the run-time detail-price batch included', () => {
    const names = operations.map(({ operation }) => operation.name?.value).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'CategoryPage',
        'ContentPage',
        'CustPrice1Units',
        'CustPricesBatch',
        'ProductListing',
        'ProductPage',
        'ProductSuggestions',
        'SubscribeNewsletter',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(operations.map((op) => [op.operation.name?.value ?? '(anonymous)', op] as const))(
    '%s stays within half of every limit',
    (_name, { document, operation }) => {
      // The token limit: graphql-js stops parsing past it (the server's parseOptions.maxTokens).
      expect(() => parse(print(document), { maxTokens: halved.maxTokens })).not.toThrow();
      expect(validate(schema, document, [...specifiedRules, ...limitValidationRules(halved)])).toEqual([]);
      const variables = getVariableValues(
        schema,
        operation.variableDefinitions ?? [],
        largestVariables(operation, schema),
      );
      expect(variables.errors).toBeUndefined();
      expect(operationCost(schema, document, operation, variables.coerced!)).toBeLessThanOrEqual(
        halved.maxCost,
      );
    },
  );
});
