/** Hashed build output (`assets/index-Bu1nvZ6E.js`): a new build has new names, so it never changes. */
export const ASSETS_PREFIX = '/assets/';
/** The id of the build on disk: read on every request, so an open page notices a deploy (decision 0013). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** Every file of the web app: no type sniffing, no full URL to other sites. */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The page's Content-Security-Policy (decision 0076): scripts, styles, fonts and requests of the
 * shop's origin only — the build's chunks, /graphql, /sse; no inline script (apps/web/index.html has
 * none, a test checks), no eval (exceljs's `Function(…)` calls are fallbacks for engines without
 * `globalThis`), no other site. Styles may be inline (React's style attributes, libraries' `<style>`);
 * images may come from https sites too (a real catalogue's image CDN) and `data:` URLs. No other site
 * may frame the page (clickjacking of cart and checkout), no injected `<base>` or plugin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WebAssembly only, no JS eval: scan-me's barcode reader (docs/decisions/0107).
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
};

/** How long a browser or CDN may keep a file of the web app, by its path in the build. */
export function cacheControlOf(path: string): string {
  if (path.startsWith(ASSETS_PREFIX)) return 'public, max-age=31536000, immutable';
  if (path === LATEST_BUILD_PATH) return 'no-store';
  // index.html and the unhashed files of public/: every use asks again (a 304 when unchanged).
  return 'no-cache';
}

/** The headers of a file of the web app other than its type and encoding. */
export function fileHeadersOf(path: string): Record<string, string> {
  return {
    'Cache-Control': cacheControlOf(path),
    ...FILE_HEADERS,
    ...(path.endsWith('.html') ? PAGE_HEADERS : {}),
  };
}
