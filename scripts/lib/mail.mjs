import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSmtpUrl } from './env.mjs';
import { UserError, say } from './log.mjs';
import { httpStatus, tcpAnswers, waitUntil } from './net.mjs';
import { markReady } from './supervise.mjs';

/** Mails the local catcher keeps (in DATA_DIR/mail); older ones are dropped with their files. */
export const MAIL_CATCHER_MAX_MAILS = 1000;

/**
 * The maildev executable (docs/decisions/0038-mail.md). Its package exports no package.json, so it
 * is read from node_modules instead of through require.resolve.
 * @param {string} root
 */
export function maildevBin(root) {
  const dir = join(root, 'node_modules', 'maildev');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    throw new UserError('maildev is not installed (npm install installs it).');
  }
  return join(dir, manifest.bin.maildev);
}

/**
 * Where the shop's mail goes when SMTP_URL is unset: the SMTP port of the local mail catcher.
 * @param {Record<string, string>} env
 */
export function localSmtpUrl(env) {
  return `smtp://127.0.0.1:${env.MAIL_SMTP_PORT}`;
}

/**
 * The web inbox of the local mail catcher (its HTTP API is under /api, e.g. GET /api/email).
 * @param {Record<string, string>} env
 */
export function mailInboxUrl(env) {
  return `http://localhost:${env.MAIL_WEB_PORT}`;
}

/**
 * The mail catcher's command line: SMTP and web inbox on `host` (127.0.0.1: it accepts any mail and
 * shows it to whoever asks; docker-compose.yml runs it on 0.0.0.0 of its container), mails kept in
 * `dir` across restarts.
 * @param {string} root
 * @param {Record<string, string>} env
 * @param {string} dir
 * @param {string} [host]
 */
export function mailCatcherArgs(root, env, dir, host = '127.0.0.1') {
  return [
    maildevBin(root),
    ...['--smtp', env.MAIL_SMTP_PORT, '--ip', host],
    ...['--web', env.MAIL_WEB_PORT, '--web-ip', host],
    ...['--mail-directory', dir, '--max-emails', String(MAIL_CATCHER_MAX_MAILS)],
  ];
}

/**
 * Uses SMTP_URL when set (it must answer), otherwise starts the local mail catcher as a child of the
 * supervisor (restarted like the apps when it dies) and waits until its inbox answers.
 * @param {{
 *   root: string,
 *   env: Record<string, string>,
 *   dataDir: string,
 *   supervisor: import('./supervise.mjs').Supervisor,
 * }} options
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string | null, child: import('./supervise.mjs').Child | null }>}
 */
export async function ensureMail({ root, env, dataDir, supervisor }) {
  if (env.SMTP_URL) {
    let target;
    try {
      target = parseSmtpUrl(env.SMTP_URL);
    } catch (error) {
      throw new UserError(/** @type {Error} */ (error).message);
    }
    if (!(await tcpAnswers(target.host, target.port, 3000))) {
      throw new UserError(`The mail server at SMTP_URL (${target.host}:${target.port}) does not answer.`);
    }
    return { smtpUrl: env.SMTP_URL, inboxUrl: null, child: null };
  }
  const dir = join(dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const inboxUrl = mailInboxUrl(env);
  say(`Starting the mail catcher (SMTP on port ${env.MAIL_SMTP_PORT}, inbox ${inboxUrl}).`);
  const readyUrl = `http://127.0.0.1:${env.MAIL_WEB_PORT}/api/healthz`;
  /** @param {import('./supervise.mjs').Child} c */
  const ready = (c) =>
    waitUntil(async () => (await httpStatus(readyUrl, 1000)) === 200, {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the mail catcher',
      giveUp: () =>
        c.exit ? new UserError(`The mail catcher stopped: ${c.tail.slice(-5).join(' | ')}`) : null,
    });
  const child = supervisor.start('mail', process.execPath, mailCatcherArgs(root, env, dir), {
    cwd: root,
    readyCheck: ready,
  });
  await ready(child);
  // From here on the supervisor restarts it when it dies; it loads the kept mails again.
  markReady(child);
  return { smtpUrl: localSmtpUrl(env), inboxUrl, child };
}
