import pino from 'pino';
import Redis from 'ioredis';
import { Queue } from 'bullmq';
import { PRICE_JOBS, QUEUES, type MaintenanceLogEntry, type PriceRefreshJob } from '@shop/jobs';
// The integration test drives the real worker in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorkers, type RunningWorker } from '../../worker/src/worker';
import { ApiClient, clientCredentialsToken } from './support/bearer';
import { openSse } from './support/sse-client';
import {
  eventually,
  startAnotherBff,
  startTestBff,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(180_000);

const OPS_TOKEN = 'test-ops-token-0123456789abcdefghijkl';
const SESSION_SECRET = 'ops-console-int-spec-session-secret';
/** A tenant no other spec of this file's database switches. */
const TENANT = '41HHIC';

interface OpsTenant {
  mandantCode: string;
  state: { enabled: boolean };
  openPages: number;
  log: MaintenanceLogEntry[];
}

/** Every route of the console's server side, with a request that would work for the ops person. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/ops/maintenance' },
  { method: 'GET', path: '/api/ops/maintenance/jobs/1' },
  { method: 'POST', path: '/api/ops/maintenance', body: { mandantCode: TENANT, enabled: false } },
  { method: 'GET', path: '/api/ops/console/me' },
  { method: 'GET', path: '/api/ops/console/tenants' },
  { method: 'GET', path: '/api/ops/console/metrics' },
  { method: 'GET', path: '/api/ops/console/events' },
  { method: 'POST', path: '/api/ops/console/prices/refresh', body: { mandantCode: TENANT } },
  { method: 'GET', path: '/api/ops/console/api-clients' },
  { method: 'POST', path: '/api/ops/console/api-clients/integration-57hhbg/revoke', body: { version: 1 } },
  { method: 'GET', path: '/api/ops/anything-added-later' },
  { method: 'GET', path: '/ops/queues' },
  { method: 'GET', path: '/ops/queues/static/favicon.ico' },
  { method: 'GET', path: '/ops/queues/api/queues' },
  { method: 'PUT', path: `/ops/queues/api/queues/${QUEUES.mail}/retry/failed` },
];

describe('operations console: one access rule for the ops API and the queue dashboard', () => {
  let bff: TestBff;
  let worker: RunningWorker;
  let queueConnection: Redis;
  let prices: Queue<PriceRefreshJob>;
  let ops: ShopSession;

  /** A request as a browser of `session` would send it (its cookie; the shop's own origin on writes). */
  const call = (route: (typeof ROUTES)[number], headers: Record<string, string> = {}) =>
    fetch(`${bff.baseUrl}${route.path}`, {
      method: route.method,
      headers: {
        ...(route.method === 'GET' ? {} : { origin: bff.baseUrl, 'content-type': 'application/json' }),
        ...headers,
      },
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
      signal: AbortSignal.timeout(10_000),
    });
  const asSession = (session: ShopSession) => ({ cookie: session.cookieHeader() });

  const tenants = async () => {
    const answer = await ops.rest('GET', '/api/ops/console/tenants');
    expect(answer.status).toBe(200);
    return (answer.body as { tenants: OpsTenant[] }).tenants;
  };
  const tenant = async (code: string) => (await tenants()).find((t) => t.mandantCode === code)!;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { OPS_TOKEN, SESSION_SECRET } });
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }), bff.database.url);
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    prices = new Queue<PriceRefreshJob>(QUEUES.prices, { connection: queueConnection });
    ops = await bff.signIn('ops@shop.example', 'de-de');
  });

  afterAll(async () => {
    await prices?.close();
    await queueConnection?.quit();
    await worker?.close();
    await bff?.close();
  });

  it('refuses every ops route and the dashboard to a guest (401), a shop user and an employee (403)', async () => {
    const admin = await bff.signIn('admin@30hhde.example', 'de-de');
    const employee = await bff.signIn('employee@30hhde.example', 'de-de');
    const newcomer = await bff.signIn('newcomer@shop.example', 'de-de');
    for (const route of ROUTES) {
      const guest = await call(route);
      expect([route.path, guest.status]).toEqual([route.path, 401]);
      expect(await guest.json()).toEqual({ code: 'UNAUTHENTICATED', messageKey: 'ops.error.unauthorized' });
      for (const session of [admin, employee, newcomer]) {
        const refused = await call(route, asSession(session));
        expect([route.path, refused.status]).toEqual([route.path, 403]);
        expect(await refused.json()).toEqual({ code: 'FORBIDDEN', messageKey: 'ops.error.forbidden' });
      }
      const forged = await call(route, { authorization: 'Bearer not-the-ops-token-0123456789' });
      expect([route.path, forged.status]).toEqual([route.path, 401]);
    }
  });

  it('lets the ops person and the ops token in (writes from the shop origin only)', async () => {
    const harmless = (r: (typeof ROUTES)[number]) =>
      !r.path.includes('anything') && !r.path.endsWith('/events') && !r.path.endsWith('/revoke');
    for (const route of ROUTES.filter(harmless)) {
      for (const headers of [asSession(ops), { authorization: `Bearer ${OPS_TOKEN}` }]) {
        const answer = await call(route, headers);
        // jobs/1 is a job that does not exist: the route answered, past the guard.
        expect([route.path, answer.status < 300 || answer.status === 404]).toEqual([route.path, true]);
      }
    }
    const me = await ops.rest('GET', '/api/ops/console/me');
    expect(me.body).toMatchObject({
      via: 'session',
      loginEmail: 'ops@shop.example',
      queues: Object.values(QUEUES),
    });
    const board = await call(ROUTES.find((r) => r.path === '/ops/queues')!, asSession(ops));
    expect(board.headers.get('x-frame-options')).toBe('DENY');
    const page = await board.text();
    expect(page).toContain('<base href="/ops/queues/"');
    // The dashboard's own scripts are behind the same rule as its page and API.
    const script = `/ops/queues/${/src="(static\/js\/main\.[^"]+\.js)"/.exec(page)?.[1]}`;
    expect((await call({ method: 'GET', path: script }, asSession(ops))).status).toBe(200);
    expect((await call({ method: 'GET', path: script })).status).toBe(401);
    const crossSite = await call(
      { method: 'POST', path: '/api/ops/maintenance', body: { mandantCode: TENANT, enabled: true } },
      { ...asSession(ops), origin: 'https://elsewhere.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await tenant(TENANT)).state.enabled).toBe(false);
  });

  it('switches a tenant as the ops person: recorded with who and when, seen live, open pages counted', async () => {
    const shopPage = await openSse(bff.baseUrl, 'it-it');
    const live = await fetch(`${bff.baseUrl}/api/ops/console/events`, { headers: asSession(ops) });
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const reader = live.body!.getReader();
    let seen = '';
    const read = async (until: (text: string) => boolean) => {
      while (!until(seen)) seen += new TextDecoder().decode((await reader.read()).value);
      return seen;
    };
    try {
      await eventually('the open shop page counted', async () => (await tenant(TENANT)).openPages >= 1);
      const before = Date.now();
      const switched = await ops.rest('POST', '/api/ops/maintenance', { mandantCode: TENANT, enabled: true });
      expect(switched.status).toBe(202);
      expect(switched.body).toMatchObject({ requestedBy: 'ops:ops@shop.example' });
      await read((text) => text.includes(`"mandantCode":"${TENANT}","state":{"enabled":true`));
      const entry = await eventually('the change in the log', async () => (await tenant(TENANT)).log[0]);
      expect(entry).toMatchObject({
        mandantCode: TENANT,
        outcome: 'applied',
        trigger: 'request',
        enabled: true,
        requestedBy: 'ops:ops@shop.example',
      });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
      await read((text) => text.includes('event: open-pages'));
    } finally {
      await reader.cancel();
      shopPage.close();
      await ops.rest('POST', '/api/ops/maintenance', { mandantCode: TENANT, enabled: false });
    }
    await eventually('off again', async () => !(await tenant(TENANT)).state.enabled);
    expect((await tenant(TENANT)).log.map((e) => e.enabled).slice(0, 2)).toEqual([false, true]);
  });

  it("shows this BFF's last 15 minutes of traffic and every queue's depth", async () => {
    await bff.guest().graphql('query Probe { __typename }');
    const answer = await ops.rest('GET', '/api/ops/console/metrics');
    expect(answer.status).toBe(200);
    const body = answer.body as {
      metrics: boolean;
      samples: { at: string; requestsPerSecond: number; p95Ms: number | null; errors: number }[];
      queues: { queue: string; waiting: number; active: number; delayed: number; failed: number }[];
    };
    expect(body.metrics).toBe(true);
    expect(body.samples).toHaveLength(90);
    expect(body.samples.at(-1)!.requestsPerSecond).toBeGreaterThan(0);
    expect(body.queues.map((depth) => depth.queue)).toEqual(Object.values(QUEUES));
    for (const { queue, ...counts } of body.queues)
      expect([queue, Object.values(counts).every((n) => Number.isInteger(n) && n >= 0)]).toEqual([
        queue,
        true,
      ]);
  });

  it('enqueues the price refresh of a tenant or its customers as the ops CLI does, and refuses bad input', async () => {
    const answer = await ops.rest('POST', '/api/ops/console/prices/refresh', {
      mandantCode: TENANT,
      customerNos: ['100001', '100001'],
    });
    expect(answer.status).toBe(202);
    const job = await prices.getJob(String(answer.body.jobId));
    expect(job?.name).toBe(PRICE_JOBS.refresh);
    expect(job?.data).toEqual({
      mandantCode: TENANT,
      customerNos: ['100001'],
      requestedBy: 'ops:ops@shop.example',
      trigger: 'request',
    });
    const bad = await ops.rest('POST', '/api/ops/console/prices/refresh', {
      mandantCode: 'XX',
      customerNos: ['a b'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
  });

  it('lists every company’s integration clients with their last use and revokes one so that its token is refused at once', async () => {
    const token = await clientCredentialsToken(bff, 'integration-50hhsk');
    const api = ApiClient.bearer(bff.baseUrl, token);
    expect((await api.graphql('{ me { customer { customerNo } } }')).body.data).toEqual({
      me: { customer: { customerNo: '100002' } },
    });
    const listed = await ops.rest('GET', '/api/ops/console/api-clients');
    expect(listed.status).toBe(200);
    const clients = listed.body.clients as { clientId: string; mandantCode: string; version: number }[];
    expect(new Set(clients.map((c) => c.mandantCode))).toEqual(
      new Set(['20HHAT', '30HHDE', '80HHCZ', '50HHSK', '41HHIC', '57HHBG']),
    );
    const client = await eventually('its use recorded', async () => {
      const { body } = await ops.rest('GET', '/api/ops/console/api-clients');
      const found = (body.clients as { clientId: string; lastUsedAt: string | null; version: number }[]).find(
        (c) => c.clientId === 'integration-50hhsk',
      );
      return found?.lastUsedAt ? found : undefined;
    });
    expect(client).toMatchObject({ mandantCode: '50HHSK', customerNo: '100002', state: 'ACTIVE' });

    const stale = await ops.rest('POST', '/api/ops/console/api-clients/integration-50hhsk/revoke', {
      version: client.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.messageKey).toBe('ops.error.api-client-changed');
    expect((await api.graphql('{ me { customer { customerNo } } }')).status).toBe(200);

    const revoked = await ops.rest('POST', '/api/ops/console/api-clients/integration-50hhsk/revoke', {
      version: client.version,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ clientId: 'integration-50hhsk', state: 'REVOKED' });
    // The very next request with the token it had is refused.
    expect((await api.graphql('{ me { customer { customerNo } } }')).status).toBe(401);
    const unknown = await ops.rest('POST', '/api/ops/console/api-clients/nobody/revoke', { version: 1 });
    expect(unknown.status).toBe(404);
    const bad = await ops.rest('POST', '/api/ops/console/api-clients/integration-50hhsk/revoke', {
      version: 'x',
    });
    expect(bad.status).toBe(400);
  });

  it('counts open shop pages across BFF processes, and drops a process that stopped', async () => {
    const other = await startAnotherBff(bff, { OPS_TOKEN, SESSION_SECRET, PUBLIC_URL: bff.baseUrl });
    const here = await openSse(bff.baseUrl, 'cs-cz');
    const there = await openSse(other.baseUrl, 'cs-cz');
    try {
      await eventually('both processes counted', async () => (await tenant('80HHCZ')).openPages === 2);
      await other.close();
      await eventually('the stopped process dropped', async () => (await tenant('80HHCZ')).openPages === 1);
    } finally {
      here.close();
      there.close();
    }
    await eventually('the closed page dropped', async () => (await tenant('80HHCZ')).openPages === 0);
  });
});
