import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { matchPath } from '@shop/locales';
import { PRECOMPRESSED, preferredEncoding, type Precompressed } from './accept-encoding';
import { ASSETS_PREFIX, fileHeadersOf, LATEST_BUILD_PATH } from './web-app-headers';

/** The BFF's own paths: never a file of the web app, never its index.html (/ops/queues: Bull Board, decision 0139). */
const BFF_PATHS = /^\/(graphql|api|sse|auth|health|metrics|ops\/queues)(\/|$)/;
const INDEX = '/index.html';
/** Scan-me's page of its own (docs/decisions/0125-scan-me-light-entry.md), without the shop's shell. */
const SCAN_ME_PAGE = '/scan-me.html';

/** The decoded path of a request when it may name a file of the web app; null for anything odd. */
function filePath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // No NUL, no backslash tricks, no dot files or dot-dot segments.
  if (/[\0\\]/.test(decoded) || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  return decoded;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A navigation: a browser (text/html), or a client that takes anything (curl, no Accept header). */
const acceptsHtml = (req: Request) => {
  const accept = req.headers.accept;
  return !accept || /\btext\/html\b|(^|,)\s*\*\/\*/i.test(accept);
};

/**
 * The built web app (dist/apps/web) on GET and HEAD, before sessions and routing, so a file costs no
 * Redis round trip:
 * - a file as the build wrote it, or its `.br` / `.gz` twin by Accept-Encoding (`Vary:
 *   Accept-Encoding`), with the original's Content-Type, ETag and Last-Modified (of the file sent),
 *   conditional and range requests answered by Express' `send`;
 * - hashed assets cached for a year (immutable), builds/latest.json never, everything else revalidated;
 * - index.html for any other path a browser navigates to (Accept: text/html, or anything: curl), the
 *   client routes; scan-me.html for the scan-me paths of every shop locale (`/de-at/scannen`, decision
 *   0125), index.html for them too when the build has no scan-me.html;
 *   none for the BFF's paths, /assets/ and builds/latest.json: a missing asset is a 404, not a page.
 * Files are read from disk on every request: a new build in place is served at once.
 */
export function webAppFiles(distDir: string): RequestHandler {
  const root = resolve(distDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || BFF_PATHS.test(req.path)) return next();
    serveFile(root, req, res, next).catch(next);
  };
}

async function serveFile(root: string, req: Request, res: Response, next: NextFunction) {
  const path = filePath(req.path);
  if (path === null) return next();
  const absolute = join(root, path);
  if (absolute.startsWith(root + sep) && (await isFile(absolute))) return send(root, path, req, res, next);
  if (path.startsWith(ASSETS_PREFIX) || path === LATEST_BUILD_PATH || !acceptsHtml(req)) return next();
  return send(root, await pageOf(root, path), req, res, next);
}

/** The page a navigation to `path` gets. */
async function pageOf(root: string, path: string): Promise<string> {
  if (matchPath(path)?.route.name === 'scan-me' && (await isFile(join(root, SCAN_ME_PAGE))))
    return SCAN_ME_PAGE;
  return INDEX;
}

async function send(root: string, path: string, req: Request, res: Response, next: NextFunction) {
  const twins: Precompressed[] = [];
  for (const twin of PRECOMPRESSED) {
    if (await isFile(join(root, path + twin.extension))) twins.push(twin);
  }
  const chosen = preferredEncoding(req.headers['accept-encoding'], twins);
  const headers: Record<string, string> = {
    ...fileHeadersOf(path),
    ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
  };
  res.set(headers);
  res.type(extname(path));
  if (twins.length > 0) res.vary('Accept-Encoding');
  res.sendFile(path + (chosen?.extension ?? ''), { root, cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (!error || res.headersSent) return;
    // Gone since the check (a build replaced it): answer as if it had never been there.
    for (const name of [...Object.keys(headers), 'Content-Type', 'Vary']) res.removeHeader(name);
    const status = (error as { status?: number }).status;
    next(status === 404 ? undefined : error);
  });
}
