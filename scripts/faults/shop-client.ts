import { formAction, TestBrowser } from '@shop/testing';

/**
 * A client of a running shop over HTTP, as a browser and an integrator meet it: the fault suite and the
 * cluster suite drive the built shop with it. Every wait is bounded (a bound against hangs, never a
 * measurement of speed).
 */
// Responses are read by each test's own shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const HANG_MS = 8000;
export const RECOVERY_MS = 60_000;

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a value; fails after `ms` with the last lines of `output`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = RECOVERY_MS,
  output: string[] = [],
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms} ms\n${output.slice(-15).join('\n')}`);
    await sleep(200);
  }
}

/** A request to `origin`, bounded against hangs; JSON bodies parsed. */
export async function request(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as Json };
}

export const graphql = (origin: string, query: string, cookie?: string, variables?: Json) =>
  request(origin, '/graphql', { method: 'POST', body: { query, variables }, cookie });

/** The real sign-in through `origin` and the IdP's form; the session cookie. */
export async function signIn(origin: string, email: string): Promise<string> {
  const browser = new TestBrowser();
  const loginPage = await browser.request(`${origin}/auth/login?locale=de-at&redirect=/de-at`);
  const landed = await browser.request(new URL(formAction(loginPage.body), loginPage.url), {
    method: 'POST',
    form: { email, password: 'Shop-Demo-2026' },
  });
  const cookie = browser.cookieFor(new URL(origin));
  if (!cookie.includes('shop.sid') || landed.url.origin !== new URL(origin).origin)
    throw new Error(`sign-in as ${email} failed (ended at ${landed.url})`);
  return cookie;
}

/** An event-stream client of `origin`: the events it read and how the stream ended. */
export function openStream(origin: string, locale: string, cookie?: string) {
  const events: { type: string; data: Json; at: number }[] = [];
  const controller = new AbortController();
  const ended = (async () => {
    const response = await fetch(`${origin}/sse?locale=${locale}`, {
      signal: controller.signal,
      headers: cookie ? { cookie } : {},
    });
    if (response.status !== 200) return `status ${response.status}`;
    const reader = response.body!.getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      buffer += new TextDecoder().decode(value);
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const type = /^event: (.+)$/m.exec(frame)?.[1];
        const data = /^data: (.+)$/m.exec(frame)?.[1];
        if (type && data) events.push({ type, data: JSON.parse(data), at: Date.now() });
      }
    }
  })().catch((error: Error) => `failed: ${error.name}`);
  return { events, ended, close: () => controller.abort() };
}

export type Stream = ReturnType<typeof openStream>;

export const maintenanceOf = (stream: Stream, mandantCode: string) =>
  stream.events
    .filter((e) => e.type === 'maintenance' && e.data.mandantCode === mandantCode)
    .map((e) => e.data.state);
