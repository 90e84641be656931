import { shopEventsChannel, type PricesChangedEvent } from '@shop/jobs';
import { CATALOGUE_VERSION_CHECK_MS } from '../src/catalogue/cached-catalogue';
import { ResponseCache } from '../src/response-cache/response-cache';
import {
  eventually,
  startAnotherBff,
  startTestBff,
  type AnotherBff,
  type Json,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

const TREE = 'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }';
const LISTING = `query Listing($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    items { sku name price { centAmount currency } } } }`;

interface Answer {
  status: number;
  fromMemory: boolean;
  json: Json;
  text: string;
}

/** A GraphQL POST as the web sends it, with the session's cookies; tells whether memory answered. */
async function post(baseUrl: string, session: ShopSession | null, query: string, variables: Json) {
  const cookie = session?.cookieHeader();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    fromMemory: response.headers.get('x-response-cache') === 'hit',
    json: JSON.parse(text) as Json,
    text,
  } satisfies Answer;
}

const pricesOf = (answer: Answer) =>
  Object.fromEntries(
    (answer.json.data.products.items as Json[]).map((item) => [item.sku, item.price?.centAmount ?? null]),
  );

describe('response cache: warm reads from memory, exact per user, emptied by every change', () => {
  let bff: TestBff;
  let category: string;
  let vars: Json;
  const ask = (session: ShopSession | null, query = LISTING, variables: Json = vars) =>
    post(bff.baseUrl, session, query, variables);

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    const tree = (await bff.guest().graphql(TREE, { locale: 'de-at' })).data.categoryTree
      .categories as Json[];
    category = (tree.find((c) => c.productCount >= 24) ?? tree[0]).slug;
    vars = { locale: 'de-at', category };
  });
  afterAll(() => bff?.close());

  it('answers a repeated read from memory, and never with another customer’s or a guest’s answer', async () => {
    // Customer 100001 (purchaser) has discounts on half the skus; customer 100002 (admin2) on others.
    const a = await bff.signIn('purchaser@20hhat.example');
    const b = await bff.signIn('admin2@20hhat.example');
    const a1 = await ask(a);
    const a2 = await ask(a);
    const b1 = await ask(b);
    const b2 = await ask(b);
    const guest1 = await ask(null);
    const guest2 = await ask(null);
    expect([a1.fromMemory, a2.fromMemory, b1.fromMemory, b2.fromMemory]).toEqual([false, true, false, true]);
    expect([guest1.fromMemory, guest2.fromMemory]).toEqual([false, true]);
    expect(a2.text).toBe(a1.text);
    expect(b2.text).toBe(b1.text);
    expect(guest2.text).toBe(guest1.text);
    // The two customers' answers differ (their own prices), and the guest sees none.
    expect(pricesOf(b1)).not.toEqual(pricesOf(a1));
    expect(Object.values(pricesOf(guest1)).every((cents) => cents === null)).toBe(true);
    expect(Object.values(pricesOf(a1)).every((cents) => typeof cents === 'number')).toBe(true);
    // A second purchaser's session of the same login is a session of its own, with the same answer.
    const a3 = await ask(await bff.signIn('purchaser@20hhat.example'));
    expect(a3.text).toBe(a1.text);
  });

  it('leaves a request with a bearer token to Express, even with a cookie whose answer is stored', async () => {
    const a = await bff.signIn('purchaser@20hhat.example');
    await ask(a);
    expect((await ask(a)).fromMemory).toBe(true);
    const response = await fetch(`${bff.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: a.cookieHeader(),
        authorization: 'Bearer not-a-token',
      },
      body: JSON.stringify({ query: LISTING, variables: vars }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-response-cache')).toBeNull();
  });

  it('stores no answer of operations outside the catalogue and prices, of errors or of mutations', async () => {
    const a = await bff.signIn('purchaser@20hhat.example');
    const me = '{ me { customer { customerNo } } }';
    expect((await ask(a, me, {})).fromMemory).toBe(false);
    expect((await ask(a, me, {})).fromMemory).toBe(false);
    // Prices in another tenant's shop: FORBIDDEN, asked twice, computed twice.
    const foreignPrices =
      'query($skus: [String!]!) { custPrice1Units(locale: "de-de", skus: $skus) { sku } }';
    const foreign = { skus: ['X-1'] };
    const refused = [await ask(a, foreignPrices, foreign), await ask(a, foreignPrices, foreign)];
    expect(refused.map((r) => r.fromMemory)).toEqual([false, false]);
    expect(refused[1].json.errors[0].extensions.code).toBe('FORBIDDEN');
    const create = 'mutation { createCart(locale: "de-at") { id } }';
    const created = [await ask(a, create, {}), await ask(a, create, {})];
    expect(created.map((r) => r.fromMemory)).toEqual([false, false]);
    expect(created[0].json.data.createCart.id).not.toBe(created[1].json.data.createCart.id);
  });

  it('answers a body that is not JSON as the body parser does, without storing anything', async () => {
    const send = () =>
      fetch(`${bff.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": "{ categoryTree',
      });
    for (const response of [await send(), await send()]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('x-response-cache')).toBeNull();
      expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' });
    }
  });

  it('shows a changed price in the next answer after the prices-changed event', async () => {
    const a = await bff.signIn('purchaser@20hhat.example');
    const before = await ask(a);
    expect((await ask(a)).fromMemory).toBe(true);
    const [sku, cents] = Object.entries(pricesOf(before))[0] as [string, number];
    await bff.database.db.query(
      `insert into customer_price (mandant_code, customer_no, sku, channel, price_cents, currency)
       values ('20HHAT', '100001', $1, 'SALES_PRICE', $2, 'EUR')
       on conflict (mandant_code, customer_no, sku) do update set price_cents = excluded.price_cents`,
      [sku, cents + 111],
    );
    const event: PricesChangedEvent = {
      type: 'prices-changed',
      id: String(Date.now()),
      mandantCode: '20HHAT',
      customers: [{ customerNo: '100001', skus: [sku] }],
    };
    await bff.redis.publish(shopEventsChannel(bff.testRedis.url), JSON.stringify(event));
    const after = await eventually('the changed price in the answer', async () => {
      const answer = await ask(a);
      return pricesOf(answer)[sku] === cents + 111 ? answer : undefined;
    });
    expect(after.fromMemory).toBe(false);
    expect(pricesOf(await ask(a))[sku]).toBe(cents + 111);
  });

  it('shows a renamed product within a catalogue version check', async () => {
    const before = await ask(null);
    expect((await ask(null)).fromMemory).toBe(true);
    const first = before.json.data.products.items[0];
    await bff.database.db.query(
      `update product set name = jsonb_set(name, '{de}', to_jsonb($2::text)) where mandant_code = '20HHAT' and sku = $1`,
      [first.sku, 'Frisch umbenannt'],
    );
    const changedAt = Date.now();
    await eventually('the new name in the answer', async () => {
      const answer = await ask(null);
      return answer.json.data.products.items[0].name === 'Frisch umbenannt' || undefined;
    });
    // One check interval, plus the time of one check and one request.
    expect(Date.now() - changedAt).toBeLessThan(2 * CATALOGUE_VERSION_CHECK_MS + 1000);
  });

  it('answers a signed-out session as a guest at once', async () => {
    const a = await bff.signIn('purchaser@20hhat.example');
    await ask(a);
    expect((await ask(a)).fromMemory).toBe(true);
    const { body } = await a.rest('GET', '/auth/csrf');
    const page = await a.browser.request(
      `${bff.baseUrl}/auth/logout`,
      { method: 'POST', json: { csrfToken: body.csrfToken, locale: 'de-at' } },
      () => false,
    );
    expect(page.status).toBe(303);
    const after = await ask(a);
    expect(Object.values(pricesOf(after)).every((cents) => cents === null)).toBe(true);
  });

  describe('what a caller controls of the keys (decision 0055, amended)', () => {
    /** A GET as the web's persisted queries are sent, with the parameters in the order given. */
    const getWith = async (params: [string, string][], session: ShopSession | null = null) => {
      const cookie = session?.cookieHeader();
      const response = await fetch(`${bff.baseUrl}/graphql?${new URLSearchParams(params)}`, {
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      });
      const text = await response.text();
      return {
        status: response.status,
        fromMemory: response.headers.get('x-response-cache') === 'hit',
        headers: response.headers,
        json: JSON.parse(text) as Json,
      };
    };
    const listingParams = (): [string, string][] => [
      ['query', LISTING],
      ['operationName', 'Listing'],
      ['variables', JSON.stringify(vars)],
    ];

    it('keys a GET by its known parameters, in any order, and stores nothing for unknown or repeated ones or padded JSON', async () => {
      const cache = bff.app.get(ResponseCache);
      cache.bump();
      expect((await getWith(listingParams())).fromMemory).toBe(false);
      const reordered = listingParams().reverse();
      expect((await getWith(reordered)).fromMemory).toBe(true);
      const stored = cache.size;
      // The same variables with spaces: answered, not stored (it is not how a client writes them).
      const spaced: [string, string][] = [
        ['query', LISTING],
        ['variables', JSON.stringify(vars, null, 1)],
        ['operationName', 'Listing'],
      ];
      for (let i = 0; i < 2; i++) expect((await getWith(spaced)).fromMemory).toBe(false);
      for (let i = 0; i < 5; i++) {
        const junk = await getWith([...listingParams(), [`junk${i}`, String(i)]]);
        expect([junk.status, junk.fromMemory]).toEqual([200, false]);
        const repeated = await getWith([...listingParams(), ['operationName', `Listing${i}`]]);
        expect(repeated.fromMemory).toBe(false);
      }
      expect(cache.size).toBe(stored);
    });

    it('stores no answer of a request with fields, variables or extensions the operation does not know', async () => {
      const cache = bff.app.get(ResponseCache);
      cache.bump();
      const bodies = [
        { query: LISTING, variables: vars, junk: 1 },
        { query: LISTING, variables: { ...vars, junk: 'a' } },
        { query: LISTING, variables: vars, extensions: { junk: 1 } },
      ];
      for (const body of bodies)
        for (let i = 0; i < 2; i++) {
          const response = await fetch(`${bff.baseUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect([response.status, response.headers.get('x-response-cache')]).toEqual([200, null]);
          await response.text();
        }
      const padded = (n: number) =>
        fetch(`${bff.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `${JSON.stringify({ query: LISTING, variables: vars })}${' '.repeat(n)}`,
        }).then(async (response) => (await response.text(), response.headers.get('x-response-cache')));
      expect([await padded(1), await padded(1), await padded(2)]).toEqual([null, null, null]);
      expect(cache.size).toBe(0);
    });

    it('marks answers of a signed-in user private, and every GraphQL GET answer as varying by cookie', async () => {
      const a = await bff.signIn('purchaser@20hhat.example');
      for (let i = 0; i < 2; i++) {
        const signedIn = await getWith(listingParams(), a);
        expect([
          signedIn.fromMemory,
          signedIn.headers.get('cache-control'),
          signedIn.headers.get('vary'),
        ]).toEqual([i === 1, 'private', 'Cookie']);
        const guest = await getWith(listingParams());
        expect([guest.headers.get('cache-control'), guest.headers.get('vary')]).toEqual([null, 'Cookie']);
      }
      const contacts = await a.rest('GET', '/api/contacts?customerId=cu-20hhat-0001');
      expect(contacts.headers.get('cache-control')).toBe('private');
    });
  });

  it('stores nothing when a change happened while the answer was computed', () => {
    const cache = bff.app.get(ResponseCache);
    const generation = cache.generation;
    cache.bump();
    expect(cache.set('k', Buffer.from('{}'), {}, generation)).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  describe('with the rate limit on', () => {
    let limited: AnotherBff;
    beforeAll(async () => {
      limited = await startAnotherBff(bff, { RATE_LIMIT: 'on', RATE_LIMIT_MAX: '6' });
    });
    afterAll(() => limited?.close());

    it('counts an answer from memory like any other, and refuses it over the budget', async () => {
      const a = await bff.signIn('purchaser@20hhat.example');
      const answers: [number, string | null, string | null][] = [];
      for (let i = 0; i < 7; i++) {
        const response = await fetch(`${limited.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: a.cookieHeader() },
          body: JSON.stringify({ query: LISTING, variables: vars }),
        });
        await response.text();
        answers.push([
          response.status,
          response.headers.get('x-response-cache'),
          response.headers.get('ratelimit-remaining'),
        ]);
      }
      // Every answer counts once, from memory or not: 6 left … 0, then 429. (Which of the first ones
      // come from memory can vary: the sign-in's session change may reach this process after its first
      // read of the session, which then reads it again.)
      expect(answers.map(([status, , remaining]) => [status, remaining])).toEqual([
        [200, '5'],
        [200, '4'],
        [200, '3'],
        [200, '2'],
        [200, '1'],
        [200, '0'],
        [429, '0'],
      ]);
      expect(answers[0][1]).toBeNull();
      expect(answers.slice(3, 6).map(([, hit]) => hit)).toEqual(['hit', 'hit', 'hit']);
      expect(answers[6][1]).toBeNull();
    });
  });

  describe('next to another BFF process on the same Redis', () => {
    let other: AnotherBff;
    beforeAll(async () => {
      other = await startAnotherBff(bff, {});
    });
    afterAll(() => other?.close());

    it('forgets a session the other process signed out, without waiting for its copy to age', async () => {
      const a = await bff.signIn('purchaser@20hhat.example');
      const cookie = a.cookieHeader();
      const atOther = (query: string) =>
        fetch(`${other.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query }),
        }).then((r) => r.json() as Promise<Json>);
      expect((await atOther('{ me { role } }')).data.me).toEqual({ role: expect.any(String) });
      const { body } = await a.rest('GET', '/auth/csrf');
      await a.browser.request(
        `${bff.baseUrl}/auth/logout`,
        { method: 'POST', json: { csrfToken: body.csrfToken, locale: 'de-at' } },
        () => false,
      );
      // Well inside SESSION_LOCAL_MS (5 s): only the published change can make the other process forget.
      const signedOut = await eventually(
        'the other process answering the signed-out session as a guest',
        async () => ((await atOther('{ me { role } }')).data.me === null ? true : undefined),
        1500,
      );
      expect(signedOut).toBe(true);
    });
  });

  // Last: a BFF started in production mode registers its own passport strategy, which is global in a
  // process, so sign-ins through the test's BFF after it would fail.
  describe('in production', () => {
    it('tells nobody in production which answers came from memory, and lets expired ones go by themselves', async () => {
      const production = await startAnotherBff(bff, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-session-secret-of-the-production-test-0123456789',
        OPS_TOKEN: 'an-ops-token-of-the-production-test-0123456789',
        GRAPHQL_TRUSTED_DOCUMENTS: 'allow',
        RATE_LIMIT: 'off',
        RESPONSE_CACHE_TTL_MS: '1000',
      });
      try {
        const cache = production.app.get(ResponseCache);
        const answers = [
          await post(production.baseUrl, null, LISTING, vars),
          await post(production.baseUrl, null, LISTING, vars),
        ];
        expect(answers.map((answer) => [answer.status, answer.fromMemory])).toEqual([
          [200, false],
          [200, false],
        ]);
        expect(answers[1].text).toBe(answers[0].text);
        expect(cache.size).toBe(1);
        await eventually('the expired answer gone without a read', () => cache.size === 0, 5000);
      } finally {
        await production.close();
      }
    });
  });
});
