import { rmSync } from 'node:fs';
import pino from 'pino';
import { hashPassword } from '../src/account-store';
import type { IdpConfig } from '../src/config';
import type { IdpServer } from '../src/idp-server';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, TestBrowser, type TestRedis } from '@shop/testing';
import { startTestIdp, testIdpConfig } from './support/test-idp-config';

jest.setTimeout(60_000);

const PUBLIC_URL = 'http://localhost:3999';
const PASSWORD = 'Shop-Demo-2026';
/** Shorter delays than production's, so that the test waits seconds, not minutes. */
const THROTTLE = { baseDelayMs: 400, maxDelayMs: 1600 };
const FREE_FAILURES_PER_ACCOUNT = 3;
const FAILURES_PER_INTERACTION = 5;

/**
 * The development IdP's sign-in under guessing (issue 24 finding 5, docs/decisions/0074): failures
 * are held back with growing delays per account and per address (timers, not a blocked loop), and an
 * interaction ends after a few failures.
 */
describe('IdP sign-in throttle', () => {
  let database: TestDatabase;
  let dataDir: string;
  let config: IdpConfig;
  let idp: IdpServer;
  let testRedis: TestRedis;
  const logLines: { event?: string; email?: string; delayMs?: number }[] = [];

  beforeAll(async () => {
    // A copy of the seeded template: no initdb on this busy machine (decision 0066).
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    for (const name of ['parallel', 'sequential'])
      await database.db.query(
        'insert into idp_account (subject, email, password_hash, given_name, family_name) values ($1, $2, $3, $4, $5)',
        [`idp-${name}`, `${name}@20hhat.example`, await hashPassword(PASSWORD), 'Anna', 'Gruber'],
      );
    testRedis = await claimTestRedis();
    const idpConfig = await testIdpConfig({
      databaseUrl: database.url,
      redisUrl: testRedis.url,
      publicUrl: PUBLIC_URL,
      prefix: 'idp-throttle-',
    });
    ({ config, dataDir } = idpConfig);
    const port = idpConfig.port;
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    ({ idp } = await startTestIdp(config, logger, port, { loginThrottle: THROTTLE }));
    await idp.reachDependencies(30_000);
  }, 180_000);

  afterAll(async () => {
    await idp?.close();
    await testRedis?.release();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A started sign-in of the shop's client: the browser on the login page, and where its form posts. */
  async function loginForm() {
    const browser = new TestBrowser(PUBLIC_URL);
    const url = new URL('/auth', config.issuer);
    url.search = new URLSearchParams({
      client_id: config.clientId,
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: config.redirectUri,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM',
      code_challenge_method: 'S256',
      locale: 'de-at',
    }).toString();
    const page = await browser.request(url);
    expect(page.status).toBe(200);
    return { browser, action: new URL(formAction(page.body), config.issuer) };
  }

  async function attempt(form: { browser: TestBrowser; action: URL }, email: string, password: string) {
    const started = performance.now();
    const page = await form.browser.request(form.action, { method: 'POST', form: { email, password } });
    return { ...page, ms: performance.now() - started };
  }

  it('holds ten parallel wrong passwords back with growing delays; discovery answers meanwhile', async () => {
    const forms = [];
    for (let i = 0; i < 10; i++) forms.push(await loginForm());
    let pending = forms.length;
    const wrong = forms.map((form) =>
      attempt(form, 'parallel@20hhat.example', 'not-the-password').finally(() => (pending -= 1)),
    );
    const started = performance.now();
    const discovery = await fetch(new URL('/.well-known/openid-configuration', config.issuer));
    const discoveryMs = performance.now() - started;
    const pendingWhenDiscoveryAnswered = pending;
    expect(discovery.status).toBe(200);
    const answers = await Promise.all(wrong);

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    // The IdP held them back: none for the free failures, then doubling up to the maximum.
    const delays = logLines
      .filter((line) => line.event === 'login.failed' && line.email === 'parallel@20hhat.example')
      .map((line) => line.delayMs)
      .sort((a, b) => a! - b!);
    expect(delays).toEqual([0, 0, 0, 400, 800, 1600, 1600, 1600, 1600, 1600]);
    // Beyond the free failures each attempt waited at least the base delay, later ones longer.
    const slowest = answers.map((a) => a.ms).sort((a, b) => a - b);
    expect(slowest[FREE_FAILURES_PER_ACCOUNT]).toBeGreaterThanOrEqual(THROTTLE.baseDelayMs);
    expect(slowest[9]).toBeGreaterThanOrEqual(THROTTLE.maxDelayMs);
    // The delays are timers, not a busy process: discovery answered while attempts were still held.
    expect(pendingWhenDiscoveryAnswered).toBeGreaterThan(0);
    expect(discoveryMs).toBeLessThan(slowest[9]);
  });

  it('delays the next failure of an account, and ends the interaction after five with a clear page', async () => {
    const form = await loginForm();
    const answers = [];
    for (let i = 0; i < FAILURES_PER_INTERACTION; i++)
      answers.push(await attempt(form, 'sequential@20hhat.example', `wrong-${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(FAILURES_PER_INTERACTION).fill(401));
    // The fourth failure of the account waited the base delay, the fifth twice that.
    expect(answers[FREE_FAILURES_PER_ACCOUNT].ms).toBeGreaterThanOrEqual(THROTTLE.baseDelayMs);
    expect(answers[FREE_FAILURES_PER_ACCOUNT + 1].ms).toBeGreaterThanOrEqual(2 * THROTTLE.baseDelayMs);

    // The next attempt, even with the right password, ends the interaction.
    const ended = await attempt(form, 'sequential@20hhat.example', PASSWORD);
    expect(ended.status).toBe(429);
    expect(ended.body).toContain('Zu viele Anmeldeversuche');
    expect(ended.body).not.toContain('<form');
    expect(ended.url.searchParams.get('code')).toBeNull();
    // It is gone: its page is the expired one now.
    const again = await form.browser.request(form.action);
    expect(again.status).toBe(400);
    expect(again.body).toContain('Anmeldung abgelaufen');

    // A new sign-in with the right password still works (after the account's current delay).
    const fresh = await loginForm();
    const signedIn = await attempt(fresh, 'sequential@20hhat.example', PASSWORD);
    expect(signedIn.url.searchParams.get('code')).toBeTruthy();
  });
});
