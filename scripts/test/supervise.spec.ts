import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_APP, Sink, freePort, processAlive } from './helpers';

describe('Supervisor', () => {
  const load = () => import('../lib/supervise.mjs');
  type Supervisor = InstanceType<Awaited<ReturnType<typeof load>>['Supervisor']>;
  let supervisor: Supervisor | undefined;

  afterEach(async () => {
    await supervisor?.stopAll();
    supervisor = undefined;
  });

  async function create(killTimeoutMs = 5000) {
    const { Supervisor } = await load();
    const out = new Sink();
    const err = new Sink();
    supervisor = new Supervisor({ out, err, killTimeoutMs, color: false, tagWidth: 6 });
    return { supervisor, out, err };
  }

  it('prefixes every output line of a child with its tag', async () => {
    const { supervisor, out } = await create();
    const child = supervisor.start('once', process.execPath, [FAKE_APP, 'once'], { expectExit: true });
    const exit = await child.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(out.lines).toEqual(['[once]   partial line without newline']);
    expect(child.tail).toEqual(['partial line without newline']);
  });

  it('reports a child that exits on its own, with its last output', async () => {
    const { supervisor, err } = await create();
    const crashed = supervisor.firstCrash();
    const child = supervisor.start('bff', process.execPath, [FAKE_APP, 'crash', '100']);
    expect(await crashed).toBe(child);
    expect(child.exit).toEqual({ code: 3, signal: null });
    expect(err.lines).toEqual(['[bff]    fatal: config DATABASE_URL missing']);
    const { describeExit } = await load();
    expect(describeExit(child)).toBe(
      'bff exited with code 3. Last output:\n  starting\n  fatal: config DATABASE_URL missing',
    );
  });

  it('does not report a one-shot child that was expected to exit', async () => {
    const { supervisor } = await create();
    const crashes: string[] = [];
    supervisor.onCrash((c) => crashes.push(c.name));
    const seed = supervisor.start('seed', process.execPath, [FAKE_APP, 'crash', '10'], { expectExit: true });
    await seed.exited;
    await sleep(50);
    expect(crashes).toEqual([]);
  });

  it('reports a command that cannot be started', async () => {
    const { supervisor } = await create();
    const crashed = supervisor.firstCrash();
    const child = supervisor.start('ghost', '/nonexistent/redis-server', []);
    expect(await crashed).toBe(child);
    expect(child.exit?.error?.message).toMatch(/ENOENT/);
    const { describeExit } = await load();
    expect(describeExit(child)).toMatch(/^ghost could not start \(.*ENOENT/);
  });

  it('stops children with SIGTERM, the last started first, without reporting a crash', async () => {
    const { supervisor, out } = await create();
    const { waitForLine } = await load();
    const crashes: string[] = [];
    supervisor.onCrash((c) => crashes.push(c.name));
    const db = supervisor.start('db', process.execPath, [FAKE_APP, 'serve', String(await freePort())], {
      env: { ...process.env, FAKE_NAME: 'db' } as Record<string, string>,
    });
    const web = supervisor.start('web', process.execPath, [FAKE_APP, 'serve', String(await freePort())], {
      env: { ...process.env, FAKE_NAME: 'web' } as Record<string, string>,
    });
    await waitForLine(db, (l) => l.includes('listening'), 5000);
    await waitForLine(web, (l) => l.includes('listening'), 5000);
    await supervisor.stopAll();
    expect(db.exit).toEqual({ code: 0, signal: null });
    expect(web.exit).toEqual({ code: 0, signal: null });
    const byes = out.lines.filter((l) => l.endsWith('bye'));
    expect(byes).toEqual(['[web]    web bye', '[db]     db bye']);
    expect(crashes).toEqual([]);
  });

  it('kills a child that ignores SIGTERM after the grace period, with its whole process group', async () => {
    const { supervisor } = await create(400);
    const { waitForLine } = await load();
    const stubborn = supervisor.start('stubborn', process.execPath, [FAKE_APP, 'stubborn']);
    const family = supervisor.start('family', process.execPath, [FAKE_APP, 'family']);
    await waitForLine(stubborn, (l) => l === 'stubborn up', 5000);
    const line = await waitForLine(family, (l) => l.startsWith('grandchild '), 5000);
    const grandchild = Number(line.split(' ')[1]);
    expect(processAlive(grandchild)).toBe(true);
    const started = Date.now();
    await supervisor.stopAll();
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(stubborn.exit?.signal).toBe('SIGKILL');
    expect(stubborn.tail).toContain('ignoring SIGTERM');
    expect(family.exit?.signal).toBe('SIGKILL');
    await sleep(100);
    expect(processAlive(grandchild)).toBe(false);
  });

  it('waits for a line, and fails when the child exits first', async () => {
    const { supervisor } = await create(300);
    const { waitForLine } = await load();
    const crashing = supervisor.start('db', process.execPath, [FAKE_APP, 'crash', '50'], {
      expectExit: true,
    });
    await expect(waitForLine(crashing, (l) => l.includes('embedded postgres ready'), 5000)).rejects.toThrow(
      /db exited with code 3/,
    );
    const silent = supervisor.start('quiet', process.execPath, [FAKE_APP, 'stubborn']);
    await expect(waitForLine(silent, (l) => l === 'never', 300)).rejects.toThrow(
      /quiet did not become ready within 0.3 s/,
    );
  });
});
