import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Pool } from 'pg';
import { EMBEDDED_DB, FAKE_APP, Sink, freePort, waitFor } from './helpers';

describe('system start-up helpers', () => {
  const loadSystem = () => import('../lib/system.mjs');
  const loadSupervise = () => import('../lib/supervise.mjs');
  const root = join(__dirname, '../..');
  type Supervisor = InstanceType<Awaited<ReturnType<typeof loadSupervise>>['Supervisor']>;
  let supervisor: Supervisor | undefined;

  afterEach(async () => {
    await supervisor?.stopAll();
    supervisor = undefined;
  });

  async function createSupervisor() {
    const { Supervisor } = await loadSupervise();
    supervisor = new Supervisor({ out: new Sink(), err: new Sink(), killTimeoutMs: 1000, color: false });
    return supervisor;
  }

  it('starts idp, bff and worker from the build output and knows their ready URLs (the bff’s on the shop origin)', async () => {
    const { appSpecs } = await loadSystem();
    const { withDefaults } = await import('../lib/env.mjs');
    const specs = appSpecs(root, withDefaults({ BFF_PORT: '4100', WEB_PORT: '4000' }));
    expect(specs.map((s) => [s.name, s.readyUrl])).toEqual([
      ['idp', 'http://127.0.0.1:3300/health/ready'],
      ['bff', 'http://127.0.0.1:4000/health/ready'],
      ['worker', 'http://127.0.0.1:3200/health/ready'],
    ]);
    expect(specs.map((s) => s.args)).toEqual([
      ['dist/apps/idp/src/main.js'],
      ['dist/apps/bff/src/main.js'],
      ['dist/apps/worker/src/main.js'],
    ]);
  });

  it('checks the embedded database and mail catcher ports only when DATABASE_URL and SMTP_URL are unset', async () => {
    const { systemPorts } = await loadSystem();
    const { withDefaults } = await import('../lib/env.mjs');
    expect(systemPorts(withDefaults({})).map((p) => p.port)).toEqual([
      3000, 3100, 3300, 3200, 5488, 1025, 1080,
    ]);
    expect(
      systemPorts(withDefaults({ DATABASE_URL: 'postgres://db/shop', SMTP_URL: 'smtp://mail.example' })).map(
        (p) => p.port,
      ),
    ).toEqual([3000, 3100, 3300, 3200]);
  });

  it('gives an isolated shop free ports for the mail catcher and never a real SMTP_URL', async () => {
    const { isolatedSystemEnv } = await loadSystem();
    const env = await isolatedSystemEnv({ SMTP_URL: 'smtp://mail.example.com', MAIL_SMTP_PORT: '1025' }, {});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_SMTP_PORT).not.toBe('1025');
    expect(env.MAIL_WEB_PORT).not.toBe('1080');
    expect(env.MAIL_SMTP_PORT).not.toBe(env.MAIL_WEB_PORT);
  });

  it('refuses to start when a port is taken, naming it', async () => {
    const { assertPortsFree } = await loadSystem();
    const { withDefaults } = await import('../lib/env.mjs');
    const [busy, free1, free2, free3] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(busy, '127.0.0.1', resolve));
    try {
      const env = withDefaults({
        WEB_PORT: String(free1),
        BFF_PORT: String(busy),
        IDP_PORT: String(free2),
        WORKER_HEALTH_PORT: String(free3),
        DATABASE_URL: 'postgres://db/shop',
        SMTP_URL: 'smtp://mail.example',
      });
      await expect(assertPortsFree(env)).rejects.toThrow(`Ports already in use: ${busy} bff (BFF_PORT)`);
      await expect(assertPortsFree({ ...env, BFF_PORT: String(await freePort()) })).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('waits until every app answers 200 on its ready URL', async () => {
    const { waitAllReady } = await loadSystem();
    const sup = await createSupervisor();
    const ports = [await freePort(), await freePort()];
    const apps = ports.map((port, i) => ({
      name: `app${i}`,
      readyUrl: `http://127.0.0.1:${port}/health/ready`,
      child: sup.start(`app${i}`, process.execPath, [FAKE_APP, 'serve', String(port)]),
    }));
    await expect(waitAllReady(apps, 10_000, () => undefined)).resolves.toBeUndefined();
    // Ready once: the supervisor restarts them from now on.
    expect(apps.map((app) => app.child.ready)).toEqual([true, true]);
  });

  it('fails as soon as an app exits before it is ready, naming it', async () => {
    const { waitAllReady } = await loadSystem();
    const sup = await createSupervisor();
    const port = await freePort();
    const apps = [
      {
        name: 'idp',
        readyUrl: `http://127.0.0.1:${port}/health/ready`,
        child: sup.start('idp', process.execPath, [FAKE_APP, 'serve', String(port)]),
      },
      {
        name: 'bff',
        readyUrl: `http://127.0.0.1:${await freePort()}/health/ready`,
        child: sup.start('bff', process.execPath, [FAKE_APP, 'crash', '200']),
      },
    ];
    const started = Date.now();
    await expect(waitAllReady(apps, 20_000, () => undefined)).rejects.toThrow(
      /bff stopped before it was ready\. bff exited with code 3\. Last output:\n {2}starting\n {2}fatal: config DATABASE_URL missing/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the apps that are not ready after the timeout, with their output', async () => {
    const { waitAllReady } = await loadSystem();
    const sup = await createSupervisor();
    const url = `http://127.0.0.1:${await freePort()}/health/ready`;
    const apps = [
      { name: 'worker', readyUrl: url, child: sup.start('worker', process.execPath, [FAKE_APP, 'stubborn']) },
    ];
    await expect(waitAllReady(apps, 800, () => undefined)).rejects.toThrow(
      `Not ready after 0.8 s: worker.\n${url} does not answer 200. worker is still running. Last output:\n  stubborn up`,
    );
  });

  it('names an app that stopped and was restarted, for the e2e run to count it as a failure', async () => {
    const { stoppedChildren, waitAllReady } = await loadSystem();
    const { Supervisor } = await loadSupervise();
    const out = new Sink();
    supervisor = new Supervisor({ out, err: new Sink(), color: false, restart: { initialDelayMs: 10 } });
    const sup = supervisor;
    const ports = [await freePort(), await freePort()];
    const apps = ['bff', 'web'].map((name, i) => ({
      name,
      readyUrl: `http://127.0.0.1:${ports[i]}/health/ready`,
      child: sup.start(name, process.execPath, [FAKE_APP, 'serve', String(ports[i])]),
    }));
    await waitAllReady(apps, 10_000, () => undefined);
    expect(stoppedChildren(sup)).toEqual([]);
    process.kill(apps[0].child.pid as number, 'SIGKILL');
    await waitFor(() => out.lines.some((l) => / bff restarted /.test(l)));
    expect(apps[0].child.exit).toBeNull();
    expect(stoppedChildren(sup)).toEqual(['bff']);
  });

  it('restarts the embedded database after SIGKILL: it answers again with its data, a pool reconnects', async () => {
    const { ensureDatabase, SERVE_EMBEDDED } = await import('../lib/db.mjs');
    const { withDefaults } = await import('../lib/env.mjs');
    const { Supervisor } = await loadSupervise();
    const out = new Sink();
    const err = new Sink();
    supervisor = new Supervisor({ out, err, color: false, restart: { initialDelayMs: 100 } });
    // A root whose build output is the embedded database of the fixture (the same PGlite server as
    // serve-embedded.js, without a build).
    const fakeRoot = mkdtempSync(join(tmpdir(), 'launcher-db-'));
    mkdirSync(dirname(join(fakeRoot, SERVE_EMBEDDED)), { recursive: true });
    writeFileSync(join(fakeRoot, SERVE_EMBEDDED), `require(${JSON.stringify(EMBEDDED_DB)});\n`);
    const env = withDefaults({
      ...process.env,
      DATABASE_URL: undefined,
      DATA_DIR: join(fakeRoot, 'data'),
      PGLITE_PORT: String(await freePort()),
    });
    // As the apps' pools (libs/db createDb): an idle connection that breaks must not throw.
    let pool: Pool | undefined;
    try {
      const db = await ensureDatabase({ root: fakeRoot, env, supervisor });
      expect(db.child?.ready).toBe(true);
      pool = new Pool({ connectionString: db.url, max: 2 });
      pool.on('error', () => undefined);
      await pool.query('create table kept (v text)');
      await pool.query(`insert into kept values ('before the crash')`);

      process.kill(db.child?.pid as number, 'SIGKILL');
      await waitFor(() => out.lines.some((l) => / db is ready again /.test(l)), 60_000, 'db ready again');

      expect(err.lines.filter((l) => l.startsWith('✗'))).toEqual([
        expect.stringMatching(/ db was killed by SIGKILL after .* up; restarting in 100 ms \(attempt 1\)\.$/),
      ]);
      expect(out.lines.filter((l) => l.startsWith('↻'))).toEqual([
        expect.stringMatching(/ db restarted \(attempt 1, pid \d+\)\.$/),
      ]);
      expect((await pool.query('select v from kept')).rows).toEqual([{ v: 'before the crash' }]);
    } finally {
      await pool?.end();
      await supervisor.stopAll();
      rmSync(fakeRoot, { recursive: true, force: true });
    }
  }, 120_000);
});
