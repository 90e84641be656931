import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@shop/db/testing';
import { startAnotherBff, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const TREE = 'query CategoryTree($locale: String!) { categoryTree(locale: $locale) { categories { slug } } }';

/** The value of one series of the scrape (0 when absent). */
function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics of the BFF (decision 0135)', () => {
  let bff: TestBff;
  let dist: string;
  let web: string;
  const scrape = async () => {
    const response = await fetch(`${bff.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    const webPort = await freePort();
    web = `http://127.0.0.1:${webPort}`;
    bff = await startTestBff({
      scale: 0.02,
      config: { WEB_PORT: String(webPort), WEB_DIST_DIR: dist, PUBLIC_URL: web },
    });
  });

  afterAll(async () => {
    await bff?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('answers the Prometheus text on BFF_PORT, with the process metrics', async () => {
    const response = await fetch(`${bff.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
    expect(text).toContain('shop_bff_process_cpu_seconds_total');
  });

  it('labels the latency of GraphQL requests by operation name, and counts answers from memory and misses', async () => {
    const guest = bff.guest();
    const series = (le: string) =>
      `shop_http_request_duration_seconds_${le}{route="graphql",operation="CategoryTree",status="2xx"}`;
    const before = await scrape();
    await guest.graphql(TREE, { locale: 'de-at' });
    await guest.graphql(TREE, { locale: 'de-at' });
    const after = await scrape();
    expect(valueOf(after, series('count')) - valueOf(before, series('count'))).toBe(2);
    expect(valueOf(after, series('sum'))).toBeGreaterThan(valueOf(before, series('sum')));
    const hits = 'shop_response_cache_lookups_total{outcome="hit"}';
    const misses = 'shop_response_cache_lookups_total{outcome="miss"}';
    expect(valueOf(after, hits) - valueOf(before, hits)).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, misses)).toBeGreaterThanOrEqual(1);
  });

  it('counts GraphQL errors by their code', async () => {
    const series = 'shop_graphql_errors_total{code="BAD_USER_INPUT"}';
    const before = valueOf(await scrape(), series);
    const answer = await bff.guest().graphql('query { nothingLikeThis }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(valueOf(await scrape(), series) - before).toBe(1);
  });

  it('labels a request without an operation name as anonymous, never by what a caller writes', async () => {
    await bff.guest().graphql('query { __typename }');
    await bff
      .guest()
      .graphql(
        'query Bad_Name_That_Is_Far_Too_Long_To_Be_An_Operation_Label_Of_This_Shop_At_All { __typename }',
      );
    const text = await scrape();
    expect(text).toMatch(/operation="anonymous",status="2xx"/);
    expect(text).not.toContain('Far_Too_Long');
  });

  it('counts the open event streams of this process per tenant', async () => {
    const series = 'shop_sse_open_streams{tenant="20HHAT"}';
    const controller = new AbortController();
    const stream = await fetch(`${bff.baseUrl}/sse?locale=de-at`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    try {
      expect(valueOf(await scrape(), series)).toBe(1);
    } finally {
      controller.abort();
    }
    for (let i = 0; i < 40 && valueOf(await scrape(), series) !== 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(valueOf(await scrape(), series)).toBe(0);
  });

  it('is not served on the public origin, however the path is written', async () => {
    for (const path of ['/metrics', '/METRICS', '/metrics/', '/%6detrics', '/metrics?x=1']) {
      const response = await fetch(`${web}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'error.not-found' });
    }
    // The public origin's other answers are untouched.
    expect((await fetch(`${web}/health/live`)).status).toBe(200);
  });

  it('is off with METRICS=off: 404, and nothing is measured', async () => {
    const off = await startAnotherBff(bff, { METRICS: 'off' });
    try {
      await off.guest().graphql(TREE, { locale: 'de-at' });
      const response = await fetch(`${off.baseUrl}/metrics`);
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
