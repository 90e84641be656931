import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { costRefusal, limitValidationRules, type OperationLimits } from './operation-limits';

const schema = buildSchema(readFileSync(resolve(__dirname, '../../schema.graphql'), 'utf8'));
const LIMITS: OperationLimits = {
  maxDepth: 4,
  maxAliases: 2,
  maxRootFields: 2,
  maxDirectives: 2,
  maxTokens: 1000,
  maxCost: 100,
};

/** The refusals of the limit rules (graphql's own rules pass on every query here). */
function refusals(query: string, limits = LIMITS) {
  return validate(schema, parse(query), [...specifiedRules, ...limitValidationRules(limits)]).map(
    (error) => error.extensions,
  );
}

describe('limitValidationRules', () => {
  it('lets an operation within every limit through', () => {
    expect(refusals('{ me { role contact { id } } a: externalShops { url } }')).toEqual([]);
  });

  it('refuses nesting deeper than maxDepth, fragments not counting as a level', () => {
    const depth4 = 'product(locale: "de-at", slug: "x") { breadcrumbs { alternates { path } } }';
    expect(refusals(`{ ${depth4} }`)).toEqual([]);
    expect(
      refusals(
        `{ p: product(locale: "de-at", slug: "x") { ...F } } fragment F on Product { breadcrumbs { alternates { path } } }`,
      ),
    ).toEqual([]);
    expect(
      refusals(
        '{ product(locale: "de-at", slug: "x") { breadcrumbs { children { alternates { path } } } } }',
      ),
    ).toEqual([
      {
        code: 'BAD_USER_INPUT',
        messageKey: 'error.query-too-deep',
        details: { max: 4, found: 5 },
        http: { status: 400 },
      },
    ]);
  });

  it('refuses more aliases than maxAliases, counting those in fragments (aliases of __typename are free)', () => {
    expect(refusals('{ me { a: role b: role t1: __typename t2: __typename t3: __typename } }')).toEqual([]);
    expect(refusals('{ me { a: role ...F } } fragment F on Me { b: role c: role }')).toEqual([
      expect.objectContaining({ messageKey: 'error.too-many-aliases', details: { max: 2, found: 3 } }),
    ]);
  });

  it('refuses more root fields than maxRootFields: distinct response keys, fragments included', () => {
    expect(refusals('{ me { role } me { role } externalShops { url } __typename }')).toEqual([]);
    expect(refusals('{ ...Q ...Q } fragment Q on Query { me { role } externalShops { url } }')).toEqual([]);
    expect(
      refusals(
        '{ me { role } externalShops { url } ... on Query { categoryTree(locale: "de-at") { categories { id } } } }',
      ),
    ).toEqual([
      expect.objectContaining({ messageKey: 'error.too-many-root-fields', details: { max: 2, found: 3 } }),
    ]);
  });

  it('refuses more directives than maxDirectives', () => {
    expect(
      refusals('{ me { role @include(if: true) id: role @skip(if: false) } }', { ...LIMITS, maxAliases: 5 }),
    ).toEqual([]);
    expect(
      refusals(
        '{ me @include(if: true) { role @include(if: true) ...F } } fragment F on Me { accessLevel @skip(if: false) }',
      ),
    ).toEqual([
      expect.objectContaining({ messageKey: 'error.too-many-directives', details: { max: 2, found: 3 } }),
    ]);
  });

  it('checks every operation of a document', () => {
    expect(refusals('query A { me { role } } query B { me { a: role b: role c: role } }')).toEqual([
      expect.objectContaining({ messageKey: 'error.too-many-aliases' }),
    ]);
  });
});

describe('costRefusal', () => {
  const check = (query: string, variables?: Record<string, unknown>) => {
    const document = parse(query);
    return (
      costRefusal(schema, document, getOperationAST(document)!, variables, LIMITS.maxCost)?.extensions ?? null
    );
  };
  const related =
    'query($n: Int!) { product(locale: "de-at", slug: "x") { relatedProducts(limit: $n) { sku } } }';

  it('computes the cost with the request`s variables', () => {
    expect(check(related, { n: 98 })).toBeNull();
    expect(check(related, { n: 99 })).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.query-too-costly',
      details: { max: 100, found: 101 },
      http: { status: 400 },
    });
  });

  it('leaves variables that do not coerce to execution, which refuses them before any resolver', () => {
    expect(check(related, { n: 'many' })).toBeNull();
    expect(check(related, {})).toBeNull();
  });
});
