import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentNode } from 'graphql';
import { createApolloClient } from '../app/apollo-client';
import { MAX_GET_VARIABLES_LENGTH } from '../app/trusted-documents-link';
import { batchedCustPricesQuery, DETAIL_PRICE_BATCH } from '../features/pricing/fetch-prices';
import { QUICK_ORDER_LOOKUP_QUERY } from '../features/quick-order/quick-order.queries';
import {
  detailPriceBatches,
  manifestJson,
  manifestOf,
  operationDocumentsOf,
  operationOf,
  queryModuleFiles,
  recordingFetch,
  send,
  sentTexts,
  sha256Hex,
  webPaths,
} from '../../tools/trusted-documents';

// The BFF runs only the documents of its manifests in production (GRAPHQL_TRUSTED_DOCUMENTS=only):
// an operation of the web missing from apps/bff/trusted-documents/web.json would fail there. After
// changing an operation: `npx nx codegen web` writes the manifest again.

const paths = webPaths(join(__dirname, '../../../..'));
const checkedIn = readFileSync(paths.manifest, 'utf8');
const manifest = JSON.parse(checkedIn) as Record<string, string>;
type Recorded = { url: string; init: RequestInit };

/** The persisted-query hash and the text (if any) of a recorded request. */
function hashedRequest({ url, init }: Recorded) {
  if (init.method === 'GET') {
    const params = new URL(url, 'http://shop.test').searchParams;
    const extensions = JSON.parse(params.get('extensions') ?? '{}');
    return { method: 'GET', hash: extensions.persistedQuery?.sha256Hash, text: params.get('query') };
  }
  const body = JSON.parse(String(init.body));
  return { method: init.method, hash: body.extensions?.persistedQuery?.sha256Hash, text: body.query ?? null };
}

describe('the web`s trusted documents', () => {
  let documents: DocumentNode[];
  const nameOf = (document: DocumentNode) => operationOf(document)?.name?.value ?? '(anonymous)';

  beforeAll(async () => {
    documents = [];
    for (const file of queryModuleFiles(paths.src))
      documents.push(...operationDocumentsOf(await import(file)));
    documents.push(...detailPriceBatches(batchedCustPricesQuery, DETAIL_PRICE_BATCH));
  });

  it('are found: every operation of the *.queries.ts files and each size of the detail-price batch', () => {
    const names = documents.map(nameOf);
    expect(names).toEqual(
      expect.arrayContaining(['ContentPage', 'ProductListing', 'SubscribeNewsletter', 'FinalizeCart']),
    );
    expect(names.filter((name) => name === 'CustPricesBatch')).toHaveLength(DETAIL_PRICE_BATCH);
    expect(documents.length).toBeGreaterThanOrEqual(35);
  });

  it('are in the checked-in manifest, exactly as the web sends them, and nothing else is', async () => {
    const texts = await sentTexts(createApolloClient, documents);
    const missing = documents.filter((_, i) => manifest[sha256Hex(texts[i])] !== texts[i]).map(nameOf);
    expect({ missingFromTheManifest: missing }).toEqual({ missingFromTheManifest: [] });
    expect(checkedIn).toBe(manifestJson(manifestOf(texts)));
  });

  it('go out as their hash, never as text: queries as GET, mutations as POST', async () => {
    const requests: Recorded[] = [];
    const client = createApolloClient({ fetch: recordingFetch(requests) });
    for (const document of documents) {
      requests.length = 0;
      await send(client, document);
      const mutation = operationOf(document)?.operation === 'mutation';
      expect([nameOf(document), requests.map(hashedRequest)]).toEqual([
        nameOf(document),
        [{ method: mutation ? 'POST' : 'GET', hash: expect.any(String), text: null }],
      ]);
      expect(manifest[hashedRequest(requests[0]).hash]).toBeDefined();
    }
  });

  it('go as POST when the variables would make a long URL (a quick order of 100 long codes)', async () => {
    const requests: Recorded[] = [];
    const client = createApolloClient({ fetch: recordingFetch(requests) });
    const codes = Array.from(
      { length: 100 },
      (_, i) => `ARTICLE-${String(i).padStart(3, '0')}-${'X'.repeat(12)}`,
    );
    expect(encodeURIComponent(JSON.stringify({ locale: 'de-at', codes })).length).toBeGreaterThan(
      MAX_GET_VARIABLES_LENGTH,
    );
    await send(client, QUICK_ORDER_LOOKUP_QUERY, { locale: 'de-at', codes: codes.slice(0, 5) });
    await send(client, QUICK_ORDER_LOOKUP_QUERY, { locale: 'de-at', codes });
    expect(requests.map(hashedRequest)).toEqual([
      { method: 'GET', hash: expect.any(String), text: null },
      { method: 'POST', hash: expect.any(String), text: null },
    ]);
  });

  it('send no text after an unknown hash, and texts only to a BFF with trusted documents off', async () => {
    const answers: unknown[] = [];
    const requests: Recorded[] = [];
    const answering: typeof fetch = async (input, init = {}) => {
      requests.push({ url: String(input), init });
      return new Response(JSON.stringify(answers.shift()), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createApolloClient({ fetch: answering });
    const [query] = documents.filter((document) => operationOf(document)?.operation === 'query');

    answers.push({
      errors: [
        { message: 'error.persisted-query-not-found', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      ],
    });
    await send(client, query);
    expect(requests.map(hashedRequest)).toEqual([{ method: 'GET', hash: expect.any(String), text: null }]);

    // GRAPHQL_TRUSTED_DOCUMENTS=off: Apollo's answer to a hash, as the BFF formats it.
    requests.length = 0;
    answers.push(
      { errors: [{ message: 'PersistedQueryNotSupported', extensions: { code: 'BAD_USER_INPUT' } }] },
      { data: null },
      { data: null },
    );
    await send(client, query);
    await send(client, query);
    expect(requests.map(hashedRequest)).toEqual([
      { method: 'GET', hash: expect.any(String), text: null },
      { method: 'POST', hash: undefined, text: expect.stringContaining('query ') },
      { method: 'POST', hash: undefined, text: expect.stringContaining('query ') },
    ]);
  });
});
