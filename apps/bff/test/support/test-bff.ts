// The in-process IdP's import of oidc-provider needs the IdP's own declarations of that package.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../idp/types/oidc-provider.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { parse, print } from 'graphql';
import type Redis from 'ioredis';
import pino from 'pino';
import { freePort, startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, TestBrowser, type Page, type TestRedis } from '@shop/testing';
import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';
import { listen } from '../../src/listen';
// The tests drive the real development IdP in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { loadConfig as loadIdpConfig } from '../../../idp/src/config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createIdpServer, type IdpServer } from '../../../idp/src/idp-server';

/** The checked-in trusted-document manifests, wherever the test runs from (the default is cwd-relative). */
export const TRUSTED_DOCUMENTS_DIR = join(__dirname, '../../trusted-documents');

/** The password of every seeded login. */
export const SEED_PASSWORD = 'Shop-Demo-2026';

// Answers of string queries (and REST bodies) are arbitrary JSON that each test reads by its own
// shape; a test that wants its reads checked sends a typed document (see `gql`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type { ResultOf, TypedDocumentNode, VariablesOf };

/** Variables of a GraphQL operation. */
export type GraphqlVariables = Record<string, unknown>;

/** One error of a GraphQL answer: the message key as message, and the coded extensions. */
export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions: { code: string; messageKey: string; details?: unknown } & Record<string, unknown>;
}

/** The body of a GraphQL answer; `TData` is the typed document's answer, or {@link Json}. */
export interface GraphqlResponse<TData = Json> {
  /**
   * Null when a non-null root field failed; absent when the request was refused before it ran
   * (invalid, over a limit).
   */
  data?: TData | null;
  errors?: GraphqlError[];
}

/** A GraphQL answer with its HTTP status and the raw text of its body. */
export interface GraphqlHttpResponse<TData = Json> {
  status: number;
  body: GraphqlResponse<TData>;
  text: string;
}

export interface GraphqlRequestOptions {
  /**
   * Aborts the request (the promise rejects) after this many ms, for tests that must see a hang as a
   * failure. Such a request is sent by fetch with the session's cookies (the test browser takes no
   * abort signal); cookies the answer sets are not stored.
   */
  timeoutMs?: number;
}

/**
 * A GraphQL document typed with its answer and variables, parsed (so checked for syntax) when the
 * spec loads, e.g. `gql<{ product: { sku: string } }, { slug: string }>` on a template literal of
 * the query. The types are the test's statement of the shape it reads: a read of a field not in
 * `TData`, or variables not matching `TVariables`, fails the typecheck.
 */
export function gql<TData, TVariables = GraphqlVariables>(
  source: TemplateStringsArray,
  ...parts: string[]
): TypedDocumentNode<TData, TVariables> {
  // Interpolated parts are selection text shared by several documents (e.g. a type's fields).
  const text = source.reduce((all, chunk, i) => all + chunk + (parts[i] ?? ''), '');
  return parse(text) as TypedDocumentNode<TData, TVariables>;
}

/** The data of an answer that must have no errors (the test fails with the errors otherwise). */
export function dataOf<TData>(response: GraphqlResponse<TData>): TData {
  expect(response.errors).toBeUndefined();
  return response.data as TData;
}

/** A browser session of the shop (a guest, or signed in through the IdP): GraphQL and REST with its cookies. */
export class ShopSession {
  readonly browser = new TestBrowser();

  constructor(readonly baseUrl: string) {}

  /**
   * A GraphQL operation with this session's cookies: a string (its answer read as {@link Json}) or a
   * typed document (its answer and variables typed). Resolves with the answer's body, whatever its
   * HTTP status.
   */
  async graphql<TData = Json, TVariables = GraphqlVariables>(
    document: string | TypedDocumentNode<TData, TVariables>,
    variables?: NoInfer<TVariables>,
    options?: GraphqlRequestOptions,
  ): Promise<GraphqlResponse<TData>> {
    return (await this.graphqlResponse(document, variables, options)).body;
  }

  /** {@link graphql} with the HTTP status and the raw text of the answer. */
  async graphqlResponse<TData = Json, TVariables = GraphqlVariables>(
    document: string | TypedDocumentNode<TData, TVariables>,
    variables?: NoInfer<TVariables>,
    options: GraphqlRequestOptions = {},
  ): Promise<GraphqlHttpResponse<TData>> {
    const url = `${this.baseUrl}/graphql`;
    const json = { query: typeof document === 'string' ? document : print(document), variables };
    let status: number;
    let text: string;
    if (options.timeoutMs === undefined) {
      ({ status, body: text } = await this.browser.request(url, { method: 'POST', json }));
    } else {
      const cookie = this.cookieHeader();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(json),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      ({ status } = response);
      text = await response.text();
    }
    try {
      return { status, body: JSON.parse(text) as GraphqlResponse<TData>, text };
    } catch {
      throw new Error(`/graphql answered ${status} without JSON: ${text.slice(0, 200)}`);
    }
  }

  /** A REST call; redirects are returned, not followed. */
  async rest(
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    const page = await this.browser.request(`${this.baseUrl}${path}`, { method, json, headers }, () => false);
    const result = { status: page.status, body: page.body ? JSON.parse(page.body) : null };
    // Not enumerable, so that tests can compare `{ status, body }` with toEqual.
    return Object.defineProperty(result, 'headers', {
      value: page.headers,
      enumerable: false,
    }) as typeof result & {
      headers: Headers;
    };
  }

  /** The value of the session cookie (signed session id), if the BFF set one. */
  sessionCookie(): string | undefined {
    return this.browser.cookieValue(this.baseUrl, 'shop.sid');
  }

  /** The Cookie header this session sends to the BFF, for clients other than its browser (SSE). */
  cookieHeader(): string {
    return this.browser.cookieFor(new URL(this.baseUrl));
  }
}

export interface TestBff {
  database: TestDatabase;
  app: NestExpressApplication;
  baseUrl: string;
  /** The development IdP, in-process, on the same database (the seeded logins). */
  idp: IdpServer;
  issuer: string;
  /** The IdP's data folder (its signing keys: tests mint tokens of their own with them). */
  idpDataDir: string;
  /** The test's own Redis database (claimed empty): `url` for workers, `redis` to look inside. */
  testRedis: TestRedis;
  redis: Redis;
  /** A browser without a session. */
  guest(): ShopSession;
  /**
   * The real sign-in: the BFF's /auth/login sends the browser to the IdP, its login form is submitted,
   * the IdP redirects to the BFF's callback, which exchanges the code (PKCE, nonce, state) and sends
   * the browser on to the shop page. Throws unless the browser lands there with a session.
   */
  signIn(email: string, locale?: string): Promise<ShopSession>;
  close(): Promise<void>;
}

/**
 * A migrated and seeded PGlite database, a Redis database of its own, the development IdP and a
 * listening BFF signed in through it.
 */
export async function startTestBff(options: {
  scale: number;
  config?: Record<string, string>;
  /** A Redis server of the test's own (default: the one of REDIS_URL); a database is claimed on it. */
  redisServerUrl?: string;
  /** Config of the BFF that depends on the started database (e.g. a proxy in front of it). */
  configFor?: (database: TestDatabase) => Promise<Record<string, string>>;
  /**
   * Collects the BFF's JSON log lines (LOG_LEVEL `info` unless the config names one); without it
   * the BFF logs nothing.
   */
  logLines?: string[];
}): Promise<TestBff> {
  const logLines = options.logLines;
  const database = await startPgliteTestDatabase({ seeded: { scale: options.scale } });
  const testRedis = await claimTestRedis({ serverUrl: options.redisServerUrl });
  const idpDataDir = mkdtempSync(join(tmpdir(), 'bff-idp-'));
  let idp: IdpServer | undefined;
  let app: NestExpressApplication | undefined;
  try {
    const extraConfig = await options.configFor?.(database);
    let baseUrl = '';
    let issuer = '';
    // A port is free when asked for, but another process may take it before the listen: then new ones.
    for (let attempt = 1; ; attempt += 1) {
      const [idpPort, bffPort] = [await freePort(), await freePort()];
      if (idpPort === bffPort) continue;
      baseUrl = `http://127.0.0.1:${bffPort}`;
      issuer = `http://127.0.0.1:${idpPort}`;
      try {
        idp = createIdpServer(
          loadIdpConfig({
            DATABASE_URL: database.url,
            IDP_PORT: String(idpPort),
            OIDC_ISSUER: issuer,
            PUBLIC_URL: baseUrl,
            DATA_DIR: idpDataDir,
            REDIS_URL: testRedis.url,
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
          }),
          pino({ level: 'silent' }),
        );
        await idp.listen(idpPort, '127.0.0.1');
        const config = loadConfig({
          DATABASE_URL: database.url,
          REDIS_URL: testRedis.url,
          LOG_LEVEL: logLines ? 'info' : 'silent',
          OIDC_ISSUER: issuer,
          PUBLIC_URL: baseUrl,
          NODE_ENV: 'test',
          GRAPHQL_TRUSTED_DOCUMENTS_DIR: TRUSTED_DOCUMENTS_DIR,
          ...options.config,
          ...extraConfig,
          BFF_PORT: String(bffPort),
          BFF_HOST: '127.0.0.1',
        });
        app = await createApp(config, {
          logDestination: logLines && { write: (line: string) => void logLines.push(line) },
        });
        // As main.ts does: BFF_PORT, and WEB_PORT too when the config names one (the web app's origin).
        await listen(app, config);
        break;
      } catch (error) {
        if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        await app?.close();
        await idp?.close();
        app = undefined;
        idp = undefined;
      }
    }
    const running = { app: app!, idp: idp! };
    return {
      database,
      app,
      baseUrl,
      idp,
      issuer,
      idpDataDir,
      testRedis,
      redis: testRedis.redis,
      guest: () => new ShopSession(baseUrl),
      signIn: (email, locale = 'de-at') => signIn(baseUrl, email, locale),
      async close() {
        await running.app.close();
        await running.idp.close();
        await testRedis.release();
        await database.stop();
        rmSync(idpDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A failed start must not leave a server, database process or connection behind (Jest would hang).
    await app?.close();
    await idp?.close();
    await testRedis.release();
    await database.stop();
    rmSync(idpDataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A BFF started by {@link startAnotherBff}. */
export interface AnotherBff {
  app: NestExpressApplication;
  baseUrl: string;
  /** A browser without a session, at this BFF. */
  guest(): ShopSession;
  close(): Promise<void>;
}

/**
 * Another BFF next to `bff`: its database, Redis database and IdP, with `config` on top (e.g. an https
 * PUBLIC_URL, or a DATABASE_URL or REDIS_URL of a dependency that is down). Close it before `bff`.
 */
export async function startAnotherBff(bff: TestBff, config: Record<string, string>): Promise<AnotherBff> {
  const port = await freePort();
  const appConfig = loadConfig({
    DATABASE_URL: bff.database.url,
    REDIS_URL: bff.testRedis.url,
    LOG_LEVEL: 'silent',
    OIDC_ISSUER: bff.issuer,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    GRAPHQL_TRUSTED_DOCUMENTS_DIR: TRUSTED_DOCUMENTS_DIR,
    ...config,
    BFF_PORT: String(port),
    BFF_HOST: '127.0.0.1',
  });
  const app = await createApp(appConfig);
  try {
    await listen(app, appConfig);
  } catch (error) {
    await app.close();
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  return { app, baseUrl, guest: () => new ShopSession(baseUrl), close: () => app.close() };
}

async function signIn(baseUrl: string, email: string, locale: string): Promise<ShopSession> {
  const session = new ShopSession(baseUrl);
  const stopAtShopPage = (next: URL) => next.origin !== baseUrl || next.pathname.startsWith('/auth/');
  const loginPage = await session.browser.request(
    `${baseUrl}/auth/login?locale=${locale}&redirect=/${locale}`,
    {},
    stopAtShopPage,
  );
  if (loginPage.status !== 200 || loginPage.url.origin === baseUrl)
    throw new Error(`/auth/login did not lead to the IdP's login page: ${describe(loginPage)}`);
  const landed = await session.browser.request(
    new URL(formAction(loginPage.body), loginPage.url),
    { method: 'POST', form: { email, password: SEED_PASSWORD } },
    stopAtShopPage,
  );
  // The BFF marks a sign-in that came back (decision 0124).
  if (landed.url.href !== `${baseUrl}/${locale}?signin=returned` || !session.sessionCookie())
    throw new Error(`sign-in of ${email} did not land on /${locale} with a session: ${describe(landed)}`);
  return session;
}

const describe = (page: Page) => `${page.status} ${page.url.href} ${page.body.slice(0, 200)}`;

/**
 * Polls `check` until it returns a value other than undefined/false, for at most `ms` (generous:
 * tests assert outcome and order, not speed), then fails naming `what`.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
