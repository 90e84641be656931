import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync, traverse } from '@babel/core';
import { transformSync } from '@swc/core';
import { Kind, print, type DocumentNode } from 'graphql';
import { createApolloClient } from './src/app/apollo-client';
import { DETAIL_PRICE_BATCH } from './src/features/pricing/fetch-prices';
import { operationOf, sentTexts, webPaths } from './tools/trusted-documents';
import { GQL_TEMPLATE, precompileGraphql } from './vite-graphql-precompile';

// The build precompiles every gql template (docs/decisions/0128-precompiled-graphql-documents.md);
// the BFF runs only the texts of apps/bff/trusted-documents/web.json, written from the run-time `gql`
// documents. So each precompiled document must print exactly as the run-time one.

const paths = webPaths(join(__dirname, '../..'));
const IMPORTS_GQL = /import\s*{[^}]*\bgql\b[^}]*}\s*from\s*'@apollo\/client'/;

/** The app's modules (not its tests) under `dir`. */
function appModules(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return appModules(path);
      return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    })
    .sort();
}

const modules = appModules(paths.src);
const withTemplates = modules.filter((file) => GQL_TEMPLATE.test(readFileSync(file, 'utf8')));
const importingGql = modules.filter((file) => IMPORTS_GQL.test(readFileSync(file, 'utf8')));
const name = (file: string) => relative(paths.src, file);

/** Each module's precompiled code as the plugin writes it, and as CommonJS to run here. */
const precompiled = new Map<string, { code: string; commonJs: string }>();

function resolveModule(path: string): string {
  const file = ['.ts', '.tsx', '/index.ts'].map((ending) => path + ending).find(existsSync);
  if (!file) throw new Error(`cannot resolve ${path}`);
  return file;
}

/**
 * The exports of a precompiled module. Its imports of other modules with templates load their
 * precompiled versions too (interpolated fragments come from there); anything else loads as usual.
 */
const loaded = new Map<string, Record<string, unknown>>();
function loadPrecompiled(file: string): Record<string, unknown> {
  const known = loaded.get(file);
  if (known) return known;
  const module = { exports: {} as Record<string, unknown> };
  loaded.set(file, module.exports);
  const load = (specifier: string) => {
    if (!specifier.startsWith('.')) return jest.requireActual(specifier);
    const path = resolveModule(join(dirname(file), specifier));
    return precompiled.has(path) ? loadPrecompiled(path) : jest.requireActual(path);
  };
  new Function('require', 'module', 'exports', precompiled.get(file)!.commonJs)(load, module, module.exports);
  return module.exports;
}

const isDocument = (value: unknown): value is DocumentNode =>
  !!value && typeof value === 'object' && (value as DocumentNode).kind === Kind.DOCUMENT;

/** A module's documents by export name; fetch-prices.ts's detail-price batch in every size it sends. */
function documentsOf(module: Record<string, unknown>): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const [key, value] of Object.entries(module)) if (isDocument(value)) documents.set(key, value);
  const batch = module.batchedCustPricesQuery as ((count: number) => DocumentNode) | undefined;
  for (let count = 1; batch && count <= DETAIL_PRICE_BATCH; count++)
    documents.set(`batchedCustPricesQuery(${count})`, batch(count));
  return documents;
}

const definitionNames = (document: DocumentNode) =>
  document.definitions.map((definition) =>
    'name' in definition ? `${definition.kind} ${definition.name?.value}` : definition.kind,
  );

/** Where `code` still names `gql` (as an identifier: strings and comments do not count). */
function gqlIdentifiers(code: string, file: string): string[] {
  const found: string[] = [];
  const ast = parseSync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
  });
  traverse(ast!, {
    Identifier(path) {
      if (path.node.name === 'gql') found.push(`${name(file)}:${path.node.loc?.start.line}`);
    },
  });
  return found;
}

beforeAll(async () => {
  for (const file of withTemplates) {
    const { code } = await precompileGraphql(readFileSync(file, 'utf8'), file);
    const commonJs = transformSync(code, {
      filename: file,
      swcrc: false,
      jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('x') }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code;
    precompiled.set(file, { code, commonJs });
  }
});

describe('the precompiled GraphQL documents', () => {
  it('come from every module that uses gql, and each uses it for templates only', () => {
    expect(withTemplates.map(name)).toEqual(
      expect.arrayContaining([
        'features/cart/cart.queries.ts',
        'features/catalogue/catalogue.queries.ts',
        'features/pricing/fetch-prices.ts',
      ]),
    );
    expect(withTemplates.length).toBeGreaterThanOrEqual(30);
    expect(importingGql.map(name)).toEqual(withTemplates.map(name));
  });

  it('leave no gql in the modules: no import, no template, no call', () => {
    for (const file of withTemplates) {
      expect(gqlIdentifiers(readFileSync(file, 'utf8'), file).length).toBeGreaterThan(0);
      expect(gqlIdentifiers(precompiled.get(file)!.code, file)).toEqual([]);
    }
  });

  it.each(withTemplates.map((file) => [name(file), file]))(
    '%s: print exactly as the run-time gql documents, with the same definitions',
    (_, file) => {
      const runtime = documentsOf(jest.requireActual(file));
      const compiled = documentsOf(loadPrecompiled(file));
      expect(runtime.size).toBeGreaterThan(0);
      expect([...compiled.keys()]).toEqual([...runtime.keys()]);
      for (const [key, document] of runtime) {
        const other = compiled.get(key)!;
        expect([key, print(other)]).toEqual([key, print(document)]);
        expect([key, definitionNames(other)]).toEqual([key, definitionNames(document)]);
        expect([key, 'loc' in other]).toEqual([key, false]);
      }
    },
  );

  it('go out as texts of the trusted documents, as the web`s Apollo client sends them', async () => {
    const manifest = JSON.parse(readFileSync(paths.manifest, 'utf8')) as Record<string, string>;
    const operations = withTemplates.flatMap((file) =>
      [...documentsOf(loadPrecompiled(file)).values()].filter((document) => operationOf(document)),
    );
    expect(operations.length).toBeGreaterThanOrEqual(35);
    const texts = await sentTexts(createApolloClient, operations);
    const known = new Set(Object.values(manifest));
    expect(texts.filter((text) => !known.has(text))).toEqual([]);
    expect(new Set(texts)).toEqual(known);
  });
});
