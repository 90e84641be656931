// The web's trusted documents (docs/decisions/0050-trusted-documents.md): every operation the web can
// send, as the text its Apollo client sends (the cache adds __typename), keyed by sha256. Used by
// write-trusted-documents.mjs (`npx nx codegen web`) and by the test that fails when the checked-in
// manifest is not what the web sends.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { createApolloClient as CreateApolloClient } from '../src/app/apollo-client';
import type { batchedCustPricesQuery as BatchedCustPricesQuery } from '../src/features/pricing/fetch-prices';

/** The files of the repository at `root` that the manifest is made of and written to. */
export function webPaths(root: string) {
  const src = join(root, 'apps/web/src');
  return {
    src,
    /** The web's manifest, beside those of the integration clients. */
    manifest: join(root, 'apps/bff/trusted-documents/web.json'),
    /** Builds the detail-price batch at run time: its documents are not among any module's exports. */
    fetchPrices: join(src, 'features/pricing/fetch-prices.ts'),
    apolloClient: join(src, 'app/apollo-client.ts'),
  };
}

/** The web's *.queries.ts files under `dir`, where its operations are defined (as codegen.yml reads them). */
export function queryModuleFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return queryModuleFiles(path);
      return name.endsWith('.queries.ts') ? [path] : [];
    })
    .sort();
}

export const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The documents with an operation among a module's exports (fragments alone are not sent). */
export function operationDocumentsOf(module: Record<string, unknown>): DocumentNode[] {
  return Object.values(module).filter(
    (value): value is DocumentNode =>
      !!value &&
      typeof value === 'object' &&
      (value as DocumentNode).kind === Kind.DOCUMENT &&
      !!operationOf(value as DocumentNode),
  );
}

/** The detail-price batch for 1 … `largest` skus: fetch-prices.ts builds one of them per request. */
export function detailPriceBatches(build: typeof BatchedCustPricesQuery, largest: number): DocumentNode[] {
  return Array.from({ length: largest }, (_, i) => build(i + 1));
}

/** A fetch that records each request and answers with a GraphQL error (nothing is cached). */
export function recordingFetch(requests: { url: string; init: RequestInit }[]): typeof fetch {
  return async (input, init = {}) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify({ errors: [{ message: 'recorded' }] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** Sends `document` through `client` (a query, or a mutation); the answer is of no interest. */
export async function send(
  client: ReturnType<typeof CreateApolloClient>,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<void> {
  const request =
    operationOf(document)?.operation === 'mutation'
      ? client.mutate({ mutation: document, variables })
      : client.query({ query: document, variables, fetchPolicy: 'no-cache' });
  await request.catch(() => undefined);
}

/** The text the web's Apollo client sends for each document (trusted documents off: the text itself). */
export async function sentTexts(
  createApolloClient: typeof CreateApolloClient,
  documents: DocumentNode[],
): Promise<string[]> {
  const requests: { url: string; init: RequestInit }[] = [];
  const client = createApolloClient({ trustedDocuments: false, fetch: recordingFetch(requests) });
  const texts: string[] = [];
  for (const document of documents) {
    requests.length = 0;
    await send(client, document);
    if (requests.length !== 1)
      throw new Error(`${operationOf(document)?.name?.value}: ${requests.length} requests`);
    texts.push((JSON.parse(String(requests[0].init.body)) as { query: string }).query);
  }
  return texts;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The manifest `{ sha256: text }`, by operation name and hash so that the file reads and diffs well. */
export function manifestOf(texts: string[]): Record<string, string> {
  const nameOf = (text: string) => /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? '';
  const entries = [...new Set(texts)].map((text) => [nameOf(text), sha256Hex(text), text] as const);
  entries.sort(([a, hashA], [b, hashB]) => a.localeCompare(b) || hashA.localeCompare(hashB));
  return Object.fromEntries(entries.map(([, hash, text]) => [hash, text]));
}

export const manifestJson = (manifest: Record<string, string>) => `${JSON.stringify(manifest, null, 2)}\n`;
