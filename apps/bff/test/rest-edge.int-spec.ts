import { request as httpRequest } from 'node:http';
import { startTestBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const ME = '{ me { mandantCode customer { customerNo } } }';

/**
 * The REST edge as an attacker sees it: cross-site writes with a valid session change nothing, and
 * every error — the framework's included — answers `{ code, messageKey }` without echoing input.
 */
describe('REST edge: cross-site writes and error bodies', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** A raw request with the session's cookie and the given headers, as another site's page would send it. */
  const send = async (
    path: string,
    init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: string },
  ) => {
    const response = await fetch(`${bff.baseUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
      body: init.body,
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as Json };
  };

  describe('cross-site writes with a valid session change nothing', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    it('moves nobody to another tenant: POST /api/updateApolloToken from a form of another site', async () => {
      const purchaser = await bff.signIn('purchaser@20hhat.example');
      const cookie = purchaser.cookieHeader();
      const attempts = [
        // A page on another port of the host or a sibling subdomain: same site, other origin.
        { ...form, origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' },
        { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        // Older browsers send only Origin.
        { ...form, origin: 'http://shop.example.evil' },
      ];
      for (const headers of attempts) {
        expect(await send('/api/updateApolloToken', { cookie, headers, body: 'code=cs-cz' })).toEqual({
          status: 403,
          body: { code: 'FORBIDDEN', messageKey: 'error.cross-site-request' },
        });
      }
      // A form post of the shop's own origin is still not JSON.
      expect(
        await send('/api/updateApolloToken', {
          cookie,
          headers: { ...form, origin: bff.baseUrl, 'sec-fetch-site': 'same-origin' },
          body: 'code=cs-cz',
        }),
      ).toEqual({
        status: 415,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.unsupported-media-type' },
      });
      expect(purchaser.cookieHeader()).toBe(cookie);
      expect((await purchaser.graphql(ME)).data!.me).toEqual({
        mandantCode: '20HHAT',
        customer: { customerNo: '100001' },
      });
    });

    it('makes no employee act for another customer: POST /api/setCustomer from another site', async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      const cookie = employee.cookieHeader();
      const contactId = 'co-20hhat-0006';
      const bodies: { headers: Record<string, string>; body: string }[] = [
        { headers: { ...form, 'sec-fetch-site': 'same-site' }, body: `contactId=${contactId}` },
        {
          headers: {
            'content-type': 'text/plain',
            origin: 'http://localhost:9',
            'sec-fetch-site': 'same-site',
          },
          body: JSON.stringify({ contactId }),
        },
        // Even JSON (which needs a CORS preflight that is never granted) from another origin.
        {
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({ contactId }),
        },
      ];
      for (const { headers, body } of bodies) {
        expect((await send('/api/setCustomer', { cookie, headers, body })).status).toBe(403);
      }
      const rows = await bff.database.db.query('select 1 from employee_customer_selection');
      expect(rows).toEqual([]);
      expect((await employee.graphql(ME)).data!.me.customer).toBeNull();

      // The shop's own page (same origin, JSON) still works: the refusals were about where they came from.
      const own = await employee.rest('POST', '/api/setCustomer', { contactId }, { origin: bff.baseUrl });
      expect(own.status).toBe(200);
      expect((await employee.graphql(ME)).data!.me.customer).toEqual({ customerNo: '100002' });
    });

    it('does not sign out from another site (the CSRF token is checked too)', async () => {
      const admin = await bff.signIn('admin@20hhat.example');
      const answer = await send('/auth/logout?locale=de-at', {
        cookie: admin.cookieHeader(),
        headers: { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: 'csrfToken=x&locale=de-at',
      });
      expect(answer.status).toBe(403);
      expect((await admin.graphql(ME)).data!.me.mandantCode).toBe('20HHAT');
    });
  });

  describe('error bodies', () => {
    it('answers a body over the size limit with 413 in the shop shape', async () => {
      const answer = await send('/api/updateApolloToken', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'x'.repeat(200_000) }),
      });
      expect(answer).toEqual({
        status: 413,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.payload-too-large' },
      });
    });

    it('answers headers over the size limit with 431 in the shop shape, and the next request as usual', async () => {
      // Node's limit is 16 kB of headers; fetch would refuse to send this, so a plain request does.
      const answer = await new Promise<{ status: number; type: unknown; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${bff.baseUrl}/graphql`,
          { headers: { 'x-filler': 'x'.repeat(20_000) } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.headers-too-large',
      });
      expect((await send('/api/no-such-route', { method: 'GET' })).status).toBe(404);
    });

    it('answers an unknown image with a JSON 404 labelled JSON, not cached as an image', async () => {
      for (const path of ['/api/images/products/NOT-A-SKU!.svg', '/api/images/hero/xx-xx.svg']) {
        const response = await fetch(`${bff.baseUrl}${path}`);
        expect([path, response.status, response.headers.get('content-type')]).toEqual([
          path,
          404,
          'application/json; charset=utf-8',
        ]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'error.not-found' });
      }
      const image = await fetch(`${bff.baseUrl}/api/images/hero/de-at.svg`);
      expect([image.status, image.headers.get('content-type')]).toEqual([
        200,
        'image/svg+xml; charset=utf-8',
      ]);
    });

    it('tells browsers not to sniff any answer: GraphQL, REST, errors, images', async () => {
      const answers = [
        await fetch(`${bff.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
        await fetch(`${bff.baseUrl}/api/maintenance`, { method: 'POST' }),
        await fetch(`${bff.baseUrl}/api/no-such-route`),
        await fetch(`${bff.baseUrl}/api/images/hero/de-at.svg`),
        await fetch(`${bff.baseUrl}/health/live`),
      ];
      expect(
        answers.map((response) => [response.url, response.headers.get('x-content-type-options')]),
      ).toEqual(answers.map((response) => [response.url, 'nosniff']));
    });

    it('answers malformed JSON with 400 in the shop shape', async () => {
      const answer = await send('/api/updateApolloToken', {
        headers: { 'content-type': 'application/json' },
        body: '{"code": "de-',
      });
      expect(answer).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
      });
    });

    it.each([
      ['GET', '/api/no-such-route'],
      ['POST', '/api/no-such-route'],
      ['GET', '/auth/nothing-here'],
    ])('answers %s %s with 404 in the shop shape', async (method, path) => {
      const answer = await send(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(answer).toEqual({ status: 404, body: { code: 'NOT_FOUND', messageKey: 'error.not-found' } });
    });

    it('cuts echoed input to a short prefix: a 10 kB locale or slug is not sent back whole', async () => {
      const long = `de-${'x'.repeat(10_000)}`;
      const rest = await send('/api/updateApolloToken', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: long }),
      });
      expect(rest.status).toBe(400);
      expect(rest.body.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(rest.body).length).toBeLessThan(300);

      const product = (slug: string) =>
        bff
          .guest()
          .graphql('query ($slug: String!) { product(locale: "de-at", slug: $slug) { sku } }', { slug });
      // 10 kB: refused by its length, naming the field only.
      const tooLong = await product('y'.repeat(10_000));
      expect(tooLong.errors![0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.invalid-product',
        details: { fields: [{ field: 'slug', messageKey: 'error.invalid-product' }] },
      });
      // A well-formed slug that is not found is echoed, cut to 64 characters.
      const unknown = await product('y'.repeat(250));
      expect(unknown.errors![0].extensions).toEqual({
        code: 'NOT_FOUND',
        messageKey: 'error.product-not-found',
        details: { slug: `${'y'.repeat(64)}…` },
      });
      for (const graphql of [tooLong, unknown]) expect(JSON.stringify(graphql).length).toBeLessThan(600);
    });
  });
});
