import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeTcpPort } from './own-redis-server';

/** A mail as the catcher's HTTP API lists it (GET /api/email). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
}

/** The local mail catcher `npm start` runs (maildev), of one test's own: SMTP in, HTTP API out. */
export interface MailCatcher {
  /** For SMTP_URL. */
  smtpUrl: string;
  /** The web inbox; its API is under /api. */
  inboxUrl: string;
  /** Every mail received so far. */
  mails(): Promise<CaughtMail[]>;
  /** Stops it and removes its files. */
  stop(): Promise<void>;
}

const ROOT = join(__dirname, '../../..');

/** The maildev executable (its package exports no package.json, so it is read from node_modules). */
function maildevBin(): string {
  const dir = join(ROOT, 'node_modules/maildev');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    bin: { maildev: string };
  };
  return join(dir, manifest.bin.maildev);
}

/**
 * Starts maildev on 127.0.0.1 and waits until its API answers (at most 30 s). Ports are free ones
 * unless given (a test that stops the catcher starts the next on the same SMTP port).
 */
export async function startMailCatcher(ports: { smtp?: number; web?: number } = {}): Promise<MailCatcher> {
  const smtpPort = ports.smtp ?? (await freeTcpPort());
  const webPort = ports.web ?? (await freeTcpPort());
  const dir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
  const child = spawn(
    process.execPath,
    [
      maildevBin(),
      ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
      ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
      ...['--mail-directory', dir, '--silent'],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${inboxUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`maildev did not answer on ${inboxUrl} (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    async mails() {
      const response = await fetch(`${inboxUrl}/api/email`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`maildev answered ${response.status}`);
      return (await response.json()) as CaughtMail[];
    },
    stop,
  };
}
