import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  graphql,
  HANG_MS,
  maintenanceOf,
  openStream,
  request,
  signIn,
  sleep,
  until as untilOr,
  type Json,
  type Stream,
} from '../faults/shop-client';

/**
 * The shop as a cluster (docs/decisions/0144-a-local-cluster.md): two BFFs and two workers behind
 * HAProxy on PostgreSQL and one Redis, started by the launcher's startCluster, with a node lost in
 * each case: a BFF killed while people browse, buy and listen; a worker killed; Redis wiped. Each case
 * asserts what a user and an operator must be able to rely on (docs/decisions/0143, 0144).
 */
jest.setTimeout(300_000);

const root = join(__dirname, '../..');
const run = promisify(execFile);
/** HAProxy's readiness interval: a BFF that died is out after two of them. */
const CHECK_INTERVAL_MS = 1000;

type Cluster = Awaited<ReturnType<Awaited<typeof import('../lib/cluster.mjs')>['startCluster']>>;
type Child = Cluster['supervisor']['children'][number];

describe('the shop as a cluster loses a node (real processes: HAProxy, 2 BFFs, 2 workers, PostgreSQL, Redis)', () => {
  let cluster: Cluster;
  let web: string;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  const output: string[] = [];
  const until = <T>(what: string, check: () => Promise<T | undefined>, ms?: number) =>
    untilOr(what, check, ms, output);

  const ops = (...args: string[]) =>
    run(process.execPath, ['dist/apps/worker/src/cli/ops.js', ...args], {
      cwd: root,
      env: cluster.env,
      timeout: 60_000,
    });
  const redis = async (...command: string[]) => {
    const { redisCommands } = await import('../lib/redis.mjs');
    return redisCommands(cluster.env.REDIS_URL, [command]);
  };
  /** Restarted by the launcher after it was killed: waits until its readiness answers again. */
  const restarted = async (child: Child, before: number, readyUrl: string) => {
    await until(`${child.name} restarted`, async () => (child.run > before ? true : undefined));
    await until(`${child.name} ready`, async () => ((await fetch(readyUrl)).ok ? true : undefined));
  };

  beforeAll(async () => {
    const [{ Supervisor }, { isolatedSystemEnv }, { startCluster }, { freePort, tcpAnswers }] =
      await Promise.all([
        import('../lib/supervise.mjs'),
        import('../lib/system.mjs'),
        import('../lib/cluster.mjs'),
        import('../lib/net.mjs'),
      ]);
    dataDir = mkdtempSync(join(root, '.data', 'cluster-'));
    const sink = { write: (text: string) => (output.push(...text.split('\n').filter(Boolean)), true) };
    // A fresh database on the PostgreSQL the PostgreSQL step uses, when it answers; else a server of the cluster's own.
    const pg = process.env.TEST_DATABASE_URL_PG || 'postgres://postgres@127.0.0.1:5432/postgres';
    let databaseUrl: string | undefined;
    const { hostname, port } = new URL(pg);
    if (await tcpAnswers(hostname, Number(port || 5432), 1000)) {
      const { Client } = await import('pg');
      const name = `shop_cluster_${process.pid}_${Date.now()}`;
      const admin = new Client({ connectionString: pg });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(pg);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const client = new Client({ connectionString: pg });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
    const env = await isolatedSystemEnv(
      { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        LOG_LEVEL: 'warn',
        OPS_TOKEN: 'ops-token-of-the-cluster-suite-0123456789',
        RATE_LIMIT: 'on',
        RATE_LIMIT_MAX: '400',
        RATE_LIMIT_WINDOW_SECONDS: '60',
      },
    );
    cluster = await startCluster({
      root,
      env,
      bffs: 2,
      workers: 2,
      supervisor: new Supervisor({ out: sink, err: sink, color: false, killTimeoutMs: 8000 }),
    });
    web = cluster.env.PUBLIC_URL.replace(/\/$/, '');
  });

  afterAll(async () => {
    await cluster?.stop();
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a BFF killed while people browse, buy and listen: sessions stay, streams come back within 5 s, one order, no 5xx beyond a check interval', async () => {
    const cookie = await signIn(web, 'purchaser@20hhat.example');
    const me = async (origin: string) =>
      (await graphql(origin, '{ me { customer { customerNo } } }', cookie)).body;
    expect((await me(web)).data.me.customer.customerNo).toBeTruthy();
    const customerNo = (await me(web)).data.me.customer.customerNo as string;

    // A cart with one line, ready to be ordered.
    const { body: listing } = await graphql(
      web,
      '{ products(locale: "de-at", searchTerm: "reiniger", limit: 12) { items { sku } } }',
      cookie,
    );
    const cartOf = async () =>
      (await graphql(web, '{ cart(locale: "de-at") { id version } }', cookie)).body.data.cart;
    let added: Json = null;
    for (const { sku } of listing.data.products.items as { sku: string }[]) {
      const cart = await cartOf();
      const answer = await graphql(
        web,
        'mutation($cartId: ID!, $version: Int!, $sku: String!) { changeCartLines(locale: "de-at", cartId: $cartId, version: $version, mode: "add", lines: [{ sku: $sku, quantity: 1 }]) { id version } }',
        cookie,
        { cartId: cart.id, version: cart.version, sku },
      );
      if (answer.body.data?.changeCartLines) {
        added = answer.body.data.changeCartLines;
        break;
      }
    }
    expect(added).not.toBeNull();
    const ordersBefore = await orderNumbers(cookie);

    // Pages listening, and people browsing, through the load balancer.
    const streams: Stream[] = Array.from({ length: 6 }, () => openStream(web, 'de-at', cookie));
    await until('every page has its state', async () =>
      streams.every((s) => maintenanceOf(s, '20HHAT').length > 0) ? true : undefined,
    );
    const answers: { at: number; status: number | 'error' }[] = [];
    let browsing = true;
    const browse = (async () => {
      while (browsing) {
        const at = Date.now();
        const status = await request(web, '/graphql', {
          method: 'POST',
          body: {
            query: '{ me { customer { customerNo } } categoryTree(locale: "de-at") { categories { slug } } }',
          },
          cookie,
        }).then(
          (answer) => answer.status,
          () => 'error' as const,
        );
        answers.push({ at, status });
        await sleep(50);
      }
    })();

    // The order goes out, and one BFF dies while it is on its way.
    const finalize = () =>
      graphql(
        web,
        'mutation($cartId: ID!, $version: Int!) { finalizeCart(locale: "de-at", cartId: $cartId, version: $version) { orderNumber } }',
        cookie,
        { cartId: added.id, version: added.version },
      ).catch((error: Error) => ({ status: 0, body: { errors: [{ message: error.message }] } }));
    const first = finalize();
    const victim = cluster.supervisor.children.find((c) => c.name === 'bff-1')!;
    const victimRun = victim.run;
    const killedAt = Date.now();
    cluster.supervisor.signal(victim, 'SIGKILL');
    const firstAnswer = await first;

    // The pages whose stream ended open it again (as EventSource does) and have their state within 5 s.
    const reopened = await Promise.all(
      streams.map(async (stream) => {
        const ending = await Promise.race([stream.ended, sleep(1500).then(() => 'open')]);
        if (ending === 'open') return { stream, reconnectedIn: 0 };
        const again = openStream(web, 'de-at', cookie);
        await until(
          'the stream is back',
          async () => (maintenanceOf(again, '20HHAT').length > 0 ? true : undefined),
          5000,
        );
        return { stream: again, reconnectedIn: Date.now() - killedAt };
      }),
    );
    expect(reopened.some((r) => r.reconnectedIn > 0)).toBe(true);
    for (const r of reopened) expect(r.reconnectedIn).toBeLessThan(5000);

    // A finalize whose answer was lost is sent again as the web does: exactly one order either way.
    const outcome = firstAnswer.body.data?.finalizeCart?.orderNumber
      ? firstAnswer
      : await until('the order is answered', async () => {
          const again = await finalize();
          return again.body.data?.finalizeCart || again.body.errors?.[0]?.extensions?.code === 'CONFLICT'
            ? again
            : undefined;
        });
    const ordersAfter = await orderNumbers(cookie);
    const newOrders = ordersAfter.filter((n) => !ordersBefore.includes(n));
    expect(newOrders).toHaveLength(1);
    if (outcome.body.data?.finalizeCart)
      expect(newOrders).toEqual([outcome.body.data.finalizeCart.orderNumber]);

    await restarted(victim, victimRun, `${cluster.bffs[0].url}/health/ready`);
    await sleep(2 * CHECK_INTERVAL_MS);
    browsing = false;
    await browse;
    for (const s of reopened) s.stream.close();
    for (const s of streams) s.close();

    // Still signed in, on both BFFs (the session lives in Redis).
    for (const bff of cluster.bffs) expect((await me(bff.url)).data.me.customer.customerNo).toBe(customerNo);
    // No failure lasted longer than the load balancer's check interval.
    const failures = answers.filter(
      (a) => a.status === 'error' || (typeof a.status === 'number' && a.status >= 500),
    );
    const longest = failures.length ? failures[failures.length - 1].at - failures[0].at : 0;
    expect({
      failures: failures.length,
      longestMs: longest <= CHECK_INTERVAL_MS ? 'within' : longest,
    }).toEqual({
      failures: failures.length,
      longestMs: 'within',
    });
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(20);
  });

  it('a price change one worker applies reaches every BFF: none answers the old price after its event', async () => {
    const cookie = await signIn(web, 'admin@20hhat.example');
    const customerNo = (await graphql(web, '{ me { customer { customerNo } } }', cookie)).body.data.me
      .customer.customerNo;
    const { body: listing } = await graphql(
      web,
      '{ products(locale: "de-at", searchTerm: "reiniger", limit: 6) { items { sku } } }',
      cookie,
    );
    const sku = listing.data.products.items[0].sku as string;
    const priceAt = async (origin: string) =>
      (
        await graphql(
          origin,
          `{ custPrices(locale: "de-at", sku: "${sku}") { price { centAmount } } }`,
          cookie,
        )
      ).body.data.custPrices.price.centAmount as number;
    // Both BFFs hold the price in their caches.
    const before = await priceAt(cluster.bffs[0].url);
    expect(await priceAt(cluster.bffs[1].url)).toBe(before);
    expect(await priceAt(cluster.bffs[0].url)).toBe(before);
    // Each BFF's own stream tells when that BFF has heard of the change.
    const streams = cluster.bffs.map((bff) => openStream(bff.url, 'de-at', cookie));
    await until('both streams open', async () =>
      streams.every((s) => s.events.length > 0) ? true : undefined,
    );
    const cents = before + 137;
    await ops('prices', 'change', '20HHAT', '--customer', customerNo, '--sku', sku, '--cents', String(cents));
    await ops('prices', 'refresh', '20HHAT', '--customer', customerNo);
    await until('both BFFs heard of the change', async () =>
      streams.every((s) => s.events.some((e) => e.type === 'prices-changed')) ? true : undefined,
    );
    for (const s of streams) s.close();
    expect(await Promise.all(cluster.bffs.map((bff) => priceAt(bff.url)))).toEqual([cents, cents]);
  });

  it('the rate limit counts a caller once across the BFFs', async () => {
    // A guest is counted by address; HAProxy forwards it, each request goes to the next BFF.
    const statuses: number[] = [];
    for (let i = 0; i < 410; i += 1) {
      const answer = await request(web, '/graphql', {
        method: 'POST',
        body: { query: '{ __typename }' },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      statuses.push(answer.status);
    }
    // 400 per window for the caller, wherever its requests went; not 400 per BFF.
    expect(statuses.slice(0, 400).filter((status) => status !== 200)).toEqual([]);
    expect(statuses.slice(400).every((status) => status === 429)).toBe(true);
    // Another caller has its own budget.
    expect(
      (
        await request(web, '/graphql', {
          method: 'POST',
          body: { query: '{ __typename }' },
          headers: { 'x-forwarded-for': '203.0.113.78' },
        })
      ).status,
    ).toBe(200);
  });

  it('a worker killed in the middle of a job: the other one does it, exactly once', async () => {
    const PURCHASER = 'purchaser@30hhde.example';
    const { Queue } = await import('bullmq');
    const mail = cluster.supervisor.children.find((c) => c.name === 'mail')!;
    const inbox = async () =>
      (await (
        await fetch(`${cluster.mailInboxUrl}/api/email`, { signal: AbortSignal.timeout(HANG_MS) })
      ).json()) as {
        subject: string;
        to: { address: string }[];
      }[];
    const { Redis } = await import('ioredis');
    const connection = new Redis(cluster.env.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('mail', { connection });
    try {
      // The mail server does not answer: the worker that takes the order's mail waits in the middle of it.
      cluster.supervisor.signal(mail, 'SIGSTOP');
      const cookie = await signIn(web, PURCHASER);
      const orderNumber = await placeOrder(cookie, 'de-de');
      const jobId = `order-confirmation-30HHDE-${orderNumber}`;
      const job = await until('a worker has the mail', async () => {
        const active = await queue.getActive();
        output.push(`active: ${active.map((j) => `${j.id} by ${j.processedBy}`).join(', ')}`);
        return active.find((j) => j.id === jobId && j.processedBy);
      });
      const pidOf = (name: string) => Number(name.split(':').pop());
      const victim = cluster.workers.find((w) => w.child.pid === pidOf(job.processedBy!));
      expect(victim).toBeDefined();
      cluster.supervisor.signal(victim!.child, 'SIGKILL');
      cluster.supervisor.signal(mail, 'SIGCONT');
      // The job's lock runs out and the other worker (or the restarted one) carries it out.
      const done = await until('the mail job is done', async () => {
        const again = await queue.getJob(job.id!);
        return (await again?.isCompleted()) ? again : undefined;
      });
      expect(done!.processedBy).not.toBe(job.processedBy);
      // Order numbers count per tenant: another tenant's order of the first case may have the same one.
      const subjects = async () =>
        (await inbox()).filter(
          (m) => m.subject.includes(orderNumber) && m.to.some((to) => to.address === PURCHASER),
        );
      await until('the mail arrived', async () => ((await subjects()).length > 0 ? true : undefined));
      // Time for a second delivery to show up, were there one.
      await sleep(3000);
      expect(await subjects()).toHaveLength(1);
    } finally {
      cluster.supervisor.signal(mail, 'SIGCONT');
      await queue.close();
      connection.disconnect();
    }
  });

  it('Redis wiped: the shop keeps answering and the maintenance switch is back within 5 s', async () => {
    await ops('maintenance', 'on', '57HHBG');
    const stateOf = async () => (await request(web, '/api/maintenance', { method: 'POST' })).body['57HHBG'];
    expect((await stateOf()).enabled).toBe(true);
    await redis('FLUSHALL');
    const wipedAt = Date.now();
    // The shop answers meanwhile: the home page and a guest's listing.
    expect((await request(web, '/de-at')).status).toBe(200);
    await until(
      'the switch is back',
      async () => ((await stateOf())?.enabled === true ? true : undefined),
      5000,
    );
    expect(Date.now() - wipedAt).toBeLessThan(5000);
    const listing = await graphql(
      web,
      '{ products(locale: "de-at", searchTerm: "reiniger", limit: 3) { total } }',
    );
    expect(listing.body.data.products.total).toBeGreaterThan(0);
    await ops('maintenance', 'off', '57HHBG');
  });

  /** Puts the first orderable sku of a listing into the cookie's cart and orders it; the order number. */
  async function placeOrder(cookie: string, locale: string): Promise<string> {
    const { body: listing } = await graphql(
      web,
      `{ products(locale: "${locale}", searchTerm: "reiniger", limit: 12) { items { sku } } }`,
      cookie,
    );
    for (const { sku } of listing.data.products.items as { sku: string }[]) {
      const cart = (await graphql(web, `{ cart(locale: "${locale}") { id version } }`, cookie)).body.data
        .cart;
      const added = await graphql(
        web,
        `mutation($cartId: ID!, $version: Int!, $sku: String!) { changeCartLines(locale: "${locale}", cartId: $cartId, version: $version, mode: "add", lines: [{ sku: $sku, quantity: 1 }]) { id version } }`,
        cookie,
        { cartId: cart.id, version: cart.version, sku },
      );
      const line = added.body.data?.changeCartLines;
      if (!line) continue;
      const ordered = await graphql(
        web,
        `mutation($cartId: ID!, $version: Int!) { finalizeCart(locale: "${locale}", cartId: $cartId, version: $version) { orderNumber } }`,
        cookie,
        { cartId: line.id, version: line.version },
      );
      if (ordered.body.data?.finalizeCart) return ordered.body.data.finalizeCart.orderNumber as string;
    }
    throw new Error('no sku of the listing could be ordered');
  }

  async function orderNumbers(cookie: string): Promise<string[]> {
    const { body } = await graphql(
      web,
      '{ orders(locale: "de-at", page: 1, size: 100) { items { identifier } } }',
      cookie,
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return (body.data.orders.items as { identifier: string }[]).map((o) => o.identifier);
  }
});
