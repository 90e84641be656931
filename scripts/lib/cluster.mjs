import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runSeed } from './db.mjs';
import { UserError, say } from './log.mjs';
import { withDefaults } from './env.mjs';
import { startHaproxy, HEALTH_CHECK_INTERVAL_MS } from './haproxy.mjs';
import { ensureMail } from './mail.mjs';
import { freePort, tcpAnswers } from './net.mjs';
import { startLocalPostgres } from './postgres-server.mjs';
import { ensureRedis, startRedisServer } from './redis.mjs';
import { Supervisor } from './supervise.mjs';
import { READY_TIMEOUT_MS, assertPortsFree, prepareDataDir, readyUrlCheck, waitAllReady } from './system.mjs';

/** Why a cluster cannot run on the embedded database. */
export const EMBEDDED_REFUSES =
  'The embedded database serves one BFF and one worker: a cluster runs on PostgreSQL. Start it with `npm run start:cluster` ' +
  "(a local PostgreSQL from Debian's package, or the one DATABASE_URL names).";

/** How long a stopping BFF of the cluster keeps serving while HAProxy takes it out (SHUTDOWN_DRAIN_MS). */
export const CLUSTER_DRAIN_MS = 3 * HEALTH_CHECK_INTERVAL_MS;

/**
 * `--bffs N --workers M` of the cluster launcher (defaults 2 and 2).
 * @param {string[]} argv
 */
export function clusterArgs(argv) {
  const out = { bffs: 2, workers: 2, rest: /** @type {string[]} */ ([]) };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    if (name === '--bffs' || name === '--workers' || name === '--replicas') {
      const value = inline ?? argv[++i] ?? '';
      if (!/^[1-9]\d?$/.test(value))
        throw new UserError(`${name} takes a number from 1 to 99, got "${value}".`);
      if (name === '--workers') out.workers = Number(value);
      else out.bffs = Number(value);
    } else out.rest.push(arg);
  }
  return out;
}

/**
 * @typedef {{
 *   env: Record<string, string>,
 *   bffs: { name: string, env: Record<string, string>, url: string, child: import('./supervise.mjs').Child }[],
 *   workers: { name: string, env: Record<string, string>, healthUrl: string, child: import('./supervise.mjs').Child }[],
 *   haproxy: import('./supervise.mjs').Child,
 *   statsUrl: string,
 *   mailInboxUrl: string | null,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   stop(): Promise<void>,
 * }} ClusterHandle
 * env: the shop's environment as its apps see it (DATABASE_URL, REDIS_URL, PUBLIC_URL of the load balancer);
 * each BFF and worker has its own ports in its env; url is a BFF's own public origin (past the load balancer).
 */

/**
 * The shop as a cluster on one machine (docs/decisions/0144-a-local-cluster.md): PostgreSQL (DATABASE_URL,
 * or a local server from Debian's package), one Redis with append-only persistence (REDIS_URL when set,
 * else a redis-server of its own), the mail catcher and the development IdP once, `bffs` BFFs and
 * `workers` workers, each on ports of its own, and HAProxy on WEB_PORT in front of the BFFs: the shop's
 * URL is the load balancer's. Migrates and seeds once. Expects a finished build.
 * @param {{
 *   root: string,
 *   env: Record<string, string | undefined>,
 *   bffs?: number,
 *   workers?: number,
 *   seedArgs?: string[],
 *   supervisor?: Supervisor,
 *   redisGiven?: boolean,
 *   readyTimeoutMs?: number,
 * }} options redisGiven: REDIS_URL names the Redis to use (else one of its own is started)
 * @returns {Promise<ClusterHandle>}
 */
export async function startCluster({
  root,
  env: givenEnv,
  bffs = 2,
  workers = 2,
  seedArgs = [],
  supervisor,
  redisGiven = false,
  readyTimeoutMs = READY_TIMEOUT_MS,
}) {
  const sup = supervisor ?? new Supervisor();
  const env = withDefaults(givenEnv);
  try {
    await assertPortsFree({ ...env, DATABASE_URL: env.DATABASE_URL || 'external' });
    const dataDir = prepareDataDir(root, env);
    // The cluster's own servers keep their data here (postgres/, redis/, haproxy.cfg).
    const clusterDir = dataDir;
    const database = env.DATABASE_URL
      ? await givenDatabase(env.DATABASE_URL, env.PGLITE_PORT)
      : (await startLocalPostgres({ dataDir: clusterDir, supervisor: sup })).url;
    let redisUrl = env.REDIS_URL;
    if (redisGiven) await ensureRedis({ url: redisUrl, dataDir: clusterDir, supervisor: sup });
    else {
      redisUrl = `redis://127.0.0.1:${await freePort()}`;
      await startRedisServer({ url: redisUrl, dataDir: clusterDir, supervisor: sup, persist: true });
    }
    /** @type {Record<string, string>} */
    const baseEnv = { ...env, DATA_DIR: dataDir, REDIS_URL: redisUrl, DATABASE_URL: database };
    const mail = await ensureMail({ root, env: baseEnv, dataDir, supervisor: sup });
    /** @type {Record<string, string>} */
    const shopEnv = {
      ...baseEnv,
      SMTP_URL: mail.smtpUrl,
      WEBHOOKS_ALLOW_PRIVATE_TARGETS:
        env.WEBHOOKS_ALLOW_PRIVATE_TARGETS || (env.NODE_ENV === 'production' ? '0' : '1'),
      SHUTDOWN_DRAIN_MS: givenEnv.SHUTDOWN_DRAIN_MS || String(CLUSTER_DRAIN_MS),
      // HAProxy on this machine forwards the caller's address: rate limits count callers, not the load balancer.
      TRUST_PROXY: env.TRUST_PROXY || 'loopback',
    };
    await runSeed({ root, env: shopEnv, supervisor: sup, args: seedArgs });
    for (const file of [
      'dist/apps/bff/src/main.js',
      'dist/apps/worker/src/main.js',
      'dist/apps/idp/src/main.js',
      'dist/apps/web/index.html',
    ]) {
      if (!existsSync(resolve(root, file))) throw new UserError(`${file} is missing after the build.`);
    }

    /**
     * @param {string} name
     * @param {string} script
     * @param {Record<string, string>} appEnv
     * @param {string} readyUrl
     */
    const start = (name, script, appEnv, readyUrl) => ({
      name,
      readyUrl,
      env: appEnv,
      child: sup.start(name, process.execPath, [script], {
        cwd: root,
        env: appEnv,
        readyCheck: readyUrlCheck(readyUrl, readyTimeoutMs),
      }),
    });
    const idp = start(
      'idp',
      'dist/apps/idp/src/main.js',
      shopEnv,
      `http://127.0.0.1:${shopEnv.IDP_PORT}/health/ready`,
    );
    const bffApps = [];
    for (let i = 1; i <= bffs; i++) {
      const ports = { WEB_PORT: String(await freePort()), BFF_PORT: String(await freePort()) };
      const app = start(
        `bff-${i}`,
        'dist/apps/bff/src/main.js',
        { ...shopEnv, ...ports },
        `http://127.0.0.1:${ports.WEB_PORT}/health/ready`,
      );
      bffApps.push({ ...app, url: `http://127.0.0.1:${ports.WEB_PORT}` });
    }
    const workerApps = [];
    for (let i = 1; i <= workers; i++) {
      const port = String(await freePort());
      const app = start(
        `worker-${i}`,
        'dist/apps/worker/src/main.js',
        { ...shopEnv, WORKER_HEALTH_PORT: port },
        `http://127.0.0.1:${port}/health/ready`,
      );
      workerApps.push({ ...app, healthUrl: app.readyUrl });
    }
    await waitAllReady([idp, ...bffApps, ...workerApps], readyTimeoutMs);
    const statsPort = await freePort();
    const haproxy = await startHaproxy({
      dataDir: clusterDir,
      supervisor: sup,
      config: {
        bind: { host: env.WEB_HOST || '127.0.0.1', port: Number(env.WEB_PORT) },
        bffs: bffApps.map((bff) => ({ name: bff.name, port: Number(bff.env.WEB_PORT) })),
        statsPort,
      },
    });
    say(
      `Cluster ready: ${bffs} BFF${bffs > 1 ? 's' : ''} and ${workers} worker${workers > 1 ? 's' : ''} behind HAProxy on port ${env.WEB_PORT}.`,
    );
    return {
      env: shopEnv,
      bffs: bffApps.map(({ name, env: appEnv, url, child }) => ({ name, env: appEnv, url, child })),
      workers: workerApps.map(({ name, env: appEnv, healthUrl, child }) => ({
        name,
        env: appEnv,
        healthUrl,
        child,
      })),
      haproxy: haproxy.child,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      mailInboxUrl: mail.inboxUrl,
      supervisor: sup,
      stop: () => sup.stopAll(),
    };
  } catch (error) {
    await sup.stopAll();
    throw error;
  }
}

/**
 * A DATABASE_URL given for a cluster: it must answer, and it must not be the embedded database.
 * @param {string} url
 * @param {string} embeddedPort PGLITE_PORT
 */
async function givenDatabase(url, embeddedPort) {
  const { hostname, port } = new URL(url);
  if (port === embeddedPort && ['127.0.0.1', 'localhost'].includes(hostname))
    throw new UserError(EMBEDDED_REFUSES);
  if (!(await tcpAnswers(hostname, Number(port || 5432), 3000)))
    throw new UserError(`The database at DATABASE_URL (${hostname}:${port || 5432}) does not answer.`);
  return url;
}
