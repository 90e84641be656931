import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { Sink, freePort, waitFor } from './helpers';

jest.setTimeout(90_000);

/** The cluster's parts (docs/decisions/0144-a-local-cluster.md) with the real HAProxy and PostgreSQL of Debian's packages. */
describe('cluster launcher', () => {
  const loadCluster = () => import('../lib/cluster.mjs');
  const loadSupervise = () => import('../lib/supervise.mjs');
  type Supervisor = InstanceType<Awaited<ReturnType<typeof loadSupervise>>['Supervisor']>;
  let supervisor: Supervisor | undefined;
  const servers: Server[] = [];
  const dirs: string[] = [];

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cluster-spec-'));
    // The postgres account must reach the data folder below it.
    chmodSync(dir, 0o755);
    dirs.push(dir);
    return dir;
  };

  afterEach(async () => {
    await supervisor?.stopAll();
    supervisor = undefined;
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function createSupervisor() {
    const { Supervisor } = await loadSupervise();
    supervisor = new Supervisor({ out: new Sink(), err: new Sink(), killTimeoutMs: 2000, color: false });
    return supervisor;
  }

  it('takes --bffs, --workers (and --replicas for the BFFs), and refuses what is not a number', async () => {
    const { clusterArgs } = await loadCluster();
    expect(clusterArgs([])).toEqual({ bffs: 2, workers: 2, rest: [] });
    expect(clusterArgs(['--bffs', '3', '--workers=1', '--reset'])).toEqual({
      bffs: 3,
      workers: 1,
      rest: ['--reset'],
    });
    expect(clusterArgs(['--replicas=4'])).toMatchObject({ bffs: 4 });
    expect(() => clusterArgs(['--bffs', 'zwei'])).toThrow('--bffs takes a number from 1 to 99, got "zwei".');
    expect(() => clusterArgs(['--workers', '0'])).toThrow('--workers takes a number');
  });

  it('HAProxy balances over the ready BFFs, takes out one that says "draining", and sends GETs past one that is gone', async () => {
    const { startHaproxy } = await import('../lib/haproxy.mjs');
    const state = { a: 200, b: 200 };
    const backend = async (name: 'a' | 'b') => {
      const port = await freePort();
      const server = createServer((req, res) => {
        if (req.url === '/health/ready') {
          res.writeHead(state[name]).end(state[name] === 200 ? '{"status":"ok"}' : '{"status":"draining"}');
        } else res.writeHead(200).end(name);
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      servers.push(server);
      return { name, port, server };
    };
    const [a, b] = [await backend('a'), await backend('b')];
    const front = await freePort();
    const dir = tempDir();
    await startHaproxy({
      dataDir: dir,
      supervisor: await createSupervisor(),
      config: { bind: { host: '127.0.0.1', port: front }, bffs: [a, b], statsPort: await freePort() },
    });
    expect(readFileSync(join(dir, 'haproxy.cfg'), 'utf8')).toContain('option httpchk GET /health/ready');
    const answers = async (n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await fetch(`http://127.0.0.1:${front}/anything`);
        out.push(`${res.status} ${await res.text()}`);
      }
      return out;
    };
    await waitFor(async () => new Set(await answers(4)).size === 2, 10_000, 'both BFFs in rotation');

    state.a = 503;
    await waitFor(
      async () => (await answers(4)).every((answer) => answer === '200 b'),
      10_000,
      'a taken out',
    );
    state.a = 200;
    await waitFor(async () => (await answers(4)).includes('200 a'), 10_000, 'a back');

    // a goes away without a word: every GET is still answered, by b.
    await new Promise((resolve) => {
      a.server.closeAllConnections();
      a.server.close(resolve);
    });
    servers.splice(servers.indexOf(a.server), 1);
    expect(await answers(20)).toEqual(Array(20).fill('200 b'));
  });

  it("runs a PostgreSQL server of its own from Debian's package, kept in its data folder between starts", async () => {
    const { startLocalPostgres } = await import('../lib/postgres-server.mjs');
    const dir = tempDir();
    const query = async (url: string, sql: string) => {
      const pool = new Pool({ connectionString: url, max: 1 });
      try {
        return (await pool.query(sql)).rows;
      } finally {
        await pool.end();
      }
    };
    const first = await startLocalPostgres({ dataDir: dir, supervisor: await createSupervisor() });
    await query(first.url, 'create table kept (n int); insert into kept values (42)');
    await supervisor!.stopAll();
    const again = await startLocalPostgres({ dataDir: dir, supervisor: await createSupervisor() });
    expect(await query(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
  });
});
