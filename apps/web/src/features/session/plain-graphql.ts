/**
 * One of the web's own GraphQL operations, copied with its text as the shop's Apollo client sends it
 * and the sha256 the BFF's trusted documents know it by (apps/bff/trusted-documents/web.json,
 * decision 0050), for pages that run without Apollo (scan-me, decision 0125). A spec per copy fails
 * when the original document changes and the copy does not.
 */
export interface PlainDocument {
  operationName: string;
  sha256: string;
  text: string;
  kind: 'query' | 'mutation';
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** A refused operation: the BFF's error code (CONFLICT, FORBIDDEN …), or null for HTTP and network failures. */
export class PlainGraphqlError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'PlainGraphqlError';
  }
}

const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
};

const notSupported = (answer: GraphqlAnswer<unknown>) =>
  answer.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_SUPPORTED') ?? false;

/**
 * Runs `document` the way Apollo's persisted-query link does: a query as a GET with the hash (with a
 * content type that makes it a preflighted request, as Apollo's CSRF prevention wants), a mutation as
 * a POST with the hash; the text only when the BFF runs without trusted documents. Rejects when
 * offline, on an HTTP error and on a GraphQL error (with its code).
 */
export async function plainGraphql<T>(
  document: PlainDocument,
  variables: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const { operationName } = document;
  const extensions = { persistedQuery: { version: 1, sha256Hash: document.sha256 } };
  const post = (body: Record<string, unknown>) =>
    fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: HEADERS,
      body: JSON.stringify({ operationName, variables, ...body }),
    });
  let response =
    document.kind === 'query'
      ? await fetchImpl(
          `/graphql?${new URLSearchParams({
            operationName,
            variables: JSON.stringify(variables),
            extensions: JSON.stringify(extensions),
          }).toString()}`,
          { credentials: 'include', headers: HEADERS },
        )
      : await post({ extensions });
  let answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  if (notSupported(answer)) {
    response = await post({ query: document.text });
    answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  }
  const error = answer.errors?.[0];
  if (error)
    throw new PlainGraphqlError(
      `${operationName}: ${error.message ?? 'error'}`,
      error.extensions?.code ?? null,
    );
  if (!response.ok || !answer.data)
    throw new PlainGraphqlError(`${operationName}: HTTP ${response.status}`, null);
  return answer.data;
}
