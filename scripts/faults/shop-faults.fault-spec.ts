import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  graphql as graphqlAt,
  HANG_MS,
  maintenanceOf,
  openStream as openStreamAt,
  RECOVERY_MS,
  request as requestTo,
  signIn as signInAt,
  sleep,
  until as untilOr,
  type Json,
} from './shop-client';

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

type Supervisor = InstanceType<Awaited<typeof import('../lib/supervise.mjs')>['Supervisor']>;
type Child = Supervisor['children'][number];

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

  const request = (path: string, init: Parameters<typeof requestTo>[2] = {}) => requestTo(web, path, init);
  const graphql = (query: string, cookie?: string) => graphqlAt(web, query, cookie);
  const until = <T>(what: string, check: () => Promise<T | undefined>, ms = RECOVERY_MS) =>
    untilOr(what, check, ms, output);
  const ready = (url: string) =>
    until(`${url} ready`, async () =>
      (await fetch(url, { signal: AbortSignal.timeout(HANG_MS) })).ok ? true : undefined,
    );
  const signIn = (email: string) => signInAt(web, email);
  const openStream = (locale: string) => openStreamAt(web, locale);

  const ops = (...args: string[]) =>
    run(process.execPath, ['dist/apps/worker/src/cli/ops.js', ...args], { cwd: root, env, timeout: 60_000 });

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

  it('webhook deliveries pending when the worker is killed are each delivered, none again after a 200', async () => {
    const receiver = await startFlakyReceiver();
    try {
      const secret = env.IDP_INTEGRATION_SECRET || 'dev-integration-secret';
      const tokenAnswer = await fetch(`${env.OIDC_ISSUER}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`integration-20hhat:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const token = ((await tokenAnswer.json()) as Json).access_token as string;
      const api = async (query: string, variables: Json = {}) => {
        const response = await fetch(`${web}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(HANG_MS),
        });
        const body = (await response.json()) as Json;
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body.data;
      };
      const subscribed = await api(
        `mutation($url: String!) { createWebhookSubscription(locale: "de-at", url: $url, eventTypes: ["order.placed"]) { subscription { id } } }`,
        { url: receiver.url },
      );
      const subscriptionId = subscribed.createWebhookSubscription.subscription.id as string;
      const listing = await api(
        '{ products(locale: "de-at", searchTerm: "reiniger", limit: 20) { items { sku } } }',
      );
      const candidates = (listing.products.items as { sku: string }[]).map((item) => item.sku);
      /** Fills the client's cart with a sku it may order and orders it; the order number. */
      const placeOrder = async () => {
        for (const sku of candidates) {
          const { cart } = await api('{ cart(locale: "de-at") { id version } }');
          const added = await api(
            `mutation($cartId: ID!, $version: Int!, $sku: String!) { changeCartLines(locale: "de-at", cartId: $cartId, version: $version, mode: "add", lines: [{ sku: $sku, quantity: 1 }]) { id version } }`,
            { cartId: cart.id, version: cart.version, sku },
          ).catch(() => null);
          if (!added) continue;
          const ordered = await api(
            `mutation($cartId: ID!, $version: Int!) { finalizeCart(locale: "de-at", cartId: $cartId, version: $version) { orderNumber } }`,
            { cartId: added.changeCartLines.id, version: added.changeCartLines.version },
          ).catch(() => null);
          if (ordered) return ordered.finalizeCart.orderNumber as string;
        }
        throw new Error('no sku of the listing could be ordered');
      };

      for (let i = 0; i < 4; i += 1) await placeOrder();
      // Every first attempt made: two answered 200, two 503 (their retries wait 5 s).
      await until('the first attempts', async () =>
        new Set(receiver.requests.map((r) => r.id)).size === 4 ? true : undefined,
      );
      const worker = child('worker');
      const workerRun = worker.run;
      supervisor.signal(worker, 'SIGKILL');
      // Two more orders while no worker runs: their events wait in the outbox.
      await placeOrder();
      await placeOrder();
      await until('a 200 for each of the six events', async () => {
        const delivered = new Set(receiver.requests.filter((r) => r.status === 200).map((r) => r.id));
        return delivered.size === 6 ? true : undefined;
      });
      expect(worker.run).toBeGreaterThan(workerRun);
      // Time for anything sent twice to arrive: a stalled job runs again within 15 s (decision 0032).
      await sleep(16_000);
      const byId = new Map<string, number[]>();
      for (const r of receiver.requests) byId.set(r.id, [...(byId.get(r.id) ?? []), r.status]);
      expect(byId.size).toBe(6);
      for (const [id, statuses] of byId) {
        // Exactly one 200, and it is the last request of that event.
        expect([id, statuses.filter((status) => status === 200).length]).toEqual([id, 1]);
        expect([id, statuses[statuses.length - 1]]).toEqual([id, 200]);
      }
      await api(`mutation($id: ID!) { deleteWebhookSubscription(locale: "de-at", id: $id) }`, {
        id: subscriptionId,
      });
    } finally {
      await receiver.close();
    }
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

/**
 * A webhook receiver on 127.0.0.1 (the launcher allows private targets, decision 0136). Each request is
 * recorded with the status it was answered; the first request of every second event (by webhook-id)
 * is answered 503, so its delivery waits for a retry.
 */
async function startFlakyReceiver() {
  const { createServer } = await import('node:http');
  const requests: { id: string; status: number; at: number }[] = [];
  const seen: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      if (!seen.includes(id)) seen.push(id);
      const first = !requests.some((r) => r.id === id);
      const status = first && seen.indexOf(id) % 2 === 1 ? 503 : 200;
      requests.push({ id, status, at: Date.now() });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
