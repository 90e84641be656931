import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const lib = (name: string) => `${repoRoot}libs/${name}/src/index.ts`;

const port = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const bffTarget = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.BFF_PORT ?? 3100}`;

/**
 * Everything the BFF serves goes through this one origin, so session cookies stay first-party.
 * No changeOrigin: the BFF sees the browser's Host (localhost:3000) and builds its redirects from it.
 * The proxy runs before Vite's compression middleware, so server-sent events stream unbuffered.
 */
const bffPaths = ['graphql', 'api', 'sse', 'auth', 'health'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  bffPaths.map((path) => [
    `^/${path}(/|\\?|$)`,
    { target: bffTarget, changeOrigin: false, ws: path === 'graphql', xfwd: true },
  ]),
);

function publicHost(): string[] {
  try {
    return process.env.PUBLIC_URL ? [new URL(process.env.PUBLIC_URL).hostname] : [];
  } catch {
    return [];
  }
}

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@shop/domain': lib('domain'),
      '@shop/locales': lib('locales'),
      '@shop/jobs': lib('jobs'),
    },
  },
  server: { port, strictPort: true, host, proxy, allowedHosts: publicHost() },
  preview: { port, strictPort: true, host, proxy, allowedHosts: publicHost() },
  build: {
    outDir: `${repoRoot}dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
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
