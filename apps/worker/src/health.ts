import { createServer, type Server } from 'node:http';
import type Redis from 'ioredis';
import { withDeadline } from '@shop/redis';
import type { WorkerMetrics } from './metrics';

/** How long readiness waits for Redis: a paused Redis must make the worker "not ready", not hang the probe. */
export const READY_PING_TIMEOUT_MS = 1000;

/**
 * The worker's only HTTP: liveness, readiness while Redis answers, and the Prometheus metrics when on
 * (decision 0135). `redis` should be a `commands` connection of @shop/redis: its ping fails at once
 * while Redis is away instead of waiting in a queue.
 */
export function createHealthServer(redis: Redis, metrics?: WorkerMetrics): Server {
  return createServer(async (req, res) => {
    if (req.url === '/metrics' && metrics?.enabled) {
      const text = await metrics.scrape();
      res.writeHead(200, {
        'content-type': metrics.registry.contentType,
        'cache-control': 'no-store',
      });
      res.end(text);
      return;
    }
    if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.url === '/health/ready') {
      const state = await withDeadline(redis.ping(), READY_PING_TIMEOUT_MS, 'redis').then(
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
