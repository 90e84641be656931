import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_APP, Sink, freePort, processAlive, waitFor } from './helpers';

describe('Supervisor', () => {
  const load = () => import('../lib/supervise.mjs');
  type Supervisor = InstanceType<Awaited<ReturnType<typeof load>>['Supervisor']>;
  let supervisor: Supervisor | undefined;

  afterEach(async () => {
    await supervisor?.stopAll();
    supervisor = undefined;
  });

  async function create(
    killTimeoutMs = 5000,
    restart?: { initialDelayMs?: number; maxDelayMs?: number; stableMs?: number },
  ) {
    const { Supervisor } = await load();
    const out = new Sink();
    const err = new Sink();
    supervisor = new Supervisor({ out, err, killTimeoutMs, color: false, tagWidth: 6, restart });
    return { supervisor, out, err };
  }

  /** The launcher's own lines (crash, restart, ready again), without the children's output. */
  const ownLines = (sink: InstanceType<typeof Sink>) => sink.lines.filter((l) => /^[✗↻✓!] /.test(l));

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

  it('restarts a child that dies after it was ready, with doubling delays up to the maximum', async () => {
    const { supervisor, out, err } = await create(5000, {
      initialDelayMs: 20,
      maxDelayMs: 80,
      stableMs: 60_000,
    });
    const { markReady } = await load();
    const crashes: number[] = [];
    const flappy = supervisor.start('flappy', process.execPath, [FAKE_APP, 'crash', '10']);
    supervisor.onCrash((c) => crashes.push(c.run));
    markReady(flappy);
    await waitFor(() => crashes.length >= 5);
    await supervisor.stopAll();
    const clock = '\\d\\d:\\d\\d:\\d\\d';
    const crashLines = ownLines(err).slice(0, 5);
    crashLines.forEach((line, i) => {
      const delay = [20, 40, 80, 80, 80][i];
      expect(line).toMatch(
        new RegExp(
          `^✗ ${clock} flappy exited with code 3 after [\\d.]+ m?s up; restarting in ${delay} ms \\(attempt ${i + 1}\\)\\.$`,
        ),
      );
    });
    const restartLines = ownLines(out).slice(0, 4);
    restartLines.forEach((line, i) =>
      expect(line).toMatch(new RegExp(`^↻ ${clock} flappy restarted \\(attempt ${i + 1}, pid \\d+\\)\\.$`)),
    );
    // The crash listener hears of every process that died, not only the first.
    expect(crashes.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(flappy.crashes).toBeGreaterThanOrEqual(5);
    expect(flappy.restarts).toBe(flappy.run - 1);
  });

  it('counts the delay from the start again after the child stayed up for the stable period', async () => {
    const { supervisor, out, err } = await create(5000, {
      initialDelayMs: 20,
      maxDelayMs: 1000,
      stableMs: 2000,
    });
    const { markReady, waitForLine } = await load();
    const port = await freePort();
    const ready = (c: Parameters<typeof markReady>[0]) =>
      waitForLine(c, (l) => l.includes('listening'), 5000);
    const db = supervisor.start('db', process.execPath, [FAKE_APP, 'serve', String(port)], {
      readyCheck: ready,
    });
    await ready(db);
    markReady(db);
    const killAndWaitBack = async () => {
      const run = db.run;
      process.kill(db.pid as number, 'SIGKILL');
      await waitFor(() => db.run === run + 1);
      await ready(db);
    };
    await killAndWaitBack();
    await killAndWaitBack();
    await sleep(2100); // up longer than stableMs
    await killAndWaitBack();
    await waitFor(() => ownLines(out).filter((l) => l.startsWith('✓')).length === 3);
    const crashLines = ownLines(err);
    expect(crashLines.map((l) => l.replace(/^✗ \S+ /, '').replace(/after .* up/, 'after … up'))).toEqual([
      'db was killed by SIGKILL after … up; restarting in 20 ms (attempt 1).',
      'db was killed by SIGKILL after … up; restarting in 40 ms (attempt 2).',
      'db was killed by SIGKILL after … up; restarting in 20 ms (attempt 1).',
    ]);
    expect(ownLines(out).filter((l) => l.startsWith('✓'))[1]).toMatch(
      /^✓ \S+ db is ready again \([\d.]+ m?s after restart attempt 2\)\.$/,
    );
    // The tail is the current process's output only.
    expect(db.tail).toEqual(['serve listening']);
    expect([db.crashes, db.restarts]).toEqual([3, 3]);
  });

  it('does not restart a child that fails before it was ready the first time', async () => {
    const { supervisor, out, err } = await create(5000, { initialDelayMs: 10 });
    const crashed = supervisor.firstCrash();
    const child = supervisor.start('bff', process.execPath, [FAKE_APP, 'crash', '10']);
    expect(await crashed).toBe(child);
    await sleep(100);
    expect(child.run).toBe(1);
    expect(child.exit).toEqual({ code: 3, signal: null });
    expect([...ownLines(out), ...ownLines(err)]).toEqual([]);
  });

  it('does not restart children that stop during stopAll', async () => {
    const { supervisor, out, err } = await create(300, { initialDelayMs: 10 });
    const { markReady, waitForLine } = await load();
    const stubborn = supervisor.start('stubborn', process.execPath, [FAKE_APP, 'stubborn']);
    const web = supervisor.start('web', process.execPath, [FAKE_APP, 'serve', String(await freePort())]);
    await waitForLine(stubborn, (l) => l === 'stubborn up', 5000);
    await waitForLine(web, (l) => l.includes('listening'), 5000);
    markReady(stubborn);
    markReady(web);
    await supervisor.stopAll();
    expect(stubborn.exit?.signal).toBe('SIGKILL');
    await sleep(100);
    expect([stubborn.run, web.run, stubborn.crashes, web.crashes]).toEqual([1, 1, 0, 0]);
    expect([...ownLines(out), ...ownLines(err)]).toEqual([]);
  });

  it('stops a child that is waiting for its restart, and stopChild cancels a pending restart', async () => {
    const { supervisor, err } = await create(5000, { initialDelayMs: 60_000, maxDelayMs: 60_000 });
    const { markReady, waitForLine } = await load();
    const start = (name: string) =>
      supervisor.start(name, process.execPath, [FAKE_APP, 'stubborn'], {
        env: { ...process.env, FAKE_NAME: name } as Record<string, string>,
      });
    const worker = start('worker');
    const idp = start('idp');
    for (const child of [worker, idp]) {
      await waitForLine(child, (l) => l === 'stubborn up', 5000);
      markReady(child);
      process.kill(child.pid as number, 'SIGKILL');
    }
    await waitFor(() => ownLines(err).length === 2);
    // One line per crash; the two exits may be noticed in either order.
    expect(ownLines(err)).toHaveLength(2);
    expect(ownLines(err)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/idp was killed by SIGKILL .* restarting in 1 min 0 s \(attempt 1\)/),
        expect.stringMatching(/worker was killed by SIGKILL .* restarting in 1 min 0 s \(attempt 1\)/),
      ]),
    );
    expect(await supervisor.stopChild(worker)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(supervisor.restartTimers.has(worker)).toBe(false);
    await supervisor.stopAll();
    expect(supervisor.restartTimers.size).toBe(0);
    expect([worker.run, idp.run]).toEqual([1, 1]);
  });

  it('waits 0.5 s before the first restart, doubling to 15 s', async () => {
    const { restartDelay, RESTART_POLICY } = await load();
    expect(RESTART_POLICY).toEqual({ initialDelayMs: 500, maxDelayMs: 15_000, stableMs: 60_000 });
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });
});
