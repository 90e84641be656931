import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canAptInstall, findOnPath } from './apt.mjs';
import { UserError, say } from './log.mjs';
import { httpStatus, waitUntil } from './net.mjs';
import { runCommand } from './run.mjs';
import { markReady } from './supervise.mjs';

/** How often HAProxy asks each BFF's readiness; two failures take it out, two successes bring it back. */
export const HEALTH_CHECK_INTERVAL_MS = 1000;

/**
 * HAProxy's configuration for the shop's cluster (docs/decisions/0144-a-local-cluster.md): the shop's
 * origin in front of every BFF's public origin, round robin (sessions live in Redis, so any BFF serves
 * any request), readiness checked every second, event streams kept open as long as they last. A request
 * whose connection failed, or whose BFF closed it without an answer, goes to another BFF; only GET and
 * HEAD are tried again after they reached a BFF (a mutation is never sent twice by the load balancer).
 * @param {{
 *   bind: { host: string, port: number },
 *   bffs: { name: string, port: number }[],
 *   statsPort: number,
 *   checkIntervalMs?: number,
 * }} options
 */
export function haproxyConfig({ bind, bffs, statsPort, checkIntervalMs = HEALTH_CHECK_INTERVAL_MS }) {
  return [
    'global',
    '  log stdout format raw local0 notice',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Event streams: an open stream is a tunnel; its keep-alive comments arrive every 25 s.
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend shop',
    `  bind ${bind.host}:${bind.port}`,
    '  option forwardfor',
    '  default_backend bffs',
    '',
    'backend bffs',
    '  balance roundrobin',
    '  http-request disable-l7-retry unless METH_GET or METH_HEAD',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    `  default-server inter ${checkIntervalMs}ms fall 2 rise 2 on-marked-down shutdown-sessions`,
    ...bffs.map((bff) => `  server ${bff.name} 127.0.0.1:${bff.port} check`),
    '',
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '  stats show-legends',
    '',
  ].join('\n');
}

/** HAProxy's executable: Debian's package, installed when missing (as root), like redis-server. */
export async function ensureHaproxy() {
  let binary = findOnPath('haproxy') ?? findOnPath('haproxy', '/usr/sbin');
  if (!binary && canAptInstall()) {
    say("HAProxy is not installed; installing Debian's haproxy package with apt-get.");
    await aptInstall(['haproxy']);
    binary = findOnPath('haproxy') ?? findOnPath('haproxy', '/usr/sbin');
  }
  if (!binary)
    throw new UserError(
      'A cluster needs HAProxy as its load balancer: install it (Debian/Ubuntu: `sudo apt-get install haproxy`).',
    );
  return binary;
}

/**
 * Writes the configuration into `dataDir`, checks it and starts HAProxy in the foreground under the
 * supervisor; resolves once the shop's origin answers through it.
 * @param {{
 *   dataDir: string,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   config: Parameters<typeof haproxyConfig>[0],
 * }} options
 */
export async function startHaproxy({ dataDir, supervisor, config }) {
  const binary = await ensureHaproxy();
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(config));
  const check = await runCommand(binary, ['-c', '-q', '-f', file], { capture: true, quiet: true });
  if (check.code !== 0) throw new UserError(`HAProxy refuses ${file}: ${check.output.trim()}`);
  say(
    `Starting HAProxy on ${config.bind.host}:${config.bind.port} in front of ${config.bffs.map((b) => b.name).join(', ')} (statistics on port ${config.statsPort}).`,
  );
  const url = `http://127.0.0.1:${config.bind.port}/health/ready`;
  /** @param {import('./supervise.mjs').Child} c */
  const ready = (c) =>
    waitUntil(async () => (await httpStatus(url, 2000)) === 200, {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'HAProxy',
      giveUp: () => (c.exit ? new UserError(`HAProxy stopped: ${c.tail.slice(-5).join(' | ')}`) : null),
    });
  // -db: foreground, no daemon; -W would add a master process the supervisor does not need.
  const child = supervisor.start('haproxy', binary, ['-db', '-f', file], { readyCheck: ready });
  await ready(child);
  markReady(child);
  return { child, file };
}
