import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

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

export default defineConfig({
  root: webRoot,
  // precompress: `.br` and `.gz` twins of the built files, sent by the BFF as they are (decision 0049).
  plugins: [react(), buildInfo(), precompress()],
  resolve: {
    alias: {
      '@shop/domain': lib('domain'),
      '@shop/locales': lib('locales'),
      '@shop/jobs': lib('jobs'),
    },
  },
  server: { port: devPort, strictPort: true, host, proxy, allowedHosts: publicHost() },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
