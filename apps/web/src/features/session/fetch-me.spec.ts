import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApolloClient } from '../../app/apollo-client';
import { sentTexts, sha256Hex, webPaths } from '../../../tools/trusted-documents';
import { fetchMe, ME_DOCUMENT } from './fetch-me';
import { ME_QUERY } from './me.queries';

const manifest = JSON.parse(
  readFileSync(webPaths(join(__dirname, '../../../../..')).manifest, 'utf8'),
) as Record<string, string>;

const ME = { __typename: 'Me', userType: 'STANDARD', mandantCode: '20HHAT' };

function answering(...answers: { status?: number; body: unknown }[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(url), init });
    const { status = 200, body } = answers.shift()!;
    return { ok: status < 400, status, json: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

describe('me without Apollo (pages of their own, decision 0125)', () => {
  it('is the Me document as the shop’s Apollo client sends it, known to the BFF by its hash', async () => {
    const [sent] = await sentTexts(createApolloClient, [ME_QUERY]);
    expect(ME_DOCUMENT.text).toBe(sent);
    expect(sha256Hex(ME_DOCUMENT.text)).toBe(ME_DOCUMENT.sha256);
    expect(manifest[ME_DOCUMENT.sha256]).toBe(ME_DOCUMENT.text);
  });

  it('asks by hash as a GET that needs a preflight, and answers the data', async () => {
    const { fetchImpl, requests } = answering({ body: { data: { me: ME } } });
    expect(await fetchMe(fetchImpl)).toEqual({ me: ME });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url, 'http://shop.test');
    expect(url.pathname).toBe('/graphql');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operationName: 'Me',
      variables: '{}',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: ME_DOCUMENT.sha256 } }),
    });
    expect(requests[0]!.init).toMatchObject({
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    });
    expect(requests[0]!.init.method).toBeUndefined();
  });

  it('sends the text only to a BFF without trusted documents', async () => {
    const { fetchImpl, requests } = answering(
      { body: { errors: [{ message: 'x', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] } },
      { body: { data: { me: null } } },
    );
    expect(await fetchMe(fetchImpl)).toEqual({ me: null });
    expect(requests[1]!.init.method).toBe('POST');
    expect(JSON.parse(String(requests[1]!.init.body))).toEqual({
      operationName: 'Me',
      variables: {},
      query: ME_DOCUMENT.text,
    });
  });

  it('fails on an unknown hash, an error, a failed answer or no network', async () => {
    const notFound = { errors: [{ message: 'x', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    await expect(fetchMe(answering({ body: notFound }).fetchImpl)).rejects.toThrow();
    await expect(fetchMe(answering({ status: 502, body: {} }).fetchImpl)).rejects.toThrow(/502/);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchMe(offline)).rejects.toThrow('Failed to fetch');
  });
});
