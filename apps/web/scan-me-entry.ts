import type { Plugin } from 'vite';
import { SCAN_ME_NAVIGATION } from './scan-me-paths';

/**
 * Scan-me's page of its own (docs/decisions/0125): a second HTML page beside index.html, built on its
 * own (vite.config.ts, environment `scanMe`), without Apollo, router and the shop layout, served by
 * the BFF (and the service worker, and the dev server) for the scan-me paths.
 */
export const SCAN_ME_HTML = 'scan-me.html';
/** The manifest of its build, beside the shop's .vite/manifest.json (scripts/lib/first-load.mjs). */
export const SCAN_ME_MANIFEST = '.vite/scan-me-manifest.json';

/** A navigation of a browser: GET or HEAD asking for HTML. */
const isNavigation = (method: string | undefined, accept: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && /\btext\/html\b/.test(accept ?? '');

/** The dev server answers the scan-me paths with scan-me.html, as the BFF does for the build. */
export function scanMeEntry(): Plugin {
  return {
    name: 'shop-scan-me-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        if (isNavigation(req.method, req.headers.accept) && SCAN_ME_NAVIGATION.test(url.pathname))
          req.url = `/${SCAN_ME_HTML}${url.search}`;
        next();
      });
    },
  };
}
