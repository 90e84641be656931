import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { DEFAULT_PRODUCT_SORT } from '@shop/domain';
import { requestedCost } from '../src/graphql-limits/operation-limits';
import { documentHash } from '../src/trusted-documents/trusted-documents';
import {
  startAnotherBff,
  startTestBff,
  TRUSTED_DOCUMENTS_DIR,
  type AnotherBff,
  type Json,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

const schema = buildSchema(readFileSync(join(__dirname, '../schema.graphql'), 'utf8'));
const web = JSON.parse(readFileSync(join(TRUSTED_DOCUMENTS_DIR, 'web.json'), 'utf8')) as Record<
  string,
  string
>;
/** The web's manifest entry of an operation. */
function webDocument(name: string) {
  const found = Object.entries(web).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not in web.json`);
  return { hash: found[0], text: found[1] };
}
const LISTING = webDocument('ProductListing');
const LISTING_VARIABLES = {
  locale: 'de-at',
  page: 1,
  limit: 24,
  sort: DEFAULT_PRODUCT_SORT,
  searchTerm: 'reiniger',
};
const CLEAR_SELECTION = webDocument('ClearCustomerSelection');
const NEWSLETTER = webDocument('SubscribeNewsletter');
const UNTRUSTED = '{ shopConfig(locale: "de-at") { locale } }';

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const NOT_TRUSTED = { code: 'PERSISTED_QUERY_NOT_FOUND', messageKey: 'error.persisted-query-not-found' };

interface Answer {
  status: number;
  body: Json;
}
async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}
/** A POST as the web sends it: JSON, the hash in `extensions`, the text only when given. */
const post = async (baseUrl: string, body: Record<string, unknown>) =>
  answerOf(
    await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
/** A GET as the web's persisted queries (Apollo Client sends its JSON content-type on GET too). */
async function get(
  baseUrl: string,
  params: Record<string, unknown>,
  headers = { 'content-type': 'application/json' },
) {
  const search = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return answerOf(await fetch(`${baseUrl}/graphql?${search}`, { headers }));
}

describe('trusted documents (GRAPHQL_TRUSTED_DOCUMENTS)', () => {
  let bff: TestBff;
  let only: AnotherBff;
  let off: AnotherBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    only = await startAnotherBff(bff, { GRAPHQL_TRUSTED_DOCUMENTS: 'only' });
    off = await startAnotherBff(bff, { GRAPHQL_TRUSTED_DOCUMENTS: 'off' });
  });
  afterAll(async () => {
    await off?.close();
    await only?.close();
    await bff?.close();
  });

  describe('only (the default in production)', () => {
    it('runs a document of the manifest sent by its hash, as POST and as GET', async () => {
      const byPost = await post(only.baseUrl, {
        operationName: 'ProductListing',
        variables: LISTING_VARIABLES,
        extensions: persisted(LISTING.hash),
      });
      expect(byPost.status).toBe(200);
      expect(byPost.body.errors).toBeUndefined();
      expect(byPost.body.data.products.total).toBeGreaterThan(0);
      const byGet = await get(only.baseUrl, {
        operationName: 'ProductListing',
        variables: LISTING_VARIABLES,
        extensions: persisted(LISTING.hash),
      });
      expect(byGet).toEqual(byPost);
    });

    it('runs the text of a manifest document too (a client that cannot hash)', async () => {
      const answer = await post(only.baseUrl, { query: LISTING.text, variables: LISTING_VARIABLES });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.products.total).toBeGreaterThan(0);
    });

    it('refuses any other document, before it runs, with PERSISTED_QUERY_NOT_FOUND', async () => {
      expect(await post(only.baseUrl, { query: UNTRUSTED })).toEqual({
        status: 400,
        body: { errors: [{ message: 'error.persisted-query-not-found', extensions: NOT_TRUSTED }] },
      });
      // An unknown hash: Apollo answers it before parsing anything (200, as APQ clients expect).
      const unknown = await get(only.baseUrl, { extensions: persisted(documentHash(UNTRUSTED)) });
      expect(unknown).toEqual({
        status: 200,
        body: { errors: [{ message: 'error.persisted-query-not-found', extensions: NOT_TRUSTED }] },
      });
      // Automatic registration (APQ: text and hash together) neither runs nor stores it.
      const register = await post(only.baseUrl, {
        query: UNTRUSTED,
        extensions: persisted(documentHash(UNTRUSTED)),
      });
      expect(register.body.errors[0].extensions).toEqual(NOT_TRUSTED);
      expect(
        (await post(only.baseUrl, { extensions: persisted(documentHash(UNTRUSTED)) })).body.errors[0]
          .extensions,
      ).toEqual(NOT_TRUSTED);
    });

    it('refuses an unregistered text without parsing or validating it: the same answer, naming nothing', async () => {
      const refused = {
        status: 400,
        body: { errors: [{ message: NOT_TRUSTED.messageKey, extensions: NOT_TRUSTED }] },
      };
      for (const query of [
        // Validation would name the fields the schema lacks (and suggest others in development).
        '{ shopConfg(locale: "de-at") { locale } secretField }',
        // Parsing would report where the syntax breaks.
        '{ shopConfig(locale: "de-at" { locale',
        // The limits would count the tokens.
        `{ ${'me { role } '.repeat(500)} }`,
      ]) {
        expect(await post(only.baseUrl, { query })).toEqual(refused);
        expect(await get(only.baseUrl, { query })).toEqual(refused);
      }
      // With a hash of its own that does not match it: still the same refusal, nothing about the hash.
      expect(
        await post(only.baseUrl, { query: UNTRUSTED, extensions: persisted(documentHash('something else')) }),
      ).toEqual(refused);
    });

    it('runs a mutation of the manifest by hash over POST, never over GET', async () => {
      const byPost = await post(only.baseUrl, {
        operationName: 'ClearCustomerSelection',
        extensions: persisted(CLEAR_SELECTION.hash),
      });
      // It ran: a guest has no customer selection to clear.
      expect(byPost.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      for (const [name, document, variables] of [
        ['ClearCustomerSelection', CLEAR_SELECTION, {}],
        ['SubscribeNewsletter', NEWSLETTER, { input: { email: 'get@example.com', locale: 'de-at' } }],
      ] as const) {
        const byGet = await get(only.baseUrl, {
          operationName: name,
          variables,
          extensions: persisted(document.hash),
        });
        expect(byGet.status).toBe(405);
        expect(byGet.body.errors[0].extensions).toEqual({
          code: 'BAD_USER_INPUT',
          messageKey: 'error.invalid-request',
        });
        expect(byGet.body.data).toBeUndefined();
      }
    });

    it('keeps Apollo`s CSRF prevention: a GET without a content type or preflight header is refused', async () => {
      // What a link or an <img> of another site would send: no content type, no Apollo header.
      const params = {
        operationName: 'ProductListing',
        variables: LISTING_VARIABLES,
        extensions: persisted(LISTING.hash),
      };
      const simple = await get(only.baseUrl, params, {} as { 'content-type': string });
      expect(simple.status).toBe(400);
      expect(simple.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
      expect(simple.body.data).toBeUndefined();
      const preflighted = await get(only.baseUrl, params, { 'apollo-require-preflight': 'true' } as never);
      expect(preflighted.body.data.products.total).toBeGreaterThan(0);
    });
  });

  describe('allow (the default elsewhere)', () => {
    it('runs manifest documents by hash and any document as text, and registers nothing', async () => {
      const byHash = await get(bff.baseUrl, {
        operationName: 'ProductListing',
        variables: LISTING_VARIABLES,
        extensions: persisted(LISTING.hash),
      });
      expect(byHash.body.data.products.total).toBeGreaterThan(0);
      expect((await post(bff.baseUrl, { query: UNTRUSTED })).body).toEqual({
        data: { shopConfig: { locale: 'de-at' } },
        extensions: { cost: { requestedQueryCost: 2, maximumAvailable: 5000 } },
      });
      const registered = await post(bff.baseUrl, {
        query: UNTRUSTED,
        extensions: persisted(documentHash(UNTRUSTED)),
      });
      expect(registered.body.data).toEqual({ shopConfig: { locale: 'de-at' } });
      const unknown = await post(bff.baseUrl, { extensions: persisted(documentHash(UNTRUSTED)) });
      expect(unknown.body.errors[0].extensions).toEqual(NOT_TRUSTED);
    });
  });

  describe('the persisted-query protocol', () => {
    it('answers a malformed persisted-query extension with a client error, never INTERNAL', async () => {
      const invalid = { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' };
      for (const baseUrl of [bff.baseUrl, only.baseUrl]) {
        const version2 = await post(baseUrl, {
          extensions: { persistedQuery: { version: 2, sha256Hash: LISTING.hash } },
        });
        expect({ status: version2.status, extensions: version2.body.errors[0].extensions }).toEqual({
          status: 400,
          extensions: { ...invalid, details: { reason: 'persisted-query-version' } },
        });
        for (const persistedQuery of [
          { version: 1 },
          { version: 1, sha256Hash: 42 },
          { version: 1, sha256Hash: '' },
        ]) {
          const answer = await post(baseUrl, {
            variables: LISTING_VARIABLES,
            extensions: { persistedQuery },
          });
          expect({ status: answer.status, extensions: answer.body.errors[0].extensions }).toEqual({
            status: 400,
            extensions: { ...invalid, details: { reason: 'persisted-query-hash' } },
          });
        }
      }
      // A text with a hash that is not its own (allow: texts run, so the mismatch is what is wrong).
      const mismatch = await post(bff.baseUrl, {
        query: UNTRUSTED,
        extensions: persisted(documentHash('something else')),
      });
      expect({ status: mismatch.status, extensions: mismatch.body.errors[0].extensions }).toEqual({
        status: 400,
        extensions: { ...invalid, details: { reason: 'persisted-query-hash-mismatch' } },
      });
    });
  });

  describe('off', () => {
    it('takes no hashes (APQ clients then send texts) and runs texts', async () => {
      const byHash = await post(off.baseUrl, {
        extensions: persisted(LISTING.hash),
        variables: LISTING_VARIABLES,
      });
      expect(byHash.body.errors[0]).toMatchObject({
        message: 'PersistedQueryNotSupported',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await post(off.baseUrl, { query: UNTRUSTED })).body.data).toEqual({
        shopConfig: { locale: 'de-at' },
      });
    });
  });

  describe('the cost in extensions', () => {
    it('is the list cost the limits computed, of each operation that ran', async () => {
      const answer = await post(only.baseUrl, {
        variables: { ...LISTING_VARIABLES, limit: 96 },
        extensions: persisted(LISTING.hash),
      });
      const document = parse(LISTING.text);
      const expected = requestedCost(schema, document, getOperationAST(document)!, {
        ...LISTING_VARIABLES,
        limit: 96,
      });
      expect(expected).toBeGreaterThan(96);
      expect(answer.body.extensions).toEqual({
        cost: { requestedQueryCost: expected, maximumAvailable: 5000 },
      });
      // An error while it ran (a guest clearing a selection) still reports the cost.
      const failed = await post(only.baseUrl, { extensions: persisted(CLEAR_SELECTION.hash) });
      expect(failed.body.extensions.cost.requestedQueryCost).toBeGreaterThan(1);
    });

    it('is not reported for a refused operation', async () => {
      const costly = await post(bff.baseUrl, {
        query:
          'query($n: Int!) { products(locale: "de-at", limit: $n) { items { relatedProducts(limit: 96) { sku } } } }',
        variables: { n: 96 },
      });
      expect(costly.body.errors[0].extensions.messageKey).toBe('error.query-too-costly');
      expect(costly.body.extensions).toBeUndefined();
      expect((await post(only.baseUrl, { query: UNTRUSTED })).body.extensions).toBeUndefined();
    });
  });
});
