import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withDeadline } from '@shop/redis';
import { GRAPHQL_OPERATION } from '../common/graphql-operation';
import { ARRIVED_AT } from '../common/request-arrival';
import { BffMetrics, MAX_OPERATION_NAMES, routeKindOf } from './bff-metrics';
import { DeadlineMetrics } from './deadline-metrics';

/** A server whose requests `metrics` measures; each answers 200, or 503 for /fail. */
async function measuredServer(metrics: BffMetrics): Promise<{ url: string; server: Server }> {
  const server = createServer(
    metrics.measure((req, res) => {
      res.statusCode = req.url === '/api/fail' ? 503 : 200;
      res.end('ok');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('BffMetrics', () => {
  it('sorts paths into route kinds', () => {
    expect(routeKindOf('/graphql?operationName=Me')).toBe('graphql');
    expect(routeKindOf('/sse?locale=de-at')).toBe('sse');
    expect(routeKindOf('/api/maintenance')).toBe('api');
    expect(routeKindOf('/auth/login')).toBe('auth');
    expect(routeKindOf('/health/ready')).toBe('health');
    expect(routeKindOf('/de-at/warenkorb')).toBe('page');
  });

  it('labels by at most MAX_OPERATION_NAMES operation names, the later ones as other', async () => {
    const metrics = new BffMetrics(true);
    const { url, server } = await measuredServer(metrics);
    try {
      for (let i = 0; i <= MAX_OPERATION_NAMES; i += 1) await fetch(`${url}/graphql?operationName=Op${i}`);
      await fetch(`${url}/graphql?operationName=Op0`);
      const text = await metrics.scrape();
      expect(text).toContain(
        'shop_http_request_duration_seconds_count{route="graphql",operation="Op0",status="2xx"} 2',
      );
      expect(text).toContain(`operation="Op${MAX_OPERATION_NAMES - 1}"`);
      expect(text).not.toContain(`operation="Op${MAX_OPERATION_NAMES}"`);
      expect(text).toContain(
        'shop_http_request_duration_seconds_count{route="graphql",operation="other",status="2xx"} 1',
      );
    } finally {
      server.close();
      metrics.onModuleDestroy();
    }
  });

  it("counts 5xx answers as errors of the console's window, and event streams not as latency", async () => {
    const metrics = new BffMetrics(true);
    const { url, server } = await measuredServer(metrics);
    try {
      await fetch(`${url}/api/fail`);
      await fetch(`${url}/sse`);
      // The last two windows: a 10-second boundary may fall between the two requests.
      const lastTwo = metrics.recent.samples().slice(-2);
      expect(lastTwo.reduce((all, sample) => all + sample.errors, 0)).toBe(1);
      expect(lastTwo.reduce((all, sample) => all + sample.requestsPerSecond, 0)).toBeCloseTo(0.1);
      expect(await metrics.scrape()).toContain('route="api",operation="",status="5xx"');
    } finally {
      server.close();
      metrics.onModuleDestroy();
    }
  });

  it('counts a code that is not one of the shop as OTHER, and the deadlines of withDeadline while it runs', async () => {
    const metrics = new BffMetrics(true);
    metrics.graphqlError('BAD_USER_INPUT');
    metrics.graphqlError('<script>');
    const deadlines = new DeadlineMetrics(metrics);
    deadlines.onModuleInit();
    await withDeadline(new Promise(() => undefined), 5, 'redis').catch(() => undefined);
    deadlines.onModuleDestroy();
    await withDeadline(new Promise(() => undefined), 5, 'redis').catch(() => undefined);
    const text = await metrics.scrape();
    metrics.onModuleDestroy();
    expect(text).toContain('shop_graphql_errors_total{code="BAD_USER_INPUT"} 1');
    expect(text).toContain('shop_graphql_errors_total{code="OTHER"} 1');
    expect(text).toContain('shop_deadline_hits_total{what="redis"} 1');
  });

  it('measures from when the request arrived, and the answers the fast path gave itself', async () => {
    const metrics = new BffMetrics(true);
    const measured = metrics.measure((_req, res) => res.end('ok'));
    // Handed on by the fast path 50 ms after it arrived.
    const server = createServer((req, res) => {
      (req as IncomingMessage & { [ARRIVED_AT]?: number })[ARRIVED_AT] = performance.now() - 50;
      measured(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/slow`);
      const fromMemory = { url: '/graphql', [GRAPHQL_OPERATION]: 'Listing' } as unknown as IncomingMessage;
      metrics.answered(fromMemory, 200, performance.now() - 30);
      const text = await metrics.scrape();
      const sum = (series: string) =>
        Number(
          new RegExp(`^shop_http_request_duration_seconds_sum\\{${series}\\} (\\S+)$`, 'm').exec(text)?.[1],
        );
      expect(sum('route="api",operation="",status="2xx"')).toBeGreaterThanOrEqual(0.05);
      expect(sum('route="graphql",operation="Listing",status="2xx"')).toBeGreaterThanOrEqual(0.03);
      expect(text).toContain(
        'shop_http_request_duration_seconds_count{route="graphql",operation="Listing",status="2xx"} 1',
      );
      // Both in the console's windows (the last two: a 10-second boundary may fall between them).
      const lastTwo = metrics.recent.samples().slice(-2);
      expect(lastTwo.reduce((all, sample) => all + sample.requestsPerSecond, 0)).toBeCloseTo(0.2);
    } finally {
      server.close();
      metrics.onModuleDestroy();
    }
  });

  it('measures nothing and registers nothing when off', async () => {
    const metrics = new BffMetrics(false);
    const next = () => undefined;
    expect(metrics.measure(next)).toBe(next);
    metrics.graphqlError('INTERNAL');
    expect((await metrics.scrape()).trim()).toBe('');
  });
});
