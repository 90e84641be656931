import { mkdirSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';
import { connect as connectTls } from 'node:tls';
import { aptInstall, canAptInstall, findOnPath } from './apt.mjs';
import { isLocalHost, parseRedisUrl } from './env.mjs';
import { UserError, say } from './log.mjs';
import { waitUntil } from './net.mjs';
import { markReady } from './supervise.mjs';

/**
 * One RESP command as the wire format wants it.
 * @param {string[]} args
 */
export function encodeCommand(args) {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/**
 * Splits the start of a RESP buffer into replies of the simple kinds (+, -, :, $). Returns the replies
 * as their first line ('+OK', '-ERR …', ':1', '$<value>') and whether input was left incomplete.
 * Bulk lengths count bytes, so the buffer is parsed as bytes.
 * @param {Buffer | string} input
 */
export function parseReplies(input) {
  const buffer = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  /** @type {string[]} */
  const replies = [];
  let pos = 0;
  while (pos < buffer.length) {
    const end = buffer.indexOf('\r\n', pos);
    if (end < 0) return { replies, incomplete: true };
    const line = buffer.subarray(pos, end).toString('utf8');
    if (line.startsWith('$')) {
      const length = Number(line.slice(1));
      if (length < 0) {
        replies.push('$nil');
        pos = end + 2;
        continue;
      }
      if (buffer.length < end + 2 + length + 2) return { replies, incomplete: true };
      replies.push(`$${buffer.subarray(end + 2, end + 2 + length).toString('utf8')}`);
      pos = end + 2 + length + 2;
    } else {
      replies.push(line);
      pos = end + 2;
    }
  }
  return { replies, incomplete: false };
}

/**
 * Sends raw RESP to the Redis of url and resolves with the first `expected` replies, or null when
 * nothing (or something that does not speak RESP) answers within timeoutMs.
 * @param {string} url
 * @param {string} payload
 * @param {number} expected
 * @param {number} [timeoutMs]
 * @returns {Promise<string[] | null>}
 */
export function redisExchange(url, payload, expected, timeoutMs = 1500) {
  const target = parseRedisUrl(url);
  return new Promise((resolve) => {
    const socket = target.tls
      ? connectTls({ host: target.host, port: target.port, servername: target.host })
      : connectTcp({ host: target.host, port: target.port });
    let buffer = Buffer.alloc(0);
    let settled = false;
    const done = (/** @type {string[] | null} */ result) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write(payload));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const { replies } = parseReplies(buffer);
      if (replies.some((r) => !/^[+\-:$]/.test(r))) return done(null);
      if (replies.length >= expected) done(replies.slice(0, expected));
    });
    socket.once('error', () => done(null));
    socket.once('close', () => done(null));
  });
}

/**
 * 'pong' when Redis answers PING, 'noauth' when it answers but wants a password (reachable all the
 * same), null when nothing answers like Redis.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<'pong' | 'noauth' | null>}
 */
export async function pingRedis(url, timeoutMs = 1500) {
  const replies = await redisExchange(url, 'PING\r\n', 1, timeoutMs);
  const reply = replies?.[0] ?? '';
  if (reply.startsWith('+PONG')) return 'pong';
  if (reply.startsWith('-NOAUTH')) return 'noauth';
  return null;
}

/**
 * Runs commands on the database of url (after AUTH and SELECT when the URL names them) and throws
 * when one of them fails.
 * @param {string} url
 * @param {string[][]} commands
 */
export async function redisCommands(url, commands) {
  const target = parseRedisUrl(url);
  const all = [];
  if (target.password)
    all.push(target.username ? ['AUTH', target.username, target.password] : ['AUTH', target.password]);
  if (target.db !== null) all.push(['SELECT', String(target.db)]);
  all.push(...commands);
  const replies = await redisExchange(url, all.map(encodeCommand).join(''), all.length, 5000);
  if (!replies) throw new UserError(`Redis at ${target.host}:${target.port} did not answer.`);
  const failed = replies.findIndex((r) => r.startsWith('-'));
  if (failed >= 0) throw new UserError(`Redis ${all[failed][0]} failed: ${replies[failed].slice(1)}`);
  return replies;
}

export const REDIS_INSTALL_HINT =
  'Install Redis (Debian/Ubuntu: `sudo apt-get install redis-server`, macOS: `brew install redis`) ' +
  'or point REDIS_URL at a running Redis.';

/**
 * Makes sure Redis answers at url. A local URL that does not answer gets a redis-server child of the
 * supervisor (installed with apt-get when allowed and missing).
 * @param {{
 *   url: string,
 *   dataDir: string,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   allowInstall?: boolean,
 *   pathVar?: string,
 * }} options
 * @returns {Promise<import('./supervise.mjs').Child | null>} the redis-server child, or null when Redis already answered
 */
export async function ensureRedis({ url, dataDir, supervisor, allowInstall = true, pathVar }) {
  const target = parseRedisUrl(url);
  if (await pingRedis(url)) return null;
  if (!isLocalHost(target.host)) {
    throw new UserError(`Redis at REDIS_URL (${target.host}:${target.port}) does not answer.`);
  }
  if (target.tls)
    throw new UserError('REDIS_URL uses TLS (rediss://); the launcher cannot start such a Redis for you.');
  return startRedisServer({ url, dataDir, supervisor, allowInstall, pathVar });
}

/**
 * Starts redis-server as a child of the supervisor for the local, plain URL (its port and password),
 * installing Debian's package when allowed and missing, and waits until it answers. With persist (the
 * default) it writes an append-only file (fsync every second) in <dataDir>/redis, so a restarted
 * server has its sessions, maintenance state and delayed jobs back; without, it keeps nothing.
 * @param {{
 *   url: string,
 *   dataDir: string,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   allowInstall?: boolean,
 *   pathVar?: string,
 *   extraArgs?: string[],
 *   name?: string,
 *   persist?: boolean,
 * }} options
 */
export async function startRedisServer({
  url,
  dataDir,
  supervisor,
  allowInstall = true,
  pathVar,
  extraArgs = [],
  name = 'redis',
  persist = true,
}) {
  const target = parseRedisUrl(url);
  let binary = findOnPath('redis-server', pathVar);
  if (!binary && allowInstall && canAptInstall()) {
    say('redis-server is not installed; installing it with apt-get.');
    await aptInstall(['redis-server']);
    binary = findOnPath('redis-server', pathVar);
  }
  if (!binary) {
    throw new UserError(
      `No Redis answers at ${target.host}:${target.port} and redis-server is not installed. ${REDIS_INSTALL_HINT}`,
    );
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const args = [
    '--port',
    String(target.port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    ...(persist ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no']),
    '--dir',
    dir,
    ...extraArgs,
  ];
  if (target.password) args.push('--requirepass', target.password);
  say(`Starting redis-server on port ${target.port}${persist ? ` (append-only file in ${dir})` : ''}.`);
  /** @param {import('./supervise.mjs').Child} c */
  const ready = (c) =>
    waitUntil(async () => (await pingRedis(url, 500)) !== null, {
      timeoutMs: 15_000,
      intervalMs: 150,
      what: 'redis-server',
      giveUp: () => (c.exit ? new UserError(`redis-server stopped: ${c.tail.slice(-5).join(' | ')}`) : null),
    });
  const child = supervisor.start(name, binary, args, { readyCheck: ready });
  await ready(child);
  // From here on the supervisor restarts it when it dies; with persist it loads its append-only file.
  markReady(child);
  return child;
}

/** The claim of libs/testing/src/test-redis.ts (CLAIM_KEY, CLAIM_SCRIPT): the same key and script. */
const CLAIM_KEY = 'shop-test:claim';
const CLAIM_SCRIPT = `if redis.call('DBSIZE') == 0 then redis.call('SET', KEYS[1], ARGV[1]) return 1 end return 0`;

/**
 * Claims an empty logical database of the server for a test run, as the integration specs do: the
 * database REDIS_URL names, or else the first empty one from 1 up. Returns its URL, or throws.
 * @param {string} serverUrl
 * @param {string} owner
 * @param {number} [databases]
 */
export async function claimRedisDatabase(serverUrl, owner, databases = 16) {
  const named = parseRedisUrl(serverUrl).db;
  const candidates = named !== null ? [named] : Array.from({ length: databases - 1 }, (_, i) => i + 1);
  for (const db of candidates) {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    const replies = await redisCommands(url.toString(), [['EVAL', CLAIM_SCRIPT, '1', CLAIM_KEY, owner]]);
    if (replies[replies.length - 1] === ':1') return url.toString();
  }
  throw new UserError(
    `No empty Redis database on ${parseRedisUrl(serverUrl).host}:${parseRedisUrl(serverUrl).port} ` +
      `(tried ${candidates.join(', ')}); the tests never use a database that holds data.`,
  );
}
