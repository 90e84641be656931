import { createServer, type Server } from 'node:http';
import type Redis from 'ioredis';

/** How long readiness waits for Redis: a paused Redis must make the worker "not ready", not hang the probe. */
export const READY_PING_TIMEOUT_MS = 1000;

/** The worker's only HTTP: liveness, and readiness while Redis answers. */
export function createHealthServer(redis: Redis): Server {
  return createServer(async (req, res) => {
    if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.url === '/health/ready') {
      const state = await withTimeout(redis.ping(), READY_PING_TIMEOUT_MS).then(
        () => 'ok',
        () => 'down',
      );
      res.writeHead(state === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: state, redis: state }));
      return;
    }
    res.writeHead(404).end();
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
