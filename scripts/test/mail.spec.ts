import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sink, freePort } from './helpers';

describe('the mail catcher of the launcher', () => {
  const root = join(__dirname, '../..');
  const load = () => import('../lib/mail.mjs');
  const loadSupervise = () => import('../lib/supervise.mjs');
  const withDefaults = async (env: Record<string, string | undefined>) =>
    (await import('../lib/env.mjs')).withDefaults(env);
  let dataDir: string;
  let supervisor: InstanceType<Awaited<ReturnType<typeof loadSupervise>>['Supervisor']>;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'launcher-mail-'));
    const { Supervisor } = await loadSupervise();
    supervisor = new Supervisor({ out: new Sink(), err: new Sink(), killTimeoutMs: 2000, color: false });
  });

  afterEach(async () => {
    await supervisor.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts maildev on MAIL_SMTP_PORT and MAIL_WEB_PORT when SMTP_URL is unset; its inbox API answers', async () => {
    const { ensureMail } = await load();
    const [smtp, web] = [await freePort(), await freePort()];
    const env = await withDefaults({ MAIL_SMTP_PORT: String(smtp), MAIL_WEB_PORT: String(web) });
    const mail = await ensureMail({ root, env, dataDir, supervisor });
    expect(mail.smtpUrl).toBe(`smtp://127.0.0.1:${smtp}`);
    expect(mail.inboxUrl).toBe(`http://localhost:${web}`);
    expect(mail.child?.ready).toBe(true);
    const inbox = await fetch(`http://127.0.0.1:${web}/api/email`);
    expect([inbox.status, await inbox.json()]).toEqual([200, []]);
  }, 60_000);

  it('uses SMTP_URL when it answers, and names it when it does not', async () => {
    const { ensureMail } = await load();
    const server: Server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const env = await withDefaults({ SMTP_URL: `smtp://user:secret@127.0.0.1:${port}` });
      await expect(ensureMail({ root, env, dataDir, supervisor })).resolves.toEqual({
        smtpUrl: `smtp://user:secret@127.0.0.1:${port}`,
        inboxUrl: null,
        child: null,
      });
    } finally {
      server.close();
    }
    const closed = await freePort();
    const env = await withDefaults({ SMTP_URL: `smtp://user:secret@127.0.0.1:${closed}` });
    await expect(ensureMail({ root, env, dataDir, supervisor })).rejects.toThrow(
      `The mail server at SMTP_URL (127.0.0.1:${closed}) does not answer.`,
    );
    await expect(
      ensureMail({ root, env: { ...env, SMTP_URL: 'http://mail.example' }, dataDir, supervisor }),
    ).rejects.toThrow('SMTP_URL must be smtp://');
    expect(supervisor.children).toEqual([]);
  });
});
