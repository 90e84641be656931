import { CLIENT_LOG_MAX_PER_MINUTE, ERROR_REPORT_MAX_BYTES } from '@shop/domain';
import { startTestBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

/** POST /api/log (decision 0112): the web's reports in the structured log, validated and counted. */
describe('POST /api/log', () => {
  const logLines: string[] = [];
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, logLines });
  });

  afterAll(async () => {
    await bff?.close();
  });

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${bff.baseUrl}/api/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Json) : text };
  };
  const webLines = () =>
    logLines.map((line) => JSON.parse(line) as Json).filter((line) => line.service === 'web');

  it('GET /api/client-settings names the development key and no third-party script when unset', async () => {
    const answer = await fetch(`${bff.baseUrl}/api/client-settings`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      errorReportApiKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      thirdPartyScripts: [],
    });
  });

  it('writes a valid report into the log as service "web" with its level and context; 204', async () => {
    const answer = await post({
      level: 'error',
      message: 'TypeError: x is undefined',
      context: { page: '/de-at/c', events: 1 },
    });
    expect(answer).toEqual({ status: 204, body: '' });
    const line = webLines().find((entry) => entry.msg === 'TypeError: x is undefined');
    expect(line).toMatchObject({ level: 50, service: 'web', client: { page: '/de-at/c', events: 1 } });
    // One "service" key per line, not the BFF's and the web's.
    const raw = logLines.find((entry) => entry.includes('TypeError: x is undefined'))!;
    expect(raw.match(/"service"/g)).toHaveLength(1);

    await post({ level: 'warn', message: 'cache reset failed' });
    await post({ level: 'info', message: 'page shown' });
    expect(webLines().map((entry) => [entry.level, entry.msg])).toEqual(
      expect.arrayContaining([
        [40, 'cache reset failed'],
        [30, 'page shown'],
      ]),
    );
  });

  it('refuses an unknown level, a missing message and a body that is no object with 400, logging nothing', async () => {
    const before = webLines().length;
    expect(await post({ level: 'fatal', message: 'x' })).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', messageKey: 'error.log-level-invalid' }),
    });
    expect(await post({ level: 'info' })).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', messageKey: 'error.log-message-invalid' }),
    });
    expect(await post({ level: 'info', message: 'x', context: 'text' })).toMatchObject({ status: 400 });
    expect(await post({ level: 'info', message: 'x', extra: 1 })).toMatchObject({ status: 400 });
    expect(await post('[1,2]')).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await post('{"level":')).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(webLines().length).toBe(before);
  });

  it('takes a report of almost 1 MB and refuses a larger one with 413, never 500', async () => {
    const near = await post({ level: 'error', message: 'big', context: { stack: 'x'.repeat(900_000) } });
    expect(near.status).toBe(204);
    const over = await post({
      level: 'error',
      message: 'too big',
      context: { stack: 'x'.repeat(ERROR_REPORT_MAX_BYTES) },
    });
    expect(over).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', messageKey: 'error.payload-too-large' }),
    });
    expect(webLines().some((entry) => entry.msg === 'too big')).toBe(false);
  });

  it(`counts reports per caller: ${CLIENT_LOG_MAX_PER_MINUTE} a minute, then 429 with Retry-After`, async () => {
    const session = await bff.signIn('purchaser@20hhat.example');
    const send = () =>
      fetch(`${bff.baseUrl}/api/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session.cookieHeader() },
        body: JSON.stringify({ level: 'info', message: 'counted' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_LOG_MAX_PER_MINUTE + 1; i++) statuses.push((await send()).status);
    // A new window may start during the loop; then every answer was 204 and one more reaches the limit.
    if (statuses.at(-1) === 204)
      for (let i = 0; i < CLIENT_LOG_MAX_PER_MINUTE; i++) statuses.push((await send()).status);
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(
      CLIENT_LOG_MAX_PER_MINUTE,
    );
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.rate-limited' });
    // Another caller (a guest on another address) still gets through.
    expect((await post({ level: 'info', message: 'other caller' })).status).toBe(204);
  });
});
