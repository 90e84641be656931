import { generateSeedData } from '@shop/db';
import { ApiClient, clientCredentialsToken, mintToken, personalTokens } from './support/bearer';
import { openSse } from './support/sse-client';
import {
  dataOf,
  gql,
  startTestBff,
  type GraphqlResponse,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);

const ME = gql<{
  me: {
    userType: string;
    role: string;
    mandantCode: string;
    contact: { id: string } | null;
    customer: { customerNo: string } | null;
  } | null;
}>`
  query {
    me {
      userType
      role
      mandantCode
      contact {
        id
      }
      customer {
        customerNo
      }
    }
  }
`;
const UNITS = gql<
  { custPrice1Units: { sku: string; price: { centAmount: number; currency: string } }[] },
  { locale: string; skus: string[] }
>`
  query Units($locale: String!, $skus: [String!]!) {
    custPrice1Units(locale: $locale, skus: $skus) {
      sku
      price {
        centAmount
        currency
      }
    }
  }
`;
const LISTING = gql<
  { products: { total: number; items: { sku: string; price: { centAmount: number } | null }[] } },
  { locale: string; category: string }
>`
  query Listing($locale: String!, $category: String!) {
    products(locale: $locale, queryFilter: [{ name: "category", values: [$category] }], limit: 10) {
      total
      items {
        sku
        price {
          centAmount
        }
      }
    }
  }
`;
const CART_FIELDS = 'id key version lineItems { sku quantity unitPrice { centAmount } }';
type CartAnswer = {
  id: string;
  key: string;
  version: number;
  lineItems: { sku: string; quantity: number }[];
};
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }
`;
const CREATE_CART = gql<{ createCart: CartAnswer }, { locale: string }>`
  mutation Create($locale: String!) { createCart(locale: $locale) { ${CART_FIELDS} } }
`;
const CART_BY_ID = gql<{ cartById: CartAnswer }, { locale: string; cartId: string }>`
  query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${CART_FIELDS} } }
`;
const ADD = gql<
  { changeCartLines: CartAnswer },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Add($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { ${CART_FIELDS} }
  }
`;

const errorsOf = (body: GraphqlResponse) =>
  (body.errors ?? []).map((error) => [error.extensions.code, error.extensions.messageKey]);

/**
 * Bearer access tokens of integrators and people (decision 0047), against the real development IdP:
 * the token acts exactly as its contact's session would, never uses a cookie session, and every
 * invalid token is refused with 401 in the shop's error shape.
 */
describe('bearer tokens (real IdP and BFF)', () => {
  let bff: TestBff;
  /** integration-20hhat acts as admin2@20hhat.example, customer 100002. */
  let integration: ApiClient;
  /** The same contact's own browser session. */
  let admin2: ShopSession;
  let skus: string[];

  const sessionKeys = () => bff.redis.keys('shop:sess:*');

  beforeAll(async () => {
    bff = await startTestBff({ scale: SCALE });
    integration = ApiClient.bearer(bff.baseUrl, await clientCredentialsToken(bff, 'integration-20hhat'));
    admin2 = await bff.signIn('admin2@20hhat.example');
    skus = (
      await bff.database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 3`,
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await bff?.close();
  });

  describe("an integration client's token acts as its contact", () => {
    it('is the contact of its registration, in its tenant (me)', async () => {
      const { status, body, headers } = await integration.graphql(ME);
      expect(status).toBe(200);
      expect(dataOf(body).me).toEqual({
        userType: 'STANDARD',
        role: 'ROLE_ADMIN',
        mandantCode: '20HHAT',
        contact: { id: 'co-20hhat-0006' },
        customer: { customerNo: '100002' },
      });
      expect(headers.get('set-cookie')).toBeNull();
    });

    it("gets its customer's prices, the very answer of the contact's session", async () => {
      const answer = dataOf(
        (await integration.graphql(UNITS, { locale: 'de-at', skus })).body,
      ).custPrice1Units;
      const seededPrice = (sku: string) =>
        data.prices.customerPrices.find(
          (p) => p.mandant_code === '20HHAT' && p.customer_no === '100002' && p.sku === sku,
        )?.price_cents ??
        data.products.find((p) => p.mandant_code === '20HHAT' && p.sku === sku)!.list_price_cents;
      expect(answer.map((price) => [price.sku, price.price.centAmount])).toEqual(
        skus.map((sku) => [sku, seededPrice(sku)]),
      );
      expect(answer).toEqual(dataOf(await admin2.graphql(UNITS, { locale: 'de-at', skus })).custPrice1Units);
    });

    it('lists a category with the customer prices, as the session does', async () => {
      const category = data.products.find((p) => p.mandant_code === '20HHAT')!.category_id;
      const slug = (await bff.database.db.one<{ slug: string }>(
        `select slug ->> 'de' as slug from category where id = $1`,
        [category],
      ))!.slug;
      const listing = dataOf(
        (await integration.graphql(LISTING, { locale: 'de-at', category: slug })).body,
      ).products;
      expect(listing.total).toBeGreaterThan(0);
      expect(listing.items.every((item) => item.price !== null)).toBe(true);
      expect(listing).toEqual(
        dataOf(await admin2.graphql(LISTING, { locale: 'de-at', category: slug })).products,
      );
    });

    it("creates a cart and adds a line: it is the contact's cart, which the contact's session sees", async () => {
      const created = dataOf((await integration.graphql(CREATE_CART, { locale: 'de-at' })).body).createCart;
      expect(created.key).toMatch(/^20HHAT-100002-KT\d+$/);
      const changed = dataOf(
        (
          await integration.graphql(ADD, {
            locale: 'de-at',
            cartId: created.id,
            version: created.version,
            lines: [{ sku: skus[0], quantity: 2 }],
          })
        ).body,
      ).changeCartLines;
      expect(changed.lineItems).toEqual([expect.objectContaining({ sku: skus[0], quantity: 2 })]);
      const seen = dataOf(await admin2.graphql(CART, { locale: 'de-at' })).cart;
      expect([seen.id, seen.version, seen.lineItems.length]).toEqual([created.id, changed.version, 1]);
    });

    it('finds no cart of another customer of its tenant, as a session does (NOT_FOUND)', async () => {
      const purchaser = await bff.signIn('purchaser@20hhat.example');
      const other = dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart;
      const read = (await integration.graphql(CART_BY_ID, { locale: 'de-at', cartId: other.id })).body;
      expect(errorsOf(read)).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
      expect(read).toEqual(await admin2.graphql(CART_BY_ID, { locale: 'de-at', cartId: other.id }));
      const write = (
        await integration.graphql(ADD, {
          locale: 'de-at',
          cartId: other.id,
          version: other.version,
          lines: [{ sku: skus[1], quantity: 1 }],
        })
      ).body;
      expect(errorsOf(write)).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
      expect(dataOf(await purchaser.graphql(CART, { locale: 'de-at' })).cart.version).toBe(other.version);
    });

    it("gets nothing of another tenant: FORBIDDEN in its locales, NOT_FOUND for this tenant's carts", async () => {
      const german = ApiClient.bearer(bff.baseUrl, await clientCredentialsToken(bff, 'integration-30hhde'));
      const ownCart = dataOf((await integration.graphql(CART, { locale: 'de-at' })).body).cart;
      // Asked about 20HHAT, the 30HHDE client is signed in but has no role and no customer there.
      expect(errorsOf((await german.graphql(CART, { locale: 'de-at' })).body)).toEqual([
        ['FORBIDDEN', 'error.forbidden'],
      ]);
      expect(errorsOf((await german.graphql(UNITS, { locale: 'de-at', skus })).body)).toEqual([
        ['FORBIDDEN', 'error.forbidden'],
      ]);
      const byId = (await german.graphql(CART_BY_ID, { locale: 'de-de', cartId: ownCart.id })).body;
      expect(errorsOf(byId)).toEqual([['NOT_FOUND', 'error.cart-not-found']]);
      // Its own tenant works.
      expect(dataOf((await german.graphql(ME)).body).me?.mandantCode).toBe('30HHDE');
    });

    it('hears the events of its customer on the event stream', async () => {
      const token = integration.authorization!;
      const stream = await openSse<{ type: string; customerNo?: string; cartId?: string }>(
        bff.baseUrl,
        'de-at',
        {
          authorization: token,
        },
      );
      try {
        await stream.waitFor((event) => event.event === 'maintenance');
        const created = dataOf((await integration.graphql(CREATE_CART, { locale: 'de-at' })).body).createCart;
        const heard = await stream.waitFor((event) => event.data.type === 'cart-changed');
        expect(heard.data).toMatchObject({ customerNo: '100002', cartId: created.id });
      } finally {
        stream.close();
      }
    });
  });

  it('ends the event stream when its token expires (the client reconnects with a fresh one)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const response = await fetch(`${bff.baseUrl}/sse?locale=de-at`, {
      headers: { authorization: `Bearer ${await mintToken(bff, { exp })}` },
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('event: maintenance');
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
  });

  describe("a person's token", () => {
    it('acts as the person signed in, found by the e-mail of the token', async () => {
      const { accessToken } = await personalTokens(bff, 'purchaser@20hhat.example');
      const me = dataOf((await ApiClient.bearer(bff.baseUrl, accessToken).graphql(ME)).body).me;
      expect(me).toMatchObject({ role: 'ROLE_CART_PURCHASER', contact: { id: 'co-20hhat-0003' } });
    });

    it('stops working when the person signs out of the shop; a token got afterwards works (decision 0074)', async () => {
      const email = 'purchaser@20hhat.example';
      const session = await bff.signIn(email);
      const { accessToken } = await personalTokens(bff, email);
      const other = (await personalTokens(bff, 'admin@20hhat.example')).accessToken;
      const api = ApiClient.bearer(bff.baseUrl, accessToken);
      expect(dataOf((await api.graphql(ME)).body).me).toMatchObject({ contact: { id: 'co-20hhat-0003' } });

      const { body } = await session.rest('GET', '/auth/csrf');
      const signOut = await session.rest('POST', '/auth/logout', {
        csrfToken: body.csrfToken,
        locale: 'de-at',
      });
      expect(signOut.status).toBe(303);
      // Stored in the database too, with the second Redis holds (decision 0145).
      const [key] = await bff.redis.keys('shop:signed-out:*');
      const rows = await bff.database.db.query<{ subject: string; at: string }>(
        `select subject, extract(epoch from signed_out_at)::bigint::text as at from signed_out`,
      );
      expect(rows).toEqual([{ subject: key.slice('shop:signed-out:'.length), at: await bff.redis.get(key) }]);

      const refused = await api.graphql(ME);
      expect(refused.status).toBe(401);
      expect(errorsOf(refused.body)).toEqual([['UNAUTHENTICATED', 'error.invalid-token']]);
      expect(refused.body.errors![0].extensions.details).toEqual({ reason: 'revoked' });
      const rest = await api.rest('GET', '/api/maintenance');
      expect([rest.status, rest.body]).toEqual([
        401,
        { code: 'UNAUTHENTICATED', messageKey: 'error.invalid-token', details: { reason: 'revoked' } },
      ]);
      // Another person's token is untouched.
      expect(dataOf((await ApiClient.bearer(bff.baseUrl, other).graphql(ME)).body).me).toMatchObject({
        role: 'ROLE_ADMIN',
      });
      // A token issued after the sign-out (a later second: `iat` has seconds) acts again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const fresh = (await personalTokens(bff, email)).accessToken;
      expect(dataOf((await ApiClient.bearer(bff.baseUrl, fresh).graphql(ME)).body).me).toMatchObject({
        contact: { id: 'co-20hhat-0003' },
      });
    });

    it('of an employee cannot select a customer: that changes a session (FORBIDDEN error.session-required)', async () => {
      const { accessToken } = await personalTokens(bff, 'employee@20hhat.example');
      const employee = ApiClient.bearer(bff.baseUrl, accessToken);
      expect(dataOf((await employee.graphql(ME)).body).me).toMatchObject({
        userType: 'EMPLOYEE',
        customer: null,
      });
      const select = await employee.graphql(
        'mutation { selectCustomer(contactId: "co-20hhat-0006") { role } }',
      );
      expect(errorsOf(select.body)).toEqual([['FORBIDDEN', 'error.session-required']]);
      const rest = await employee.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0006' });
      expect([rest.status, rest.body]).toEqual([
        403,
        { code: 'FORBIDDEN', messageKey: 'error.session-required' },
      ]);
    });
  });

  describe('refuses every token it cannot trust with 401, never as a guest', () => {
    /** A refused GraphQL request: 401, one coded error, the challenge header, no data. */
    async function refusedGraphql(authorization: string) {
      const { status, body, headers } = await new ApiClient(bff.baseUrl, authorization).graphql(ME);
      expect(status).toBe(401);
      expect(body.data).toBeUndefined();
      expect(headers.get('www-authenticate')).toMatch(/^Bearer realm="shop", error="invalid_token"/);
      expect(headers.get('set-cookie')).toBeNull();
      expect(body.errors).toHaveLength(1);
      return body.errors![0].extensions;
    }
    const invalid = (reason: string) => ({
      code: 'UNAUTHENTICATED',
      messageKey: 'error.invalid-token',
      details: { reason },
    });

    it.each([
      ['another issuer', { iss: 'http://127.0.0.1:1/evil' }, 'issuer'],
      ['another audience', { aud: 'https://other-api.example' }, 'audience'],
      [
        'a client that is not registered and no person',
        { client_id: 'unknown-client', sub: 'unknown-client' },
        'unknown-client',
      ],
      ['no client at all', { client_id: undefined }, 'claims'],
    ])("a token signed by the IdP's key with %s", async (_case, claims, reason) => {
      expect(await refusedGraphql(`Bearer ${await mintToken(bff, claims)}`)).toEqual(invalid(reason));
    });

    it('an expired token, with its own message key', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect(
        await refusedGraphql(`Bearer ${await mintToken(bff, { iat: now - 700, exp: now - 60 })}`),
      ).toEqual({
        code: 'UNAUTHENTICATED',
        messageKey: 'error.token-expired',
      });
    });

    it('a token whose payload was changed, and one signed by another key under the IdP key id', async () => {
      const genuine = integration.authorization!.slice('Bearer '.length);
      const [header, payload, signature] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const changed = Buffer.from(JSON.stringify({ ...claims, client_id: 'integration-30hhde' })).toString(
        'base64url',
      );
      expect(await refusedGraphql(`Bearer ${header}.${changed}.${signature}`)).toEqual(invalid('signature'));
      const { generateKeyPair, SignJWT } = await import('jose');
      const { privateKey } = await generateKeyPair('RS256');
      const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .sign(privateKey);
      expect(await refusedGraphql(`Bearer ${forged}`)).toEqual(invalid('signature'));
    });

    it("an ID token (its audience is the client, not the shop's API)", async () => {
      const { idToken } = await personalTokens(bff, 'admin@20hhat.example');
      expect(await refusedGraphql(`Bearer ${idToken}`)).toEqual(invalid('audience'));
    });

    it.each([
      ['no token', 'Bearer'],
      ['two parts', 'Bearer abc def'],
      ['characters no token has', 'Bearer {"sub":"x"}'],
      ['no JWT', 'Bearer not-a-jwt'],
    ])('a malformed header: %s', async (_case, authorization) => {
      expect(await refusedGraphql(authorization)).toEqual(invalid('malformed'));
    });

    it('on REST routes with the REST error body', async () => {
      const { status, body, headers } = await new ApiClient(bff.baseUrl, 'Bearer not-a-jwt').rest(
        'GET',
        '/api/contacts',
      );
      expect([status, body]).toEqual([401, invalid('malformed')]);
      expect(headers.get('www-authenticate')).toContain('error="invalid_token"');
    });

    it('but treats another scheme (Basic in front of a staging site) as no credential', async () => {
      const { status, body } = await new ApiClient(bff.baseUrl, 'Basic dXNlcjpwYXNz').graphql(ME);
      expect([status, dataOf(body).me]).toEqual([200, null]);
    });
  });

  describe('never uses or creates a cookie session', () => {
    it('acts as the token even next to the session cookie of someone else, and stores no session', async () => {
      const purchaser = await bff.signIn('purchaser@20hhat.example');
      const before = (await sessionKeys()).sort();
      const { body, headers } = await integration.graphql(ME, undefined, {
        cookie: purchaser.cookieHeader(),
      });
      expect(dataOf(body).me?.contact?.id).toBe('co-20hhat-0006');
      expect(headers.get('set-cookie')).toBeNull();
      await integration.graphql(CART, { locale: 'de-at' });
      expect((await sessionKeys()).sort()).toEqual(before);
    });

    it("refuses the session's own routes: sign-in state, CSRF token, tenant switch, customer selection", async () => {
      const session = { code: 'FORBIDDEN', messageKey: 'error.session-required' };
      for (const path of ['/auth/session', '/auth/csrf', '/auth/login?locale=de-at']) {
        const answer = await integration.rest('GET', path);
        expect([path, answer.status, answer.body]).toEqual([path, 403, session]);
      }
      const logout = await integration.rest('POST', '/auth/logout', { csrfToken: 'x' });
      expect([logout.status, logout.body]).toEqual([403, session]);
      const locale = await integration.rest('POST', '/api/updateApolloToken', { code: 'de-de' });
      expect([locale.status, locale.body]).toEqual([403, session]);
      // What only reads the session user answers as for the session.
      const contacts = await integration.rest('GET', '/api/contacts');
      expect([contacts.status, contacts.body.contacts.map((c: { id: string }) => c.id)]).toEqual([
        200,
        ['co-20hhat-0006'],
      ]);
    });
  });

  describe('the CSRF check of REST writes', () => {
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

    it('lets a bearer request from anywhere through: no cookie speaks for it', async () => {
      const { status } = await integration.rest('POST', '/api/maintenance', {}, crossSite);
      expect(status).toBe(200);
    });

    it('still refuses a cookie request from another site', async () => {
      const answer = await admin2.rest('POST', '/api/maintenance', {}, crossSite);
      expect([answer.status, answer.body]).toEqual([
        403,
        { code: 'FORBIDDEN', messageKey: 'error.cross-site-request' },
      ]);
    });

    it('does not take an invalid token for a pass: 401 before anything else', async () => {
      const answer = await new ApiClient(bff.baseUrl, 'Bearer not-a-jwt').rest(
        'POST',
        '/api/maintenance',
        {},
        crossSite,
      );
      expect(answer.status).toBe(401);
    });
  });
});
