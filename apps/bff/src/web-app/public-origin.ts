import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors } from '../http/client-errors';

/** Paths of BFF_PORT only: the public origin answers them 404 (docs/decisions/0135-metrics.md). */
const INTERNAL_ONLY = new Set(['/metrics']);
const NOT_FOUND_BODY = JSON.stringify({ code: 'NOT_FOUND', messageKey: 'error.not-found' });

/** The path as routing compares it: decoded, in lower case (Express routes ignore case), without `/` at the ends. */
function routedPath(url: string): string {
  // A request line may name the whole URL (absolute form); routing looks at its path.
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
    ? (URL.parse(url)?.pathname ?? '/')
    : url.split('?', 1)[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: routing will not match it either.
  }
  return `/${decoded.toLowerCase().replace(/^\/+|\/+$/g, '')}`;
}

function internalOnlyRefused(next: RequestListener): RequestListener {
  return (req, res) => {
    if (!INTERNAL_ONLY.has(routedPath(req.url ?? '/'))) return next(req, res);
    res.writeHead(404, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(NOT_FOUND_BODY);
  };
}

/** How long requests still running at shutdown may take before their connections are cut. */
const DRAIN_MS = 5000;

/**
 * The shop's public origin (WEB_PORT): a second HTTP server of the same Express app, next to the one
 * on BFF_PORT. Browsers talk to it directly, so there is no proxy hop and a BFF that stops ends or
 * cuts their event streams itself. It closes before Nest closes BFF_PORT's server: after the
 * modules' destroy hooks (event streams ended), waiting for running requests up to DRAIN_MS.
 */
@Injectable()
export class PublicOrigin implements BeforeApplicationShutdown {
  private server: Server | null = null;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Starts listening; rejects when the port is taken. */
  async listen(port: number, host: string): Promise<void> {
    // BFF_PORT's own request handler: the Express app behind the response cache's fast path, if on.
    const bffServer = this.adapterHost.httpAdapter.getHttpServer() as Server;
    const [handler] = bffServer.listeners('request') as RequestListener[];
    const server = createServer(internalOnlyRefused(handler ?? this.adapterHost.httpAdapter.getInstance()));
    answerClientErrors(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
  }

  /** The port it listens on (WEB_PORT, or the one the system chose for 0); null when not listening. */
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const drained = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    await closed;
    clearTimeout(drained);
  }
}
