import { createServer as createHttpServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sink, freePort, waitFor } from './helpers';

// Needs the Redis of REDIS_URL (npm test makes sure one answers) and redis-server on PATH for the
// start-up case (npm start installs it where it is missing).
describe('Redis detection', () => {
  const load = () => import('../lib/redis.mjs');
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

  it('gets PONG from the running Redis', async () => {
    const { pingRedis } = await load();
    expect(await pingRedis(url)).toMatch(/^(pong|noauth)$/);
  });

  it('finds nothing on a closed port', async () => {
    const { pingRedis } = await load();
    expect(await pingRedis(`redis://127.0.0.1:${await freePort()}`, 500)).toBeNull();
  });

  it('does not take a server that speaks another protocol for Redis', async () => {
    const { pingRedis } = await load();
    const server = createHttpServer((_, res) => res.end('hello'));
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await pingRedis(`redis://127.0.0.1:${port}`, 1000)).toBeNull();
    } finally {
      server.close();
    }
  });

  it('claims an empty database like the integration specs do, and runs commands on the one the URL names', async () => {
    const { claimRedisDatabase, redisCommands } = await load();
    const testUrl = await claimRedisDatabase(url, `scripts-test:${process.pid}`);
    expect(testUrl).toMatch(/\/([1-9]\d*)$/);
    // A second claimant never gets a database that holds something (here: the first claim's marker).
    expect(await claimRedisDatabase(url, 'second')).not.toBe(testUrl);
    const key = `scripts-test:${process.pid}:${Date.now()}`;
    const replies = await redisCommands(testUrl, [
      ['SET', key, 'wert mit ümlaut', 'EX', '30'],
      ['GET', key],
      ['DEL', key],
    ]);
    expect(replies.slice(-3)).toEqual(['+OK', '$wert mit ümlaut', ':1']);
    await expect(redisCommands(testUrl, [['NOSUCHCOMMAND']])).rejects.toThrow(/Redis NOSUCHCOMMAND failed/);
    await redisCommands(testUrl, [['FLUSHDB']]);
  });

  it('starts redis-server for a local URL that does not answer, and stops it again', async () => {
    const { ensureRedis, pingRedis } = await load();
    const { Supervisor } = await import('../lib/supervise.mjs');
    const supervisor = new Supervisor({ out: new Sink(), err: new Sink(), color: false });
    const localUrl = `redis://127.0.0.1:${await freePort()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'redis-'));
    try {
      const child = await ensureRedis({ url: localUrl, dataDir, supervisor });
      expect(child?.name).toBe('redis');
      expect(await pingRedis(localUrl)).toBe('pong');
      expect(await ensureRedis({ url: localUrl, dataDir, supervisor })).toBeNull();
    } finally {
      await supervisor.stopAll();
    }
    expect(await pingRedis(localUrl, 500)).toBeNull();
  });

  it('keeps what was written when its redis-server is killed: the supervisor restarts it with its append-only file', async () => {
    const { startRedisServer, redisCommands } = await load();
    const { Supervisor } = await import('../lib/supervise.mjs');
    const out = new Sink();
    const err = new Sink();
    const supervisor = new Supervisor({ out, err, color: false, restart: { initialDelayMs: 50 } });
    const localUrl = `redis://127.0.0.1:${await freePort()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'redis-aof-'));
    try {
      const child = await startRedisServer({ url: localUrl, dataDir, supervisor });
      expect(child.ready).toBe(true);
      await redisCommands(localUrl, [
        ['SET', 'shop:session:test', 'signed in'],
        ['HSET', 'shop:maintenance', '30HHDE', 'on'],
        ['ZADD', 'bull:maintenance:delayed', '1893456000000', 'window-1'],
      ]);
      // everysec delays the fsync (a machine crash may lose a second), not the write: once the AOF
      // buffer is empty the data is in the file, and a killed process loses nothing.
      await waitFor(async () => {
        const [info] = await redisCommands(localUrl, [['INFO', 'persistence']]);
        return /aof_enabled:1/.test(info) && /aof_buffer_length:0/.test(info);
      });
      process.kill(child.pid as number, 'SIGKILL');
      await waitFor(
        () => out.lines.some((l) => / redis is ready again /.test(l)),
        15_000,
        'redis ready again',
      );
      expect(err.lines.filter((l) => l.startsWith('✗'))).toEqual([
        expect.stringMatching(
          / redis was killed by SIGKILL after .* up; restarting in 50 ms \(attempt 1\)\.$/,
        ),
      ]);
      const replies = await redisCommands(localUrl, [
        ['GET', 'shop:session:test'],
        ['HGET', 'shop:maintenance', '30HHDE'],
        ['ZSCORE', 'bull:maintenance:delayed', 'window-1'],
      ]);
      expect(replies).toEqual(['$signed in', '$on', '$1893456000000']);
      expect(existsSync(join(dataDir, 'redis/appendonlydir'))).toBe(true);
    } finally {
      await supervisor.stopAll();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it("starts the test run's redis-server without persistence", async () => {
    const { startRedisServer, redisCommands } = await load();
    const { Supervisor } = await import('../lib/supervise.mjs');
    const supervisor = new Supervisor({ out: new Sink(), err: new Sink(), color: false });
    const localUrl = `redis://127.0.0.1:${await freePort()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'redis-test-'));
    try {
      await startRedisServer({ url: localUrl, dataDir, supervisor, persist: false });
      const [info] = await redisCommands(localUrl, [['INFO', 'persistence']]);
      expect(info).toMatch(/aof_enabled:0/);
      expect(existsSync(join(dataDir, 'redis/appendonlydir'))).toBe(false);
    } finally {
      await supervisor.stopAll();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says how to get Redis when none answers and redis-server is missing', async () => {
    const { ensureRedis } = await load();
    const { Supervisor } = await import('../lib/supervise.mjs');
    const supervisor = new Supervisor({ out: new Sink(), err: new Sink(), color: false });
    const localUrl = `redis://127.0.0.1:${await freePort()}`;
    const options = { url: localUrl, dataDir: tmpdir(), supervisor, allowInstall: false, pathVar: '' };
    await expect(ensureRedis(options)).rejects.toThrow(
      /redis-server is not installed\. Install Redis .* REDIS_URL/,
    );
  });

  it('does not try to start a remote Redis', async () => {
    const { ensureRedis } = await load();
    const { Supervisor } = await import('../lib/supervise.mjs');
    const supervisor = new Supervisor({ out: new Sink(), err: new Sink(), color: false });
    // An IPv4-mapped loopback address: the launcher does not take it for this machine, yet the probe
    // stays on loopback (tests send nothing off this machine).
    const port = await freePort();
    const options = { url: `redis://[::ffff:127.0.0.1]:${port}`, dataDir: tmpdir(), supervisor };
    await expect(ensureRedis(options)).rejects.toThrow(
      `Redis at REDIS_URL (::ffff:7f00:1:${port}) does not answer.`,
    );
  });
});

describe('RESP encoding', () => {
  it('encodes commands and splits replies', async () => {
    const { encodeCommand, parseReplies } = await import('../lib/redis.mjs');
    expect(encodeCommand(['SELECT', '15'])).toBe('*2\r\n$6\r\nSELECT\r\n$2\r\n15\r\n');
    expect(encodeCommand(['SET', 'k', 'ü'])).toBe('*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$2\r\nü\r\n');
    expect(parseReplies('+OK\r\n$5\r\nhello\r\n:1\r\n$-1\r\n-ERR bad\r\n')).toEqual({
      replies: ['+OK', '$hello', ':1', '$nil', '-ERR bad'],
      incomplete: false,
    });
    expect(parseReplies('+OK\r\n$5\r\nhel')).toEqual({ replies: ['+OK'], incomplete: true });
  });
});
