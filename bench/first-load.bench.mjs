// First-load JavaScript of the web app from the production build (dist/apps/web; build it first with
// `npx nx run web:build`): for the home route and every page route, the files a first visit loads
// before the page draws (the entry and its static imports, the page's chunk and its static imports,
// the parts of the language's texts it waits for, decision 0127) in raw, gzip and brotli bytes, as
// scripts/lib/first-load.mjs counts them for the budget of `npm test` (decision 0110); a route with a
// page of its own (scan-me, decision 0125) its HTML entry and its own texts. Also the scripts
// index.html and scan-me.html themselves name (the entry and its modulepreloads). No running shop
// needed.
//
// FIRST_LOAD_DIST=path measures another build (its index.html only, when it has no manifest), and
// FIRST_LOAD_NAME names the result file (e.g. first-load-before-issue-27).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  MANIFEST,
  OWN_PAGES,
  WEB_DIST,
  firstLoadFiles,
  readManifest,
  TEXTS_KEY,
  textPartsOf,
  routeFirstLoadFiles,
  routePagesOf,
  ROUTE_ELEMENTS,
  sizesOf,
  staticClosure,
  entryKey,
} from '../scripts/lib/first-load.mjs';
import { writeResult } from './lib.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.FIRST_LOAD_DIST ? resolve(process.env.FIRST_LOAD_DIST) : repoRoot;
const dist = join(root, WEB_DIST);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${join(dist, 'index.html')} is missing: build the web app first (npx nx run web:build)`);
  process.exit(1);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const figures = ({ files, rawBytes, gzipBytes, brotliBytes }) => ({
  files,
  rawKb: kb(rawBytes),
  gzipKb: kb(gzipBytes),
  brotliKb: kb(brotliBytes),
});

/** The scripts a page loads before anything runs: its module script and modulepreload links. */
function htmlScriptsOf(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  return [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
}

const result = {
  name: process.env.FIRST_LOAD_NAME ?? 'first-load',
  at: new Date().toISOString(),
  build: existsSync(join(dist, 'builds/latest.json'))
    ? JSON.parse(readFileSync(join(dist, 'builds/latest.json'), 'utf8')).id
    : null,
  indexHtmlScripts: figures(sizesOf(root, htmlScriptsOf('index.html'))),
  ...Object.fromEntries(
    Object.entries(OWN_PAGES)
      .filter(([, own]) => existsSync(join(dist, own.html)))
      .map(([route, own]) => [`${route}HtmlScripts`, figures(sizesOf(root, htmlScriptsOf(own.html)))]),
  ),
};

if (existsSync(join(dist, MANIFEST))) {
  const manifest = readManifest(root);
  const pages = routePagesOf(readFileSync(join(repoRoot, ROUTE_ELEMENTS), 'utf8'));
  result.language = DEFAULT_LANGUAGE;
  result.entry = figures(sizesOf(root, [...staticClosure(manifest, entryKey(manifest))]));
  const ownPages = Object.entries(OWN_PAGES).filter(([, own]) => existsSync(join(dist, own.manifest)));
  result.routes = Object.fromEntries(
    [
      ...[...pages]
        .filter(([route, page]) => manifest[page] && !OWN_PAGES[route])
        .map(([route, page]) => [
          route,
          figures(
            sizesOf(root, firstLoadFiles(manifest, page, DEFAULT_LANGUAGE, textPartsOf(repoRoot, page))),
          ),
        ]),
      ...ownPages.map(([route]) => [route, figures(sizesOf(root, routeFirstLoadFiles(root, route)))]),
    ].sort(([, a], [, b]) => b.gzipKb - a.gzipKb),
  );
  result.home = result.routes.home;
  for (const [route] of ownPages) result[route] = result.routes[route];
  // Each language's texts in their two parts (decision 0127).
  result.languageTexts = Object.fromEntries(
    readdirSync(join(repoRoot, 'apps/web/src/i18n'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace('.json', ''))
      .filter((language) => manifest[`${TEXTS_KEY}${language}-shell`])
      .map((language) => [
        language,
        Object.fromEntries(
          ['shell', 'rest'].map((part) => [
            part,
            figures(sizesOf(root, [manifest[`${TEXTS_KEY}${language}-${part}`].file])),
          ]),
        ),
      ]),
  );
  // The texts of each page of its own, per language (scan-me: the part of the language file it shows).
  for (const [route, own] of ownPages) {
    const pageManifest = readManifest(root, own.manifest);
    result[`${route}Texts`] = Object.fromEntries(
      Object.keys(result.languageTexts)
        .filter((language) => pageManifest[own.texts(language)])
        .map((language) => [language, figures(sizesOf(root, [pageManifest[own.texts(language)].file]))]),
    );
  }
}

writeResult(result);
