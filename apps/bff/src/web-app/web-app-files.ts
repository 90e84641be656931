import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PRECOMPRESSED, preferredEncoding, type Precompressed } from './accept-encoding';
import { ASSETS_PREFIX, fileHeadersOf, LATEST_BUILD_PATH } from './web-app-headers';

/** The BFF's own paths: never a file of the web app, never its index.html. */
const BFF_PATHS = /^\/(graphql|api|sse|auth|health)(\/|$)/;
const INDEX = '/index.html';

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
 *   client routes;
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
  return send(root, INDEX, req, res, next);
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
