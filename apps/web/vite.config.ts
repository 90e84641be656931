import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  defineConfig,
  type BuildEnvironmentOptions,
  type Plugin,
  type PluginOption,
  type ProxyOptions,
} from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlPrecompile } from './vite-graphql-precompile';
import { precompress } from './vite-precompress';
import { scanMeServiceWorker } from './scan-me-service-worker';
import { languageTextParts } from './vite-texts';
import { SCAN_ME_HTML, SCAN_ME_MANIFEST, scanMeEntry } from './scan-me-entry';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const lib = (name: string) => `${repoRoot}libs/${name}/src/index.ts`;

// The built app is served by the BFF on the shop's origin (WEB_PORT, decision 0049). Vite's own
// server is for development only (`npm run dev:web`): HMR on DEV_WEB_PORT, the BFF behind a proxy.
const devPort = Number(process.env.DEV_WEB_PORT ?? 5173);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const bffTarget = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.BFF_PORT ?? 3100}`;

/**
 * In development everything the BFF serves goes through the dev server's origin, so session cookies
 * stay first-party. No changeOrigin: the BFF sees the browser's Host and Origin; sign-in redirects and
 * the same-origin check of REST writes follow PUBLIC_URL, so the shop runs with PUBLIC_URL set to the
 * dev server's origin (apps/web/README.md). The proxy runs before Vite's compression middleware, so
 * server-sent events stream unbuffered.
 */
const bffPaths = ['graphql', 'api', 'sse', 'auth', 'health'];

/**
 * An answer the BFF did not finish (it crashed or was killed mid-stream) is cut for the browser too.
 * The proxy only ends the browser's response when the BFF's ends; without this an open event stream
 * would stay open forever, dead, and the page would miss every later event.
 */
const passUpstreamAbort: ProxyOptions['configure'] = (server) => {
  server.on('proxyRes', (proxyRes, _req, res) => {
    proxyRes.on('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  });
};

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  bffPaths.map((path) => [
    `^/${path}(/|\\?|$)`,
    {
      target: bffTarget,
      changeOrigin: false,
      ws: path === 'graphql',
      xfwd: true,
      configure: passUpstreamAbort,
    },
  ]),
);

/** Where the web server publishes the id of the build it serves (docs/rules/calls.md builds/latest.json). */
const LATEST_BUILD_FILE = 'builds/latest.json';
const outDir = `${repoRoot}dist/apps/web`;

/** BUILD_ID when given (CI), else a new one per build: UTC time plus random, sortable and unique. */
function newBuildId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return process.env.BUILD_ID || `${stamp}-${randomBytes(4).toString('hex')}`;
}

function sendJson(res: ServerResponse, body: string) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * New-build detection: writes the build id into the bundle (__SHOP_BUILD_ID__) and into
 * dist/apps/web/builds/latest.json. The BFF answers that file from disk on every request with
 * no-store, so a page open during a deploy sees the new id and shows its reload notice; the dev
 * server answers its own id.
 */
function buildInfo(): Plugin {
  const id = newBuildId();
  const latest = `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`;
  return {
    name: 'shop-build-info',
    config: () => ({ define: { __SHOP_BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source: latest });
    },
    configureServer(server) {
      server.middlewares.use(`/${LATEST_BUILD_FILE}`, (_req, res) => sendJson(res, latest));
    },
  };
}

function publicHost(): string[] {
  try {
    return process.env.PUBLIC_URL ? [new URL(process.env.PUBLIC_URL).hostname] : [];
  } catch {
    return [];
  }
}

/**
 * Libraries change less often than the app: separate chunks stay cached across deploys. The app's
 * own modules the entry loads before the first render as one chunk instead of a dozen small ones,
 * which compress worse and cost a request each (decision 0129).
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
  },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'app-shell', tags: ['$initial' as const] },
];

/** One page's build: its HTML entry and its manifest (read by scripts/lib/first-load.mjs, decision 0110). */
const pageBuild = (html: string, manifest: string): BuildEnvironmentOptions => ({
  outDir,
  // The app build empties the folder once, before both (builder.buildApp below).
  emptyOutDir: false,
  sourcemap: true,
  manifest,
  rolldownOptions: { input: `${webRoot}${html}`, output: { codeSplitting: { groups: CHUNK_GROUPS } } },
});

/**
 * The shop's own steps run once, after the last page's build: the service worker precaches and the
 * precompress step compresses the files of both builds.
 */
const afterBothBuilds = (plugins: PluginOption): PluginOption =>
  [plugins]
    .flat(Infinity as 1)
    .map((plugin) =>
      plugin && typeof plugin === 'object' && 'name' in plugin
        ? { ...plugin, applyToEnvironment: (environment: { name: string }) => environment.name === 'client' }
        : plugin,
    );

export default defineConfig({
  root: webRoot,
  // precompress: `.br` and `.gz` twins of the built files, sent by the BFF as they are (decision 0049).
  // scanMeServiceWorker: scan-me offline (docs/decisions/0106); scanMeEntry: its page of its own
  // (0125). languageTextParts: the shell and rest chunks of each language's texts (decision 0127).
  // graphqlPrecompile: gql templates as documents, no GraphQL parser in the bundle (decision 0128).
  plugins: [
    graphqlPrecompile(),
    react(),
    buildInfo(),
    languageTextParts(`${webRoot}src/i18n`),
    scanMeEntry(),
    afterBothBuilds([scanMeServiceWorker(), precompress()]),
  ],
  resolve: {
    // rxjs (under Apollo) publishes ES2015 modules under this condition and ES5 ones by default: the
    // ES2015 build is smaller and needs no tslib helpers (decision 0129).
    conditions: ['es2015', ...defaultClientConditions],
    alias: {
      '@shop/domain': lib('domain'),
      '@shop/locales': lib('locales'),
      '@shop/jobs': lib('jobs'),
    },
  },
  server: { port: devPort, strictPort: true, host, proxy, allowedHosts: publicHost() },
  // .vite/manifest.json: which chunks a page loads, read by the first-load budget of `npm test`
  // and bench/first-load.bench.mjs (decision 0110).
  build: pageBuild('index.html', '.vite/manifest.json'),
  /**
   * Two builds into one folder (decision 0125): the shop (index.html, environment `client`) and
   * scan-me's page of its own (scan-me.html), each with a chunk graph of its own. In one build the
   * two entries share chunks: the router had to leave React's chunk and what both use left the
   * shop's (home +1.1 KB gzip), and the shop's chunk groups decided the scan page's files too.
   */
  environments: {
    scanMe: { consumer: 'client', build: pageBuild(SCAN_ME_HTML, SCAN_ME_MANIFEST) },
  },
  builder: {
    async buildApp(builder) {
      rmSync(outDir, { recursive: true, force: true });
      await builder.build(builder.environments.scanMe!);
      await builder.build(builder.environments.client!);
    },
  },
});
