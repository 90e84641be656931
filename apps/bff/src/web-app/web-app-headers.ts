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
 * The page itself: no other site may frame it (clickjacking of cart and checkout), and no injected
 * `<base>` or plugin. No script-src policy yet: the exceljs chunk calls `Function(…)`, which one
 * without 'unsafe-eval' blocks (decision 0049).
 */
const PAGE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
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
