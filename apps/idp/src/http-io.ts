import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageHeaders } from './views/html';

export class BodyTooLargeError extends Error {}

/** Reads a request body of at most `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(`request body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads an `application/x-www-form-urlencoded` body of at most `limit` bytes. */
export async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  const body = await readBody(req, limit);
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(body.toString('utf8'));
}

/** The posted form, or null after answering 413 for a body over the limit. */
export async function readFormOrRefuse(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<URLSearchParams | null> {
  try {
    return await readForm(req);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Request body too large');
    return null;
  }
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  inlineScripts: string[] = [],
): void {
  res.writeHead(status, pageHeaders(inlineScripts));
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
