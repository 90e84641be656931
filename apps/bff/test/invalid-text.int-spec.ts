import { startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

/** Text no shop data holds: PostgreSQL cannot store a NUL, and a lone surrogate is no UTF-8 at all. */
const BAD_TEXTS = [
  ['a NUL byte', 'Seife\u0000'],
  ['a lone surrogate', 'Seife\ud800'],
] as const;

const INVALID_TEXT = { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-text' };

/** A GraphQL request refused before it ran: HTTP 400 and one error with this code and key. */
function expectRefused(answer: { status: number; body: Json }, field: string) {
  expect({ status: answer.status, errors: answer.body.errors?.map((e: Json) => e.extensions) }).toEqual({
    status: 400,
    errors: [{ ...INVALID_TEXT, details: { field } }],
  });
  expect(answer.body.data).toBeUndefined();
}

/**
 * A NUL byte or a lone surrogate in any text input is refused at the edge, before a resolver or
 * handler runs, with BAD_USER_INPUT `error.invalid-text` (decision 0075), never INTERNAL; nothing
 * changes. Every text input the shop has is covered by the one check; these are the ones where it
 * used to reach the database (found from outside, issue 24) and a few more.
 */
describe('text that is no text: NUL bytes and lone surrogates', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let employee: ShopSession;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    employee = await bff.signIn('employee@20hhat.example');
  });

  afterAll(async () => {
    await bff?.close();
  });

  const post = async (session: ShopSession, query: string, variables: Json) => {
    const { status, body } = await session.graphqlResponse(query, variables);
    return { status, body: body as Json };
  };

  const GUEST_OPERATIONS: [string, string, (text: string) => Json, string][] = [
    [
      'a search term',
      'query ($t: String) { products(locale: "de-at", searchTerm: $t) { total } }',
      (t) => ({ t }),
      't',
    ],
    [
      'a suggestion term',
      'query ($t: String!) { productSuggestions(locale: "de-at", searchTerm: $t) { sku } }',
      (t) => ({ t }),
      't',
    ],
    [
      'a product slug',
      'query ($s: String!) { product(locale: "de-at", slug: $s) { sku } }',
      (s) => ({ s }),
      's',
    ],
    [
      'a category slug',
      'query ($s: String!) { category(locale: "de-at", slug: $s) { slug } }',
      (s) => ({ s }),
      's',
    ],
    [
      'a content slug',
      'query ($s: String!) { content(locale: "de-at", slug: $s) { slug } }',
      (s) => ({ s }),
      's',
    ],
    ['a route path', 'query ($p: String!) { route(path: $p) { name } }', (p) => ({ p: `/de-at/${p}` }), 'p'],
    [
      'a quick-order code',
      'query ($c: [String!]!) { quickOrderLookup(locale: "de-at", codes: $c) { code } }',
      (c) => ({ c: ['ok', c] }),
      'c.1',
    ],
    [
      'a newsletter address',
      'mutation ($i: NewsletterSignupInput!) { subscribeNewsletter(input: $i) { ok } }',
      (email) => ({ i: { email, locale: 'de-at' } }),
      'i.email',
    ],
  ];

  describe.each(BAD_TEXTS)('%s', (_what, bad) => {
    it.each(GUEST_OPERATIONS)(
      'is refused in %s, for a guest and signed in',
      async (_input, query, vars, field) => {
        for (const session of [bff.guest(), purchaser])
          expectRefused(await post(session, query, vars(bad)), field);
      },
    );

    it('is refused in a literal argument of the document too', async () => {
      const answer = await post(
        bff.guest(),
        `{ products(locale: "de-at", searchTerm: ${JSON.stringify(bad)}) { total } }`,
        {},
      );
      // GraphQL's parser itself refuses an escaped lone surrogate (a syntax error); a NUL parses.
      if (bad.includes('\u0000')) expectRefused(answer, 'searchTerm');
      else
        expect({ status: answer.status, code: answer.body.errors[0].extensions.code }).toEqual({
          status: 400,
          code: 'BAD_USER_INPUT',
        });
    });

    it("is refused in a cart's reference, comment and address, and the cart stays as it was", async () => {
      const cart = (await purchaser.graphql('{ cart(locale: "de-at") { id version customerComment } }')).data!
        .cart;
      const UPDATE = `mutation ($cartId: ID!, $version: Int!, $comment: String, $ref: String, $address: ShippingAddressInput) {
        updateCart(locale: "de-at", cartId: $cartId, version: $version, customerComment: $comment,
          customerIdentifier: $ref, shippingAddress: $address) { version } }`;
      const at = { cartId: cart.id, version: cart.version };
      const address = {
        firstName: 'Eva',
        lastName: 'Muster',
        streetName: 'Hauptstraße 1',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
      };
      for (const [variables, field] of [
        [{ ...at, comment: bad }, 'comment'],
        [{ ...at, ref: bad }, 'ref'],
        [{ ...at, address: { ...address, city: bad } }, 'address.city'],
      ] as const)
        expectRefused(await post(purchaser, UPDATE, variables), field);
      const REQUEST = `mutation ($cartId: ID!, $version: Int!, $comment: String) {
        requestCartApproval(locale: "de-at", cartId: $cartId, version: $version, comment: $comment) { version } }`;
      expectRefused(await post(purchaser, REQUEST, { ...at, comment: bad }), 'comment');
      const after = (await purchaser.graphql('{ cart(locale: "de-at") { id version customerComment } }'))
        .data!.cart;
      expect(after).toEqual(cart);
    });

    it("is refused in an employee's customer search", async () => {
      expectRefused(
        await post(employee, 'query ($q: String!) { employeeCustomers(query: $q) { total } }', { q: bad }),
        'q',
      );
    });

    it('is refused in REST query parameters and bodies, for a guest and an employee, and nothing is selected', async () => {
      for (const session of [bff.guest(), employee]) {
        // A URL cannot carry a lone surrogate (UTF-8 has none; the query parser makes its bytes U+FFFD).
        if (bad.includes('\u0000'))
          expect(
            await session.rest('GET', `/api/contacts?customerId=cu-20hhat-0001${encodeURIComponent(bad)}`),
          ).toEqual({ status: 400, body: { ...INVALID_TEXT, details: { field: 'query.customerId' } } });
        expect(await session.rest('POST', '/api/setCustomer', { contactId: bad })).toEqual({
          status: 400,
          body: { ...INVALID_TEXT, details: { field: 'body.contactId' } },
        });
        expect(await session.rest('POST', '/api/updateApolloToken', { code: `de-at${bad}` })).toEqual({
          status: 400,
          body: { ...INVALID_TEXT, details: { field: 'body.code' } },
        });
      }
      expect(await bff.database.db.query('select 1 from employee_customer_selection')).toEqual([]);
    });
  });

  it('still takes the same inputs without the bad character (the refusals were about it)', async () => {
    const answer = await post(bff.guest(), GUEST_OPERATIONS[0]![1], { t: 'Seife' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const umlauts = await post(bff.guest(), GUEST_OPERATIONS[0]![1], { t: 'Größe 😀 \t\n' });
    expect(umlauts.body.errors).toBeUndefined();
  });
});
