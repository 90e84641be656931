import { existsSync, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { ensureDatabase, runSeed } from './db.mjs';
import { UserError, formatDuration, say } from './log.mjs';
import { withDefaults } from './env.mjs';
import { ensureMail } from './mail.mjs';
import { busyPorts, freePort, httpStatus, waitUntil } from './net.mjs';
import { ensureRedis } from './redis.mjs';
import { runNx } from './run.mjs';
import { Supervisor, describeExit, exitReason, markReady } from './supervise.mjs';

export const READY_TIMEOUT_MS = 90_000;
/** The built web app the BFF serves on WEB_PORT. */
const WEB_APP_INDEX = 'dist/apps/web/index.html';

/**
 * The environment of a shop that shares nothing with a developer's running `npm start`: free ports for
 * every app, the embedded database and the mail catcher, PUBLIC_URL and OIDC_ISSUER on them, the
 * embedded database and a mail catcher of its own (DATABASE_URL, SMTP_URL, BFF_URL and OPS_TOKEN of
 * `base` are dropped: a test run never sends mail to a real server), then `own` (DATA_DIR, REDIS_URL …).
 * Used by the e2e run, the fault suite and the fault benchmark.
 * @param {Record<string, string | undefined>} base
 * @param {Record<string, string | undefined>} own
 */
export async function isolatedSystemEnv(base, own) {
  const [web, bff, idp, worker, pglite, mailSmtp, mailWeb] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  return withDefaults({
    ...base,
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    BFF_URL: undefined,
    OPS_TOKEN: undefined,
    WEB_PORT: String(web),
    BFF_PORT: String(bff),
    IDP_PORT: String(idp),
    WORKER_HEALTH_PORT: String(worker),
    PGLITE_PORT: String(pglite),
    MAIL_SMTP_PORT: String(mailSmtp),
    MAIL_WEB_PORT: String(mailWeb),
    PUBLIC_URL: `http://localhost:${web}`,
    OIDC_ISSUER: `http://localhost:${idp}`,
    ...own,
  });
}

/**
 * The long-running apps, how to start them and when they are ready. The BFF serves the built web app
 * on the shop's origin (WEB_PORT) besides its API on BFF_PORT (docs/decisions/0049): it opens WEB_PORT
 * last, so an answer there means both listen.
 * @param {string} root
 * @param {Record<string, string>} env with defaults applied
 */
export function appSpecs(root, env) {
  return [
    {
      name: 'idp',
      args: ['dist/apps/idp/src/main.js'],
      readyUrl: `http://127.0.0.1:${env.IDP_PORT}/health/ready`,
    },
    {
      name: 'bff',
      args: ['dist/apps/bff/src/main.js'],
      readyUrl: `http://127.0.0.1:${env.WEB_PORT}/health/ready`,
    },
    {
      name: 'worker',
      args: ['dist/apps/worker/src/main.js'],
      readyUrl: `http://127.0.0.1:${env.WORKER_HEALTH_PORT}/health/ready`,
    },
  ];
}

/**
 * The ports the system listens on; the embedded database's and the mail catcher's only when they run.
 * @param {Record<string, string>} env
 */
export function systemPorts(env) {
  const ports = [
    { name: 'shop origin of the bff (WEB_PORT)', port: Number(env.WEB_PORT) },
    { name: 'bff (BFF_PORT)', port: Number(env.BFF_PORT) },
    { name: 'idp (IDP_PORT)', port: Number(env.IDP_PORT) },
    { name: 'worker (WORKER_HEALTH_PORT)', port: Number(env.WORKER_HEALTH_PORT) },
  ];
  if (!env.DATABASE_URL)
    ports.push({ name: 'embedded database (PGLITE_PORT)', port: Number(env.PGLITE_PORT) });
  if (!env.SMTP_URL)
    ports.push(
      { name: 'mail catcher (MAIL_SMTP_PORT)', port: Number(env.MAIL_SMTP_PORT) },
      { name: 'mail inbox (MAIL_WEB_PORT)', port: Number(env.MAIL_WEB_PORT) },
    );
  return ports;
}

/**
 * Fails with a clear message when another instance (a developer's `npm start`) holds the ports.
 * @param {Record<string, string>} env
 */
export async function assertPortsFree(env) {
  const busy = await busyPorts(systemPorts(env));
  if (busy.length) {
    throw new UserError(
      `Ports already in use: ${busy.map((p) => `${p.port} ${p.name}`).join(', ')}. ` +
        'Is the shop already running (npm start)? Stop it or choose other ports.',
    );
  }
}

/** @param {string} root */
export async function build(root) {
  say('Building (npx nx run-many -t build; cached when nothing changed).');
  const { code } = await runNx(root, ['run-many', '-t', 'build', '--outputStyle=static']);
  if (code !== 0) throw new UserError(`The build failed (exit code ${code}); see its output above.`);
}

/**
 * Absolute DATA_DIR, created.
 * @param {string} root
 * @param {Record<string, string>} env
 */
export function prepareDataDir(root, env) {
  const dir = resolve(root, env.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Resolves when url answers 200; rejects when the child exits first or after timeoutMs. The supervisor
 * uses it to say when a restarted app is ready again.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {(child: import('./supervise.mjs').Child) => Promise<void>}
 */
export function readyUrlCheck(url, timeoutMs) {
  return (child) =>
    waitUntil(async () => (await httpStatus(url, 2000)) === 200, {
      timeoutMs,
      intervalMs: 300,
      what: url,
      giveUp: () => (child.exit ? new Error(`${child.name} ${exitReason(child.exit)}`) : null),
    });
}

/**
 * Polls every app's ready URL until all answer 200, marking each ready as it comes up (the supervisor
 * restarts it from then on). Fails as soon as one exits before it was ready, or after the timeout
 * naming the ones that did not come up, with their last output lines.
 * @param {{ name: string, readyUrl: string, child: import('./supervise.mjs').Child }[]} apps
 * @param {number} timeoutMs
 * @param {(message: string) => void} [log]
 */
export async function waitAllReady(apps, timeoutMs, log = say) {
  const started = Date.now();
  const pending = new Set(apps);
  while (pending.size) {
    for (const app of pending) {
      if (app.child.exit)
        throw new UserError(`${app.name} stopped before it was ready. ${describeExit(app.child)}`);
    }
    const list = [...pending];
    const statuses = await Promise.all(list.map((app) => httpStatus(app.readyUrl, 2000)));
    list.forEach((app, i) => {
      if (statuses[i] !== 200) return;
      pending.delete(app);
      // Ready once: from now on the supervisor restarts it when it dies.
      markReady(app.child);
      log(`${app.name} is ready (${formatDuration(Date.now() - started)}).`);
    });
    if (!pending.size) return;
    if (Date.now() - started > timeoutMs) {
      const details = [...pending].map(
        (app) => `${app.readyUrl} does not answer 200. ${describeExit(app.child)}`,
      );
      throw new UserError(
        `Not ready after ${timeoutMs / 1000} s: ${[...pending].map((a) => a.name).join(', ')}.\n${details.join('\n')}`,
      );
    }
    await sleep(300);
  }
}

/**
 * The children that stopped unexpectedly at least once, restarted or not, e.g. `bff` or `bff (2×)`:
 * for `npm test`, an app that stopped during the e2e run is a failure even when it came back.
 * @param {Supervisor} supervisor
 */
export function stoppedChildren(supervisor) {
  return supervisor.children
    .filter((c) => c.crashes > 0)
    .map((c) => (c.crashes > 1 ? `${c.name} (${c.crashes}×)` : c.name));
}

/**
 * @typedef {{
 *   env: Record<string, string>,
 *   supervisor: Supervisor,
 *   crashed: Promise<import('./supervise.mjs').Child>,
 *   mailInboxUrl: string | null,
 *   stop(): Promise<void>,
 * }} SystemHandle
 * crashed resolves at the first unexpected exit of a child (which the supervisor restarts once it
 * was ready); each child's `crashes` counts them all. mailInboxUrl is the local mail catcher's web
 * inbox, null when SMTP_URL names a mail server.
 */

/**
 * Starts Redis (when none answers), the database (embedded unless DATABASE_URL), the mail catcher
 * (unless SMTP_URL), migrates and seeds, then idp, bff (API and web app) and worker, and waits until
 * all are ready.
 * Expects a finished build. Anything started is stopped again when a step fails; a child that dies
 * after it was ready is restarted by the supervisor (the seed is not run again).
 * @param {{
 *   root: string,
 *   env: Record<string, string>,
 *   seedArgs?: string[],
 *   supervisor?: Supervisor,
 *   readyTimeoutMs?: number,
 * }} options
 * @returns {Promise<SystemHandle>}
 */
export async function startSystem({
  root,
  env,
  seedArgs = [],
  supervisor,
  readyTimeoutMs = READY_TIMEOUT_MS,
}) {
  const sup = supervisor ?? new Supervisor();
  const crashed = sup.firstCrash();
  try {
    await assertPortsFree(env);
    const dataDir = prepareDataDir(root, env);
    const baseEnv = { ...env, DATA_DIR: dataDir };
    await ensureRedis({ url: env.REDIS_URL, dataDir, supervisor: sup });
    const db = await ensureDatabase({ root, env: baseEnv, supervisor: sup });
    const mail = await ensureMail({ root, env: baseEnv, dataDir, supervisor: sup });
    const appEnv = {
      ...baseEnv,
      DATABASE_URL: db.url,
      SMTP_URL: mail.smtpUrl,
      // The whole shop on one machine: webhook receivers on it too (decision 0136), unless production.
      WEBHOOKS_ALLOW_PRIVATE_TARGETS:
        env.WEBHOOKS_ALLOW_PRIVATE_TARGETS || (env.NODE_ENV === 'production' ? '0' : '1'),
    };
    await runSeed({ root, env: appEnv, supervisor: sup, args: seedArgs });
    for (const file of [...appSpecs(root, appEnv).map((spec) => spec.args[0]), WEB_APP_INDEX]) {
      if (!existsSync(resolve(root, file))) throw new UserError(`${file} is missing after the build.`);
    }
    const apps = appSpecs(root, appEnv).map((spec) => ({
      ...spec,
      child: sup.start(spec.name, process.execPath, spec.args, {
        cwd: root,
        env: appEnv,
        readyCheck: readyUrlCheck(spec.readyUrl, readyTimeoutMs),
      }),
    }));
    await waitAllReady(apps, readyTimeoutMs);
    return {
      env: appEnv,
      supervisor: sup,
      crashed,
      mailInboxUrl: mail.inboxUrl,
      stop: () => sup.stopAll(),
    };
  } catch (error) {
    await sup.stopAll();
    throw error;
  }
}
