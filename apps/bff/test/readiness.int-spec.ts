import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { freePort } from '@shop/db/testing';
import { Draining } from '../src/health/draining';
import { eventually, startAnotherBff, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

/** The BFF's readiness while its dependencies come and go: a redis-server of the test's own, then the database. */
describe('readiness with a dependency down', () => {
  let port: number;
  let redisServer: ChildProcess | undefined;
  let bff: TestBff;

  const startRedis = async () => {
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually('redis-server answers', async () => {
      const { createConnection } = await import('node:net');
      return new Promise<boolean>((resolve) => {
        const socket = createConnection(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
    });
  };

  const stopRedis = async () => {
    const server = redisServer;
    if (!server || server.exitCode !== null) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGKILL');
    });
  };

  /** Readiness as a load balancer sees it: status and body, with a bound that catches a hang. */
  const ready = async (baseUrl = bff.baseUrl) => {
    const response = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    bff = await startTestBff({ scale: 0.05, redisServerUrl: `redis://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await bff?.close().catch(() => undefined);
    await stopRedis();
  });

  it('is ready when the database and Redis answer', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
  });

  it('does not start against a database that takes connections but never answers: one line naming DATABASE_URL', async () => {
    // A database host that hangs (overloaded, or a network that drops packets) rather than refusing.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const started = startAnotherBff(bff, {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${silentPort}/postgres`,
      });
      await expect(started).rejects.toThrow(
        new RegExp(
          `^Configuration error: DATABASE_URL \\(127\\.0\\.0\\.1:${silentPort}\\) not reachable within 10 s \\(.+\\)$`,
        ),
      );
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers 503 naming Redis while Redis is gone, promptly, and is ready again when it is back', async () => {
    await stopRedis();
    expect(await ready()).toEqual({ status: 503, body: { status: 'down', database: 'ok', redis: 'down' } });
    // Liveness is not readiness: the process itself is fine.
    expect((await fetch(`${bff.baseUrl}/health/live`)).status).toBe(200);
    await startRedis();
    await eventually('ready again', async () => (await ready()).status === 200);
  });

  it('answers 503 naming the database when the database is gone', async () => {
    await bff.database.stop();
    expect(await ready()).toEqual({ status: 503, body: { status: 'down', database: 'down', redis: 'ok' } });
  });

  it('answers 503 "draining" once told to stop, while it still serves (decision 0144)', async () => {
    bff.app.get(Draining).start();
    expect(await ready()).toEqual({ status: 503, body: { status: 'draining' } });
    const live = await fetch(`${bff.baseUrl}/health/live`);
    expect(live.status).toBe(200);
  });
});
