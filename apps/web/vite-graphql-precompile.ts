import { transformAsync, type PluginObj } from '@babel/core';
import graphqlTagPlugin from 'babel-plugin-graphql-tag';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Precompiled GraphQL documents (docs/decisions/0128-precompiled-graphql-documents.md): every `gql`
 * template of the app becomes the document object the `gql` of '@apollo/client' would parse at run
 * time, so the production bundle carries no GraphQL parser (graphql's parser and lexer, graphql-tag).
 *
 * babel-plugin-graphql-tag does the compiling (Apollo's docs recommend it); @vitejs/plugin-react 6
 * has no Babel hook, so this plugin runs Babel itself, before Vite's own TypeScript transform (oxc):
 * Babel only parses TypeScript and JSX and prints them back, types and all. Interpolated fragments
 * (`${CART_FIELDS}`) become `definitions` concatenated after the template's own, without repeats —
 * what `gql` makes of them when they stand at the end of the template, as they do in this app.
 * vite-graphql-precompile.spec.ts checks that every document prints as the run-time one, so the
 * trusted documents (apps/bff/trusted-documents/web.json) stay the texts the web sends.
 */

/** Where a file has something to precompile: a `gql` template. */
export const GQL_TEMPLATE = /\bgql`/;

/** The app's own modules; libraries bring their documents parsed, if any. */
const APP_MODULE = /\/apps\/web\/src\/.+\.[cm]?[jt]sx?$/;

/**
 * The document as the plugin writes it into the module: kind and definitions, without `loc`, which
 * would copy each template's text beside its syntax tree. Neither Apollo nor graphql's `print` reads
 * `loc`; only a run-time `gql` that interpolates a document would, and none is left in the build.
 */
const withoutLocation = (_source: string, document: DocumentNode) => ({
  kind: document.kind,
  definitions: document.definitions,
});

/**
 * Fails the transform when a `gql` is left: babel-plugin-graphql-tag only logs a template it cannot
 * compile (an invalid document, an interpolation that is not a name) and keeps it, which would bring
 * the parser back into the bundle unnoticed. Runs after it (Program exit).
 */
const noGqlLeft: PluginObj = {
  name: 'shop-no-gql-left',
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          Identifier(path) {
            if (path.node.name === 'gql')
              throw path.buildCodeFrameError('a gql template or call that cannot be precompiled');
          },
        });
      },
    },
  },
};

/** The module `code` (file `id`) with its `gql` templates precompiled, and its source map. */
export async function precompileGraphql(code: string, id: string) {
  const result = await transformAsync(code, {
    filename: id,
    sourceFileName: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Only the syntax: oxc compiles TypeScript and JSX afterwards. JSX only in .jsx/.tsx, where a
    // `<T>value` type assertion cannot occur.
    parserOpts: { plugins: /x$/.test(id) ? ['typescript', 'jsx'] : ['typescript'] },
    plugins: [
      [graphqlTagPlugin, { importSources: ['@apollo/client'], transform: withoutLocation }],
      noGqlLeft,
    ],
  });
  if (!result?.code) throw new Error(`${id}: Babel returned no code`);
  return { code: result.code, map: result.map };
}

/** The Vite plugin: precompiles the `gql` templates of the app's modules in the production build. */
export function graphqlPrecompile(): Plugin {
  return {
    name: 'shop-graphql-precompile',
    // Before oxc removes the types, so Babel sees the module as written.
    enforce: 'pre',
    // The dev server and the tests keep the run-time `gql` (faster edits; the spec compares both).
    apply: 'build',
    transform: {
      filter: { id: { include: APP_MODULE, exclude: /\.spec\.[jt]sx?$/ }, code: GQL_TEMPLATE },
      handler: (code, id) => precompileGraphql(code, id),
    },
  };
}
