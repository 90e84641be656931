import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formAction, TestBrowser } from '@shop/testing';

/**
 * The whole shop as `npm start` runs it (the launcher's supervisor, its own redis-server with AOF,
 * the embedded database, idp, bff (serving the web app on the public origin) and worker on free ports), with faults injected
 * into the real processes: the BFF killed or stopped under open event streams through the public
 * origin, Redis paused and killed, the database stopped, the worker killed. Each case asserts coded
 * answers, no hang (every wait is bounded), nothing lost, and recovery by itself.
 */
jest.setTimeout(300_000);

const root = join(__dirname, '../..');
const run = promisify(execFile);
/** Bounds against hangs; they say nothing about speed (benchmarks measure that). */
const HANG_MS = 8000;
const RECOVERY_MS = 60_000;

type Supervisor = InstanceType<Awaited<typeof import('../lib/supervise.mjs')>['Supervisor']>;
type Child = Supervisor['children'][number];
// Responses are read by each test's own shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('the shop under faults (real processes, supervised like npm start)', () => {
  let supervisor: Supervisor;
  let env: Record<string, string>;
  let web: string;
  let dataDir: string;
  let stop: () => Promise<void>;
  const output: string[] = [];

  const child = (name: string): Child => {
    const found = supervisor.children.find((c) => c.name === name);
    if (!found) throw new Error(`no child ${name}`);
    return found;
  };

  beforeAll(async () => {
    const [{ Supervisor }, { isolatedSystemEnv, startSystem }, { freePort }] = await Promise.all([
      import('../lib/supervise.mjs'),
      import('../lib/system.mjs'),
      import('../lib/net.mjs'),
    ]);
    dataDir = mkdtempSync(join(root, '.data', 'faults-'));
    const sink = { write: (text: string) => (output.push(...text.split('\n').filter(Boolean)), true) };
    supervisor = new Supervisor({ out: sink, err: sink, color: false, killTimeoutMs: 5000 });
    const system = await startSystem({
      root,
      supervisor,
      env: await isolatedSystemEnv(
        { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
        {
          DATA_DIR: dataDir,
          // Nothing answers there: the launcher starts its own redis-server (with AOF) on that port.
          REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
          LOG_LEVEL: 'warn',
          OPS_TOKEN: 'ops-token-of-the-fault-suite-0123456789',
        },
      ),
    });
    env = system.env;
    stop = system.stop;
    web = env.PUBLIC_URL;
  });

  afterAll(async () => {
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    // A test that failed half-way must not leave a process stopped for the next one.
    for (const name of ['redis', 'db']) {
      const c = supervisor.children.find((candidate) => candidate.name === name);
      if (c) supervisor.signal(c, 'SIGCONT');
    }
  });

  /** A request through the public origin, bounded against hangs. */
  async function request(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
    const response = await fetch(`${web}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as Json };
  }
  const graphql = (query: string, cookie?: string) =>
    request('/graphql', { method: 'POST', body: { query }, cookie });

  async function until<T>(what: string, check: () => Promise<T | undefined>, ms = RECOVERY_MS): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check().catch(() => undefined);
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`${what}: not within ${ms} ms\n${output.slice(-15).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const ready = (url: string) =>
    until(`${url} ready`, async () =>
      (await fetch(url, { signal: AbortSignal.timeout(HANG_MS) })).ok ? true : undefined,
    );

  /** The real sign-in through the public origin and the IdP's form; the session cookie. */
  async function signIn(email: string): Promise<string> {
    const browser = new TestBrowser();
    const loginPage = await browser.request(`${web}/auth/login?locale=de-at&redirect=/de-at`);
    const landed = await browser.request(new URL(formAction(loginPage.body), loginPage.url), {
      method: 'POST',
      form: { email, password: 'Shop-Demo-2026' },
    });
    const cookie = browser.cookieFor(new URL(web));
    if (!cookie.includes('shop.sid') || landed.url.origin !== new URL(web).origin)
      throw new Error(`sign-in as ${email} failed (ended at ${landed.url})`);
    return cookie;
  }

  const ops = (...args: string[]) =>
    run(process.execPath, ['dist/apps/worker/src/cli/ops.js', ...args], { cwd: root, env, timeout: 60_000 });

  /** An event-stream client through the public origin: the events it read and how the stream ended. */
  function openStream(locale: string) {
    const events: { type: string; data: Json }[] = [];
    const controller = new AbortController();
    const ended = (async () => {
      const response = await fetch(`${web}/sse?locale=${locale}`, { signal: controller.signal });
      if (response.status !== 200) return `status ${response.status}`;
      const reader = response.body!.getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        buffer += new TextDecoder().decode(value);
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    })().catch((error: Error) => `failed: ${error.name}`);
    return { events, ended, close: () => controller.abort() };
  }

  const maintenanceOf = (stream: ReturnType<typeof openStream>, mandantCode: string) =>
    stream.events
      .filter((e) => e.type === 'maintenance' && e.data.mandantCode === mandantCode)
      .map((e) => e.data.state);

  it('a killed BFF cuts every stream through the public origin; the launcher restarts it; a switch made meanwhile reaches the reconnected pages', async () => {
    const streams = Array.from({ length: 5 }, () => openStream('de-de'));
    await until('every stream has its state', async () =>
      streams.every((s) => maintenanceOf(s, '30HHDE').length > 0) ? true : undefined,
    );
    const bff = child('bff');
    const run = bff.run;
    supervisor.signal(bff, 'SIGKILL');
    // The streams end with the process that served them: no page keeps a dead stream.
    const endings = await Promise.all(
      streams.map((s) => Promise.race([s.ended, sleep(HANG_MS).then(() => 'still open')])),
    );
    expect(endings.filter((e) => e === 'still open')).toEqual([]);

    // A switch while the BFF is down: nobody could hear its event.
    await ops('maintenance', 'on', '30HHDE');
    await until('the bff restarted', async () => (bff.run > run ? true : undefined));
    await ready(`http://127.0.0.1:${env.BFF_PORT}/health/ready`);
    const reconnected = Array.from({ length: 5 }, () => openStream('de-de'));
    try {
      await until('every reconnected page has the switch', async () =>
        reconnected.every((s) => maintenanceOf(s, '30HHDE').some((state) => state.enabled))
          ? true
          : undefined,
      );
    } finally {
      for (const s of reconnected) s.close();
      await ops('maintenance', 'off', '30HHDE');
    }
    expect(output.some((line) => /bff was killed by SIGKILL .* restarting in/.test(line))).toBe(true);
  });

  it('a BFF stopped gracefully ends every stream through the public origin (not cut: ended)', async () => {
    const streams = Array.from({ length: 3 }, () => openStream('de-at'));
    await until('every stream has its state', async () =>
      streams.every((s) => maintenanceOf(s, '20HHAT').length > 0) ? true : undefined,
    );
    const bff = child('bff');
    const run = bff.run;
    supervisor.signal(bff, 'SIGTERM');
    const endings = await Promise.all(
      streams.map((s) => Promise.race([s.ended, sleep(HANG_MS).then(() => 'still open')])),
    );
    expect(endings).toEqual(['ended', 'ended', 'ended']);
    await until('the bff restarted', async () => (bff.run > run ? true : undefined));
    await ready(`http://127.0.0.1:${env.BFF_PORT}/health/ready`);
  });

  it('Redis paused: signed-in answers are coded and prompt, guests browse, and everything is back when it answers', async () => {
    const cookie = await signIn('purchaser@20hhat.example');
    const redis = child('redis');
    supervisor.signal(redis, 'SIGSTOP');
    try {
      const me = await graphql('{ me { customer { customerNo } } }', cookie);
      expect(me.body.errors[0].extensions).toEqual({
        code: 'UNAVAILABLE',
        messageKey: 'error.service-unavailable',
      });
      const listing = await graphql(
        '{ products(locale: "de-at", searchTerm: "reiniger", limit: 6) { total } }',
        cookie,
      );
      expect(listing.body.data.products.total).toBeGreaterThan(0);
      expect(await request('/api/maintenance', { method: 'POST' })).toEqual({
        status: 503,
        body: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
      });
      expect((await request('/health/ready')).body).toEqual({
        status: 'down',
        database: 'ok',
        redis: 'down',
      });
    } finally {
      supervisor.signal(redis, 'SIGCONT');
    }
    const back = await until('the session is readable again', async () => {
      const me = await graphql('{ me { customer { customerNo } } }', cookie);
      return me.body.data?.me ?? undefined;
    });
    expect(back).toEqual({ customer: { customerNo: '100001' } });
  });

  it('Redis killed: the launcher restarts it and sessions, maintenance state and planned windows survive', async () => {
    const cookie = await signIn('admin@80hhcz.example');
    await ops('maintenance', 'on', '80HHCZ');
    const until2h = new Date(Date.now() + 2 * 3600_000).toISOString();
    const from1h = new Date(Date.now() + 3600_000).toISOString();
    await ops('maintenance', 'on', '50HHSK', '--from', from1h, '--until', until2h);
    const redis = child('redis');
    const run = redis.run;
    supervisor.signal(redis, 'SIGKILL');
    await until('redis restarted', async () => (redis.run > run ? true : undefined));
    const states = await until('the maintenance state is readable', async () => {
      const answer = await request('/api/maintenance', { method: 'POST' });
      return answer.status === 200 ? answer.body : undefined;
    });
    expect(states['80HHCZ'].enabled).toBe(true);
    const me = await until(
      'the session is readable',
      async () => (await graphql('{ me { mandantCode } }', cookie)).body.data?.me ?? undefined,
    );
    expect(me).toEqual({ mandantCode: '80HHCZ' });
    const overview = await fetch(`http://127.0.0.1:${env.BFF_PORT}/api/ops/maintenance`, {
      headers: { authorization: `Bearer ${env.OPS_TOKEN}` },
      signal: AbortSignal.timeout(HANG_MS),
    });
    const window = (await overview.json())['50HHSK'].window;
    expect(Date.parse(window.start)).toBe(Date.parse(from1h));
    expect(Date.parse(window.end)).toBe(Date.parse(until2h));
    // The worker is connected again: a switch goes through.
    await ready(`http://127.0.0.1:${env.WORKER_HEALTH_PORT}/health/ready`);
    await ops('maintenance', 'off', '80HHCZ');
    await ops('maintenance', 'off', '50HHSK');
  });

  it('database stopped: requests fail coded instead of hanging, readiness says so, and it recovers', async () => {
    const db = child('db');
    supervisor.signal(db, 'SIGSTOP');
    try {
      // A term nobody searched before: no cached answer can hide the database.
      const listing = await graphql(
        '{ products(locale: "de-at", searchTerm: "stoppeddatabase", limit: 6) { total } }',
      );
      expect(listing.body.errors[0].extensions).toEqual({
        code: 'UNAVAILABLE',
        messageKey: 'error.service-unavailable',
      });
      expect((await request('/health/ready')).body).toEqual({
        status: 'down',
        database: 'down',
        redis: 'ok',
      });
    } finally {
      supervisor.signal(db, 'SIGCONT');
    }
    const total = await until('the database answers again', async () => {
      const answer = await graphql(
        '{ products(locale: "de-at", searchTerm: "reiniger", limit: 6) { total } }',
      );
      return answer.body.data?.products.total;
    });
    expect(total).toBeGreaterThan(0);
  });

  it('a killed worker is restarted and a switch queued while it was down is carried out', async () => {
    const worker = child('worker');
    const run = worker.run;
    supervisor.signal(worker, 'SIGKILL');
    // Queued at once, while no worker runs; the CLI waits for the restarted one to carry it out.
    await ops('maintenance', 'on', '41HHIC');
    expect(worker.run).toBeGreaterThan(run);
    const states = (await request('/api/maintenance', { method: 'POST' })).body;
    expect(states['41HHIC'].enabled).toBe(true);
    await ops('maintenance', 'off', '41HHIC');
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
