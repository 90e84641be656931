// First-load JavaScript of the web app's routes, read from the production build's Vite manifest
// (dist/apps/web/.vite/manifest.json, decision 0110): a route's first load is the entry with its static
// imports, the route's page module with its static imports, and the language texts the first render
// waits for (apps/web/src/main.tsx). A route with a page of its own (scan-me, decision 0125) loads its
// HTML entry with its static imports and its own texts instead. Used by the budget step of `npm test`
// and by bench/first-load.bench.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const WEB_DIST = 'dist/apps/web';
export const MANIFEST = '.vite/manifest.json';
export const ROUTE_ELEMENTS = 'apps/web/src/routes/route-elements.tsx';
/** The page module of the home route (the index route of every shop locale). */
export const HOME_PAGE = 'src/pages/home/home-page.tsx';
export const DEFAULT_LANGUAGE = 'de';
/** Manifest key prefix of the language text parts (apps/web/vite-texts.ts). */
export const TEXTS_KEY = '../../virtual:texts/';
/** The shop's page: the entry of every route but those with a page of their own. */
export const SHOP_ENTRY = 'index.html';

/**
 * Routes with a page of their own (decision 0125), built on their own beside the shop: its HTML
 * entry, the manifest of its build, and the manifest key of the texts of a language its first render
 * waits for (apps/web/src/scan-me-main.tsx).
 * @type {Record<string, { html: string, manifest: string, texts: (language: string) => string }>}
 */
export const OWN_PAGES = {
  'scan-me': {
    html: 'scan-me.html',
    manifest: '.vite/scan-me-manifest.json',
    texts: (language) => `${TEXTS_KEY}${language}-scan-me`,
  },
};

/**
 * The budgets `npm test` holds the production build to, in gzip bytes of first-load JavaScript
 * (decision 0110). `route` is a route name of apps/web/src/routes/route-elements.tsx, 'home', or a
 * page module (`src/pages/…`). The home route is held to 200 KB (decisions 0127–0129). Scan-me, a
 * page of its own without Apollo and the shop's shell, to the 120 KB of an essentially small page
 * (decision 0125).
 */
export const FIRST_LOAD_BUDGETS = [
  { route: 'home', maxGzipBytes: 200 * 1024 },
  { route: 'scan-me', maxGzipBytes: 120 * 1024 },
];

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The build's manifest (the shop's unless named); a missing build is an error, never an empty result.
 * @param {string} root
 * @param {string} [manifest]
 * @returns {Manifest}
 */
export function readManifest(root, manifest = MANIFEST) {
  const file = join(root, WEB_DIST, manifest);
  if (!existsSync(file))
    throw new Error(`${join(WEB_DIST, manifest)} is missing: build the web app first (npx nx run web:build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The manifest key of an HTML entry (the shop's index.html unless named); a missing one is an error.
 * @param {Manifest} manifest
 * @param {string} [html]
 * @returns {string}
 */
export function entryKey(manifest, html = SHOP_ENTRY) {
  if (!manifest[html]?.isEntry) throw new Error(`${html} is not an entry of the build manifest`);
  return html;
}

/**
 * The chunk files a manifest key loads before it runs: itself and its static imports, recursively.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [files]
 */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The manifest key of a module route-elements.tsx imports: `../pages/x/x-page` → `src/pages/x/x-page.tsx`,
 * `./document-page` (beside it, in src/routes) → `src/routes/document-page.tsx`.
 * @param {string} path
 */
const moduleKeyOf = (path) =>
  path.startsWith('./') ? `src/routes/${path.slice(2)}.tsx` : `src/${path.replace(/^\.\.\//, '')}.tsx`;

/**
 * The page module of each route in route-elements.tsx: `'name': lazyPage(() => import('../pages/…'), …)`
 * directly or through a constant (`const content = lazyPage(() => import(…))`, `preview:
 * content.with(…)`). Paths come back as manifest keys (relative to apps/web).
 * @param {string} source
 * @returns {Map<string, string>}
 */
export function routePagesOf(source) {
  source = source.replace(/^\s*\/\/.*$/gm, '');
  const constants = new Map();
  for (const [, name, path] of source.matchAll(
    /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  ))
    constants.set(name, moduleKeyOf(path));
  const pages = new Map();
  for (const [, quoted, bare, path] of source.matchAll(
    /^\s*(?:'([\w-]+)'|(\w+))\s*:\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/gm,
  ))
    pages.set(quoted ?? bare, moduleKeyOf(path));
  for (const [, quoted, bare, constant] of source.matchAll(
    /^\s*(?:'([\w-]+)'|(\w+))\s*:\s*(\w+)\b(?!\s*\()/gm,
  )) {
    const target = constants.get(constant);
    if (target) pages.set(quoted ?? bare, target);
  }
  // The index route and the catch-all content route render these two outside the table.
  if (constants.has('homePage')) pages.set('home', constants.get('homePage'));
  if (constants.has('content')) pages.set('slug', constants.get('content'));
  return pages;
}

/**
 * The page module of a route name ('home' included) or a page module path given as is.
 * @param {string} root
 * @param {string} routeOrModule
 */
export function pageModuleOf(root, routeOrModule) {
  if (routeOrModule.startsWith('src/')) return routeOrModule;
  const pages = routePagesOf(readFileSync(join(root, ROUTE_ELEMENTS), 'utf8'));
  const page = pages.get(routeOrModule);
  if (!page) throw new Error(`route ${routeOrModule} has no lazy page in ${ROUTE_ELEMENTS}`);
  return page;
}

/**
 * The page modules that draw with the shell part of the language texts only (decision 0127):
 * `lazyPage(() => import('…'), 'Name', { texts: 'shell' })` in route-elements.tsx.
 * @param {string} source
 * @returns {Set<string>}
 */
export function shellTextPagesOf(source) {
  const pages = new Set();
  for (const [, path] of source.matchAll(
    /lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'\w+'\s*,\s*\{\s*texts:\s*'shell'/g,
  ))
    pages.add(moduleKeyOf(path));
  return pages;
}

/**
 * The parts of the language texts a first visit to a page waits for (apps/web/src/main.tsx).
 * @param {string} root
 * @param {string} pageModule
 * @returns {('shell' | 'rest')[]}
 */
export function textPartsOf(root, pageModule) {
  const shellOnly = shellTextPagesOf(readFileSync(join(root, ROUTE_ELEMENTS), 'utf8'));
  return shellOnly.has(pageModule) ? ['shell'] : ['shell', 'rest'];
}

/**
 * The JavaScript files a first visit to a page of the shop loads before it draws: the entry's closure,
 * the page's, and the parts of the language's texts it waits for (decision 0127).
 * @param {Manifest} manifest
 * @param {string} pageModule
 * @param {string} [language]
 * @param {('shell' | 'rest')[]} [textParts]
 * @returns {string[]}
 */
export function firstLoadFiles(
  manifest,
  pageModule,
  language = DEFAULT_LANGUAGE,
  textParts = ['shell', 'rest'],
) {
  const files = staticClosure(manifest, entryKey(manifest));
  staticClosure(manifest, pageModule, files);
  for (const part of textParts) staticClosure(manifest, `${TEXTS_KEY}${language}-${part}`, files);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * The JavaScript files a first visit to a route loads before it draws: a route with a page of its own
 * (OWN_PAGES) its entry's closure and its texts, from its build's manifest; any other the shop's
 * (firstLoadFiles).
 * @param {string} root
 * @param {string} route a route name, 'home', or a page module path
 * @param {string} [language]
 * @returns {string[]}
 */
export function routeFirstLoadFiles(root, route, language = DEFAULT_LANGUAGE) {
  const own = OWN_PAGES[route];
  if (!own) {
    const page = pageModuleOf(root, route);
    return firstLoadFiles(readManifest(root), page, language, textPartsOf(root, page));
  }
  const manifest = readManifest(root, own.manifest);
  const files = staticClosure(manifest, entryKey(manifest, own.html));
  staticClosure(manifest, own.texts(language), files);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** @param {Buffer} source */
export const gzipBytes = (source) => gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
/** @param {Buffer} source */
export const brotliBytes = (source) =>
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

/**
 * Raw, gzip and brotli bytes of files of the build (compressed as the build's precompress step does).
 * @param {string} root
 * @param {string[]} files
 */
export function sizesOf(root, files) {
  const total = { files: files.length, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of files) {
    const source = readFileSync(join(root, WEB_DIST, file));
    total.rawBytes += source.length;
    total.gzipBytes += gzipBytes(source);
    total.brotliBytes += brotliBytes(source);
  }
  return total;
}

/**
 * The budget check: one line per budget, `ok` false when a route's first load is over its budget.
 * @param {string} root
 * @param {{ route: string, maxGzipBytes: number, language?: string }[]} [budgets]
 */
export function checkFirstLoadBudgets(root, budgets = FIRST_LOAD_BUDGETS) {
  readManifest(root);
  return budgets.map((budget) => {
    const files = routeFirstLoadFiles(root, budget.route, budget.language);
    const sizes = sizesOf(root, files);
    return { ...budget, ...sizes, ok: sizes.gzipBytes <= budget.maxGzipBytes };
  });
}
