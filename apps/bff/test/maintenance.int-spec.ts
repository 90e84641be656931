import Redis from 'ioredis';
import { otherDatabaseUrl } from '@shop/testing';
import pino from 'pino';
import { Queue } from 'bullmq';
import {
  MAINTENANCE_STATE_KEY,
  QUEUES,
  shopEventsChannel,
  type MaintenanceJob,
  type MaintenanceState,
} from '@shop/jobs';
// The integration test drives the real worker in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorkers, type RunningWorker } from '../../worker/src/worker';

import { openSse as openSseOf, type SseEvent as SseEventOf } from './support/sse-client';
import { eventually, startAnotherBff, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const OPS_TOKEN = 'test-ops-token-0123456789abcdefghijkl';
const SESSION_SECRET = 'maintenance-int-spec-session-secret';

type SseEvent = SseEventOf<{ mandantCode: string; state: MaintenanceState }>;

const openSse = (baseUrl: string, locale: string, headers?: Record<string, string>) =>
  openSseOf<SseEvent['data']>(baseUrl, locale, headers);

const enabled = (value: boolean) => (event: SseEvent) => event.data.state.enabled === value;
/** An event after `earlier` in the same stream (stream order, not clock time). */
const after = (earlier: SseEvent, predicate: (event: SseEvent) => boolean) => (event: SseEvent) =>
  event.index > earlier.index && predicate(event);

describe('maintenance per tenant: ops route → queue → worker → Redis → every BFF → SSE', () => {
  /** The first BFF, with the development IdP (real sign-in) and its own database and Redis. */
  let bff: TestBff;
  /** Every BFF instance on that database and Redis: [0] is bff.app, [1] one more (startAnotherBff). */
  let apps: { close(): Promise<void> }[] = [];
  let baseUrls: string[] = [];
  let worker: RunningWorker;
  let admin: Redis;
  let queueConnection: Redis;
  let queue: Queue<MaintenanceJob>;

  const config = { OPS_TOKEN, SESSION_SECRET };

  /** Another BFF instance with the first one's configuration (database, Redis, IdP, secrets). */
  const startBff = async () => {
    const another = await startAnotherBff(bff, { ...config, PUBLIC_URL: bff.baseUrl });
    apps.push(another);
    baseUrls.push(another.baseUrl);
    return another.baseUrl;
  };

  const ops = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${OPS_TOKEN}` }) =>
    fetch(`${baseUrls[0]}/api/ops/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const stateOf = async (mandantCode: string) =>
    (
      (await (await fetch(`${baseUrls[0]}/api/maintenance`, { method: 'POST' })).json()) as Record<
        string,
        MaintenanceState
      >
    )[mandantCode];

  const jobCount = async () => Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    // A Redis database of its own: the events channel carries the database index, so no other
    // test hears these events.
    bff = await startTestBff({ scale: 0.05, config });
    admin = bff.redis;
    apps = [bff.app];
    baseUrls = [bff.baseUrl];
    await startBff();
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }));
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: queueConnection });
  });

  afterAll(async () => {
    await queue?.close();
    await queueConnection?.quit();
    await worker?.close();
    // bff.close() closes apps[0] with the IdP, the database and the Redis claim.
    for (const app of apps.slice(1)) await app.close();
    await bff?.close();
  });

  it('refuses the ops route without the ops token, with a wrong one (401) and to a shop session (403)', async () => {
    // A real shop session (the IdP's sign-in) of the tenant's admin: a credential of the shop, not of ops.
    const session = await bff.signIn('admin@30hhde.example', 'de-de');
    const me = () => session.graphql('{ me { role mandantCode } }');
    expect((await me()).data).toEqual({ me: { role: 'ROLE_ADMIN', mandantCode: '30HHDE' } });
    const cookie = session.cookieHeader();
    const sid = decodeURIComponent(session.sessionCookie()!).replace(/^s:/, '').split('.')[0];
    expect(await admin.exists(`shop:sess:${sid}`)).toBe(1);
    const body = { mandantCode: '30HHDE', enabled: true };
    const before = await jobCount();
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
      { authorization: `Bearer ${OPS_TOKEN.slice(1)}` },
      { cookie, authorization: `Bearer ${sid}` },
    ]) {
      const response = await ops(body, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        messageKey: 'ops.error.unauthorized',
      });
    }
    // A shop session is signed in but has no operations role (decision 0138): 403.
    const refused = await ops(body, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'FORBIDDEN', messageKey: 'ops.error.forbidden' });
    for (const path of ['', '/jobs/1']) {
      const read = await fetch(`${baseUrls[0]}/api/ops/maintenance${path}`, {
        headers: { cookie },
      });
      expect(read.status).toBe(403);
    }
    expect(await jobCount()).toBe(before);
    expect((await stateOf('30HHDE')).enabled).toBe(false);
    // The session stayed valid throughout: refused as an ops credential, not broken.
    expect((await me()).data).toEqual({ me: { role: 'ROLE_ADMIN', mandantCode: '30HHDE' } });
  });

  it('refuses bad input with a message key and enqueues nothing', async () => {
    const before = await jobCount();
    const cases: [unknown, string][] = [
      [{ mandantCode: 'XX', enabled: true }, 'maintenance.error.unknown-mandant'],
      [{ mandantCode: '30HHDE', enabled: 'on' }, 'maintenance.error.enabled-boolean'],
      [{ mandantCode: '30HHDE', enabled: true, until: 'soon' }, 'maintenance.error.malformed-time'],
      [
        { mandantCode: '30HHDE', enabled: true, until: new Date(Date.now() - 1000).toISOString() },
        'maintenance.error.until-in-past',
      ],
      [
        {
          mandantCode: '30HHDE',
          enabled: true,
          from: new Date(Date.now() + 7200_000).toISOString(),
          until: new Date(Date.now() + 3600_000).toISOString(),
        },
        'maintenance.error.until-not-after-from',
      ],
      [{ mandantCode: '30HHDE', enabled: true, requestedBy: 'me' }, 'error.unknown-field'],
      ['[1,2]', 'error.bad-input'],
    ];
    for (const [body, messageKey] of cases) {
      const response = await ops(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT', messageKey });
    }
    expect(await jobCount()).toBe(before);
  });

  it('moves the SSE clients of that tenant on every BFF instance, signed in or not, and no other tenant', async () => {
    const signedIn = await bff.signIn('admin@30hhde.example', 'de-de');
    // A signed-in browser on the first instance, a guest on the second (the session cookie is valid
    // on both: same Redis and session secret).
    const deOnFirst = await openSse(baseUrls[0], 'de-de', { cookie: signedIn.cookieHeader() });
    const deOnSecond = await openSse(baseUrls[1], 'de-de');
    const at = await openSse(baseUrls[0], 'de-at');
    try {
      const initial = await Promise.all([deOnFirst, deOnSecond].map((c) => c.waitFor(enabled(false))));
      const atInitial = await at.waitFor(enabled(false));
      expect(deOnFirst.raw()).toMatch(/^retry: \d+\n\n/);

      const response = await ops({ mandantCode: '30HHDE', enabled: true });
      expect(response.status).toBe(202);
      const accepted = (await response.json()) as { jobId: string; status: string };
      expect(accepted).toMatchObject({
        status: 'queued',
        mandantCode: '30HHDE',
        enabled: true,
        requestedBy: 'ops-api',
      });
      expect(response.headers.get('location')).toBe(`/api/ops/maintenance/jobs/${accepted.jobId}`);

      // Order and outcome, not speed (latency is a bench): the switch follows the initial state.
      const arrivals = await Promise.all(
        [deOnFirst, deOnSecond].map((c, i) => c.waitFor(after(initial[i], enabled(true)))),
      );
      for (const event of arrivals) {
        expect(event.data.mandantCode).toBe('30HHDE');
        expect(event.id).toBe(String(Date.parse(event.data.state.changedAt)));
      }
      expect(arrivals[0].id).toBe(arrivals[1].id);

      // The de-at client heard none of it, proven by order: a later job of its own tenant (off, as it
      // is) reaches it, and nothing else came before that.
      expect((await ops({ mandantCode: '20HHAT', enabled: false })).status).toBe(202);
      const ownLater = await at.waitFor(after(atInitial, (e) => e.data.mandantCode === '20HHAT'));
      expect(
        at.events.slice(0, ownLater.index + 1).map((e) => [e.data.mandantCode, e.data.state.enabled]),
      ).toEqual([
        ['20HHAT', false],
        ['20HHAT', false],
      ]);
      expect((await stateOf('30HHDE')).enabled).toBe(true);
      expect((await stateOf('20HHAT')).enabled).toBe(false);

      const job = await (
        await fetch(`${baseUrls[0]}/api/ops/maintenance/jobs/${accepted.jobId}`, {
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        })
      ).json();
      expect(job).toMatchObject({ state: 'completed', outcome: { kind: 'applied' } });

      expect((await ops({ mandantCode: '30HHDE', enabled: false })).status).toBe(202);
      await Promise.all([deOnFirst, deOnSecond].map((c, i) => c.waitFor(after(arrivals[i], enabled(false)))));
    } finally {
      [deOnFirst, deOnSecond, at].forEach((c) => c.close());
    }
  });

  it('brings a client that was offline during the switch into the right state when it resumes', async () => {
    const first = await openSse(baseUrls[0], 'cs-cz');
    const initial = await first.waitFor(enabled(false));
    first.close();
    expect((await ops({ mandantCode: '80HHCZ', enabled: true })).status).toBe(202);
    await eventually('80HHCZ in maintenance', async () => (await stateOf('80HHCZ')).enabled);

    const resumed = await openSse(baseUrls[1], 'cs-cz', { 'last-event-id': initial.id ?? '0' });
    try {
      const event = await resumed.waitFor(() => true);
      expect(event.data).toMatchObject({ mandantCode: '80HHCZ', state: { enabled: true } });
      expect(Number(event.id)).toBeGreaterThan(Number(initial.id));
    } finally {
      resumed.close();
      expect((await ops({ mandantCode: '80HHCZ', enabled: false })).status).toBe(202);
    }
  });

  it('runs a planned window from the ops route: shown as planned, on at the start, off at the end', async () => {
    const sk = await openSse(baseUrls[1], 'sk-sk');
    const opsGet = async (path: string) =>
      (
        await fetch(`${baseUrls[0]}/api/ops/maintenance${path}`, {
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        })
      ).json();
    try {
      const initial = await sk.waitFor(enabled(false));
      // The start lies far enough ahead for the request job to be planned before it, on a slow machine
      // too (the worker takes milliseconds); the test waits for the start and the end, not for speed.
      const from = new Date(Date.now() + 4000).toISOString();
      const until = new Date(Date.parse(from) + 1500).toISOString();
      const response = await ops({ mandantCode: '50HHSK', enabled: true, from, until });
      expect(response.status).toBe(202);
      const { jobId } = (await response.json()) as { jobId: string };
      const planned = await eventually('the request job done', async () => {
        const job = await opsGet(`/jobs/${jobId}`);
        return job.state === 'completed' ? job : undefined;
      });
      expect(planned.outcome).toEqual({ kind: 'scheduled', mandantCode: '50HHSK', from, until });
      const overview = (await opsGet('')) as Record<
        string,
        { state: MaintenanceState; window: { start: string | null; end: string | null } }
      >;
      expect(overview['50HHSK']).toMatchObject({
        state: { enabled: false },
        window: { start: from, end: until },
      });
      expect(overview['20HHAT'].window).toEqual({ start: null, end: null });

      const on = await sk.waitFor(after(initial, enabled(true)));
      // Never before the start (a lower bound: no speed asserted).
      expect(on.at).toBeGreaterThanOrEqual(Date.parse(from) - 50);
      expect(on.data.state.until).toBe(until);
      const off = await sk.waitFor(after(on, enabled(false)));
      expect(off.at).toBeGreaterThanOrEqual(Date.parse(until) - 50);
      expect((await opsGet(''))['50HHSK'].window).toEqual({ start: null, end: null });
    } finally {
      sk.close();
    }
  });

  it('ignores events published for another Redis database', async () => {
    const client = await openSse(baseUrls[0], 'it-it');
    try {
      const initial = await client.waitFor(enabled(false));
      const id = Date.now();
      const event = (eventId: number) =>
        JSON.stringify({
          type: 'maintenance',
          id: String(eventId),
          mandantCode: '41HHIC',
          state: { enabled: true, until: null, changedAt: new Date(eventId).toISOString() },
        });
      await admin.publish(shopEventsChannel(otherDatabaseUrl(bff.testRedis.url)), event(id));
      await admin.publish('shop:events', event(id));
      // The channel of this database does reach it (the BFF would never see a fake state in Redis,
      // though). Published after the foreign ones on the same connection, it would arrive after them:
      // once it is there, they were not heard.
      await admin.publish(shopEventsChannel(bff.testRedis.url), event(id + 1));
      const own = await client.waitFor(after(initial, () => true));
      expect(own.id).toBe(String(id + 1));
      expect(client.events.map((e) => e.id)).toEqual([initial.id, String(id + 1)]);
    } finally {
      client.close();
    }
  });

  it('keeps the state in Redis across a BFF restart', async () => {
    expect(
      (
        await ops({
          mandantCode: '57HHBG',
          enabled: true,
          until: new Date(Date.now() + 3600_000).toISOString(),
        })
      ).status,
    ).toBe(202);
    await eventually('57HHBG in maintenance', async () => (await stateOf('57HHBG')).enabled);
    await apps[1].close();
    apps = apps.slice(0, 1);
    baseUrls = baseUrls.slice(0, 1);
    const restarted = await startBff();
    const bg = await openSse(restarted, 'bg-bg');
    try {
      const event = await bg.waitFor(() => true);
      expect(event.data.state).toMatchObject({ enabled: true });
      expect(JSON.parse((await admin.hget(MAINTENANCE_STATE_KEY, '57HHBG')) ?? '{}').enabled).toBe(true);
    } finally {
      bg.close();
      await ops({ mandantCode: '57HHBG', enabled: false });
    }
  });

  it('rejects SSE for an unknown locale', async () => {
    const response = await fetch(`${baseUrls[0]}/sse?locale=xx-yy`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.unknown-locale',
      details: { locale: 'xx-yy' },
    });
  });
});
