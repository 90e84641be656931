import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { claimTestRedis, otherDatabaseUrl, type TestRedis } from '@shop/testing';
import pino from 'pino';
import { Queue } from 'bullmq';
import { migrate, startPgliteTestDatabase, type TestDatabase } from '@shop/db';
import {
  MAINTENANCE_STATE_KEY,
  QUEUES,
  shopEventsChannel,
  type MaintenanceJob,
  type MaintenanceState,
} from '@shop/jobs';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
// The integration test drives the real worker in-process; production code never imports another app.
 
import { startWorkers, type RunningWorker } from '../../worker/src/worker';

import { sessionCookie } from './support/test-bff';
import { storeSession } from './support/test-sessions';
import { openSse as openSseOf, type SseEvent as SseEventOf } from './support/sse-client';

jest.setTimeout(60_000);

const OPS_TOKEN = 'test-ops-token-0123456789abcdefghijkl';
const SESSION_SECRET = 'maintenance-int-spec-session-secret';

type SseEvent = SseEventOf<{ mandantCode: string; state: MaintenanceState }>;

const openSse = (baseUrl: string, locale: string, headers?: Record<string, string>) =>
  openSseOf<SseEvent['data']>(baseUrl, locale, headers);

const enabled = (value: boolean) => (event: SseEvent) => event.data.state.enabled === value;

/** A signed express-session cookie, like the BFF sets after a login (connect-redis stores the session). */
describe('maintenance per tenant: ops route → queue → worker → Redis → every BFF → SSE', () => {
  let database: TestDatabase;
  let apps: NestExpressApplication[] = [];
  let baseUrls: string[] = [];
  let worker: RunningWorker;
  let testRedis: TestRedis;
  let admin: Redis;
  let queueConnection: Redis;
  let queue: Queue<MaintenanceJob>;

  const config = () =>
    loadConfig({
      DATABASE_URL: database.url,
      REDIS_URL: testRedis.url,
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      NODE_ENV: 'test',
      OPS_TOKEN,
      SESSION_SECRET,
    });

  const startBff = async () => {
    const app = await createApp(config());
    await app.listen(0, '127.0.0.1');
    apps.push(app);
    baseUrls.push(await app.getUrl());
    return baseUrls[baseUrls.length - 1];
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
    database = await startPgliteTestDatabase();
    await migrate(database.db);
    // A Redis database of its own: the events channel carries the database index, so no other
    // test hears these events.
    testRedis = await claimTestRedis();
    admin = testRedis.redis;
    await startBff();
    await startBff();
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }));
    queueConnection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: queueConnection });
  });

  afterAll(async () => {
    await queue?.close();
    await queueConnection?.quit();
    await worker?.close();
    for (const app of apps) await app.close();
    await testRedis?.release();
    await database?.stop();
  });

  it('refuses the ops route without the ops token, with a wrong one and with a shop session', async () => {
    const sid = await storeSession(admin, {
      subject: 'admin-1',
      email: 'admin@example.com',
      idToken: 'x',
      userType: 'contact',
      mandantCode: '30HHDE',
      role: 'administrator',
      customer: null,
      contact: null,
      employee: null,
    });
    const cookie = sessionCookie(sid, SESSION_SECRET);
    const body = { mandantCode: '30HHDE', enabled: true };
    const before = await jobCount();
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
      { authorization: `Bearer ${OPS_TOKEN.slice(1)}` },
      { cookie },
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
    for (const path of ['', '/jobs/1']) {
      const read = await fetch(`${baseUrls[0]}/api/ops/maintenance${path}`, {
        headers: { cookie },
      });
      expect(read.status).toBe(401);
    }
    expect(await jobCount()).toBe(before);
    expect((await stateOf('30HHDE')).enabled).toBe(false);
    // The session was real: express-session loaded it and rolled its lifetime (600 s → 7 days).
    expect(await admin.ttl(`shop:sess:${sid}`)).toBeGreaterThan(600);
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

  it('moves the SSE clients of that tenant on every BFF instance within a second, and no other tenant', async () => {
    const deOnFirst = await openSse(baseUrls[0], 'de-de');
    const deOnSecond = await openSse(baseUrls[1], 'de-de');
    const at = await openSse(baseUrls[0], 'de-at');
    try {
      for (const client of [deOnFirst, deOnSecond]) await client.waitFor(enabled(false));
      await at.waitFor(enabled(false));
      expect(deOnFirst.raw()).toMatch(/^retry: \d+\n\n/);

      const sent = Date.now();
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

      const arrivals = await Promise.all([deOnFirst, deOnSecond].map((c) => c.waitFor(enabled(true), 1000)));
      for (const event of arrivals) {
        expect(event.at - sent).toBeLessThan(1000);
        expect(event.id).toBe(String(Date.parse(event.data.state.changedAt)));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(at.events.every((e) => e.data.mandantCode === '20HHAT' && !e.data.state.enabled)).toBe(true);
      expect((await stateOf('30HHDE')).enabled).toBe(true);
      expect((await stateOf('20HHAT')).enabled).toBe(false);

      const job = await (
        await fetch(`${baseUrls[0]}/api/ops/maintenance/jobs/${accepted.jobId}`, {
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        })
      ).json();
      expect(job).toMatchObject({ state: 'completed', outcome: { kind: 'applied' } });

      expect((await ops({ mandantCode: '30HHDE', enabled: false })).status).toBe(202);
      await Promise.all(
        [deOnFirst, deOnSecond].map((c, i) =>
          c.waitFor((e) => e.at > arrivals[i].at && !e.data.state.enabled, 1000),
        ),
      );
    } finally {
      [deOnFirst, deOnSecond, at].forEach((c) => c.close());
    }
  });

  it('brings a client that was offline during the switch into the right state when it resumes', async () => {
    const first = await openSse(baseUrls[0], 'cs-cz');
    const initial = await first.waitFor(enabled(false));
    first.close();
    expect((await ops({ mandantCode: '80HHCZ', enabled: true })).status).toBe(202);
    const deadline = Date.now() + 5000;
    while (!(await stateOf('80HHCZ')).enabled && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));

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
    try {
      await sk.waitFor(enabled(false));
      const from = new Date(Date.now() + 800).toISOString();
      const until = new Date(Date.now() + 1800).toISOString();
      expect((await ops({ mandantCode: '50HHSK', enabled: true, from, until })).status).toBe(202);
      const deadline = Date.now() + 700;
      let overview: Record<string, { window: { start: string | null; end: string | null } }> = {};
      while (Date.now() < deadline) {
        overview = await (
          await fetch(`${baseUrls[0]}/api/ops/maintenance`, {
            headers: { authorization: `Bearer ${OPS_TOKEN}` },
          })
        ).json();
        if (overview['50HHSK'].window.start && overview['50HHSK'].window.end) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(overview['50HHSK'].window).toEqual({ start: from, end: until });
      expect(overview['20HHAT'].window).toEqual({ start: null, end: null });

      const on = await sk.waitFor(enabled(true), 5000);
      expect(on.at).toBeGreaterThanOrEqual(Date.parse(from) - 50);
      expect(on.data.state.until).toBe(until);
      const off = await sk.waitFor((e) => e.at > on.at && !e.data.state.enabled, 5000);
      expect(off.at).toBeGreaterThanOrEqual(Date.parse(until) - 50);
    } finally {
      sk.close();
    }
  });

  it('ignores events published for another Redis database', async () => {
    const client = await openSse(baseUrls[0], 'it-it');
    try {
      await client.waitFor(enabled(false));
      const foreign = {
        type: 'maintenance',
        id: String(Date.now()),
        mandantCode: '41HHIC',
        state: { enabled: true, until: null, changedAt: new Date().toISOString() },
      };
      await admin.publish(shopEventsChannel(otherDatabaseUrl(testRedis.url)), JSON.stringify(foreign));
      await admin.publish('shop:events', JSON.stringify(foreign));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(client.events.some((e) => e.data.state.enabled)).toBe(false);
      // The channel of this database does reach it (the BFF would never see a fake state in Redis, though).
      await admin.publish(shopEventsChannel(testRedis.url), JSON.stringify(foreign));
      await client.waitFor(enabled(true), 1000);
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
    const deadline = Date.now() + 5000;
    while (!(await stateOf('57HHBG')).enabled && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
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
    expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale' });
  });
});
