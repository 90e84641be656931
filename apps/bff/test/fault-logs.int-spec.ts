import { startTestBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface LogLine {
  level: number;
  msg: string;
  req?: { id?: string };
  operation?: string;
  code?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/**
 * A fault of the shop (a database table gone: the query fails in a way no caller can cause) is
 * answered INTERNAL without its cause and logged once with the request id, the operation and the
 * cause (docs/integrators.md, Errors).
 */
describe('faults are logged once with the request id, the operation and the cause', () => {
  const logLines: string[] = [];
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, logLines });
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** The lines about a failed request: those with a code, for the request of `id`. */
  const faultLinesOf = (id: string) =>
    logLines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.req?.id === id && line.code !== undefined);

  /** Runs `during` with `table` renamed away (the fault), and puts it back. */
  const withoutTable = async <T>(table: string, during: () => Promise<T>): Promise<T> => {
    await bff.database.db.query(`alter table ${table} rename to ${table}_gone`);
    try {
      return await during();
    } finally {
      await bff.database.db.query(`alter table ${table}_gone rename to ${table}`);
    }
  };

  it('GraphQL: INTERNAL in the answer (HTTP 200, no cause), one error line with id, operation name and cause', async () => {
    const purchaser = await bff.signIn('purchaser@20hhat.example');
    const requestId = 'fault-graphql-0001';
    const response = await withoutTable('cart', () =>
      fetch(`${bff.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: purchaser.cookieHeader(),
          'x-request-id': requestId,
        },
        body: JSON.stringify({ query: 'query ActiveCart { cart(locale: "de-at") { id version } }' }),
      }),
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const body = JSON.parse(text) as Json;
    expect(body.errors.map((error: Json) => error.extensions)).toEqual([
      { code: 'INTERNAL', messageKey: 'error.internal' },
    ]);
    expect(text).not.toMatch(/cart_gone|relation|stack/i);

    const lines = faultLinesOf(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, operation: 'ActiveCart', code: 'INTERNAL' });
    expect(lines[0]!.err?.message).toMatch(/cart/);
    expect(lines[0]!.err?.stack).toBeTruthy();
  });

  it('REST: 500 INTERNAL without its cause, one error line with id, route and cause', async () => {
    const employee = await bff.signIn('employee@20hhat.example');
    const requestId = 'fault-rest-0001';
    const answer = await withoutTable('contact', () =>
      employee.rest('GET', '/api/contacts?customerId=cu-20hhat-0001', undefined, {
        'x-request-id': requestId,
      }),
    );
    expect(answer).toEqual({ status: 500, body: { code: 'INTERNAL', messageKey: 'error.internal' } });

    const lines = faultLinesOf(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, operation: 'GET /api/contacts', code: 'INTERNAL' });
    expect(lines[0]!.err?.message).toMatch(/contact/);
  });
});
