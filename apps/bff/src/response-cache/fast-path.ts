import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { GRAPHQL_OPERATION, type WithGraphqlOperation } from '../common/graphql-operation';
import { ARRIVED_AT, type WithArrival } from '../common/request-arrival';
import { rateLimitHeaders, tooManyRequests, type RateLimiter } from '../rate-limit/rate-limit';
import type { CachedAnswer, ResponseCache } from './response-cache';
import type { SessionCache } from './session-cache';
import { signedSessionId, userKeyOf } from './session-cache';

/** A POST body the fast path reads itself; larger ones (and chunked ones) go to Express untouched. */
const MAX_BODY_BYTES = 64 * 1024;

/** Set on a request the fast path looked at; read by the Apollo plugin and by `captureAnswer`. */
export const FAST_PATH = Symbol('responseCacheFastPath');

export interface FastPathState {
  /** Hash of what the answer depends on in the request itself (method, Accept, the GraphQL request). */
  requestKey: string;
  /** The cache generation when the request arrived: an answer of an older one is not stored. */
  generation: number;
  /** Set by the Apollo plugin: this answer may be stored. */
  storable?: boolean;
}

type FastPathRequest = IncomingMessage &
  WithGraphqlOperation &
  WithArrival & {
    [FAST_PATH]?: FastPathState;
    body?: unknown;
    /** A body that was not JSON: handed to Express as the body parser's 400. */
    fastPathBodyError?: { status: number; type: string };
    session?: { user?: unknown };
    sessionUnavailable?: boolean;
  };

export interface FastPathOptions {
  cache: ResponseCache;
  sessions: SessionCache;
  cookieName: string;
  cookieSecret: string;
  /** The rate limit (null when off): a request answered here is counted here. */
  limiter: RateLimiter | null;
  /**
   * Whether answers from memory say so (`x-response-cache: hit`): not in production, where it would
   * tell a guest what other guests asked lately (decision 0055, amended).
   */
  exposeHits: boolean;
  logger: Logger;
  /** Told of each lookup: answered from memory (hit) or handed on (miss). Metrics count them. */
  onLookup?: (hit: boolean) => void;
  /**
   * Told of each answer given here, with its status and when the request arrived (`performance.now()`):
   * the metrics measure these without a listener on the response (decision 0135).
   */
  onAnswered?: (req: IncomingMessage & WithGraphqlOperation, statusCode: number, arrivedAt: number) => void;
}

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * The response cache's way in front of Express (decision 0055): a GraphQL read whose answer this
 * process stored for the same request and the same user is written back without Express, sessions
 * in Redis or Apollo. Anything else — and every miss — goes to `next` (the Express app) unchanged,
 * with the POST body already parsed.
 */
export function responseCacheFastPath(options: FastPathOptions, next: RequestListener): RequestListener {
  const { cache, sessions, logger } = options;

  const respond = (
    req: FastPathRequest,
    res: ServerResponse,
    statusCode: number,
    headers: Record<string, string | number>,
    body: Buffer | string | undefined,
    arrivedAt: number,
  ) => {
    const id = requestIdOf(req);
    res.writeHead(statusCode, { ...headers, 'x-content-type-options': 'nosniff', 'x-request-id': id });
    res.end(body);
    options.onAnswered?.(req, statusCode, arrivedAt);
    logger.info(
      {
        req: { id, method: req.method, url: req.url },
        res: { statusCode },
        // Since the request arrived, as pino-http counts the ones Express answers.
        responseTime: performance.now() - arrivedAt,
        responseCache: 'hit',
      },
      'request completed',
    );
  };

  const send = (
    req: FastPathRequest,
    res: ServerResponse,
    answer: CachedAnswer,
    arrivedAt: number,
    extra = {},
  ) => {
    if (answer.operation) req[GRAPHQL_OPERATION] = answer.operation;
    const notModified = req.method === 'GET' && req.headers['if-none-match'] === answer.headers.etag;
    const headers = { ...answer.headers, ...extra, ...(options.exposeHits ? HIT : {}) };
    if (notModified) return respond(req, res, 304, headers, undefined, arrivedAt);
    respond(req, res, 200, { ...headers, 'content-length': answer.body.length }, answer.body, arrivedAt);
  };

  /** Counts the request as the Express middleware would (same caller), then answers or refuses it. */
  const countAndSend = (
    req: FastPathRequest,
    res: ServerResponse,
    answer: CachedAnswer,
    caller: string,
    arrivedAt: number,
  ) => {
    options.limiter!.count({ key: caller, integration: false }).then(
      (counted) => {
        if (!counted) return send(req, res, answer, arrivedAt);
        if (!counted.limited) return send(req, res, answer, arrivedAt, rateLimitHeaders(counted.status));
        const refusal = tooManyRequests(req.url ?? '/graphql', counted.status);
        respond(req, res, refusal.statusCode, refusal.headers, refusal.body, arrivedAt);
      },
      () => send(req, res, answer, arrivedAt),
    );
  };

  /** Hands a request on to Express, telling the metrics when it arrived. */
  const handOn = (req: FastPathRequest, res: ServerResponse, arrivedAt: number) => {
    req[ARRIVED_AT] = arrivedAt;
    next(req, res);
  };

  const serve = (req: FastPathRequest, res: ServerResponse, body: Buffer, arrivedAt: number) => {
    const request = req.method === 'GET' ? getRequestOf(req.url ?? '') : body;
    // A GET with parameters GraphQL does not know, or twice: Express answers it, nothing is stored.
    if (request === null) return handOn(req, res, arrivedAt);
    const requestKey = createHash('sha256')
      .update(`${req.method}\n${req.headers.accept ?? ''}\n`)
      .update(request)
      .digest('base64url');
    const sid = signedSessionId(req.headers.cookie, options.cookieName, options.cookieSecret);
    const userKey = sid === null ? 'guest' : sessions.peek(sid)?.userKey;
    const answer = userKey === undefined ? undefined : cache.get(`${requestKey}:${userKey}`);
    // The rate limit's caller (rate-limit-caller.ts): a signed-in session, else the address; one
    // forwarded by a proxy is left to Express, which knows which proxies it trusts.
    const caller = !options.limiter
      ? null
      : userKey !== 'guest'
        ? `session:${sid}`
        : req.headers['x-forwarded-for'] === undefined
          ? `ip:${req.socket.remoteAddress ?? 'unknown'}`
          : undefined;
    const hit = answer !== undefined && caller !== undefined;
    options.onLookup?.(hit);
    if (answer && caller !== undefined) {
      if (caller === null) return send(req, res, answer, arrivedAt);
      return countAndSend(req, res, answer, caller, arrivedAt);
    }
    const text = req.method === 'POST' ? handOverBody(req, body) : null;
    // Keyed by what was sent; only a request in its plain form (no padding, known fields) is stored,
    // so a caller cannot make new keys of one request by writing it differently.
    const plain = text === null ? isPlainGet(req.url ?? '') : isPlainBody(req.body, text);
    if (plain && PLAIN_ACCEPTS.has(req.headers.accept ?? '')) {
      req[FAST_PATH] = { requestKey, generation: cache.generation };
      captureAnswer(req, res, cache);
    }
    handOn(req, res, arrivedAt);
  };

  return (incoming, res) => {
    const req = incoming as FastPathRequest;
    if (!isCandidate(req)) return next(req, res);
    const arrivedAt = performance.now();
    if (req.method === 'GET') return serve(req, res, EMPTY, arrivedAt);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => serve(req, res, Buffer.concat(chunks), arrivedAt));
    req.on('error', () => res.destroy());
  };
}

const EMPTY = Buffer.alloc(0);
const HIT = { 'x-response-cache': 'hit' };

/** The parameters of a GraphQL request over HTTP (Apollo's GET and POST); any other is not cached. */
const GRAPHQL_PARAMETERS = new Set(['query', 'operationName', 'variables', 'extensions']);
/** Parameters whose value is JSON. */
const JSON_PARAMETERS = ['variables', 'extensions'];
/**
 * Accept headers whose answers are stored (the key holds the header: Apollo picks the answer's type by
 * it): none, any, JSON, GraphQL's response type and Apollo Client's. Others are answered by Express
 * and not stored, so a caller cannot make keys by writing Accept differently.
 */
const PLAIN_ACCEPTS = new Set([
  '',
  '*/*',
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json,application/json;q=0.9',
  'application/graphql-response+json, application/json;q=0.9',
]);

/**
 * The request part of a GET's key (decision 0055, amended): its GraphQL parameters in one order, so
 * the same request with its parameters in another order is one key; null when it has a parameter
 * GraphQL does not know or one twice: then it is neither answered from memory nor stored, and a
 * caller cannot make keys with parameters the answer does not depend on. The values are taken as
 * they are (no JSON parsing on the way to a hit); `isPlainGet` decides whether an answer is stored.
 */
export function getRequestOf(url: string): string | null {
  const start = url.indexOf('?');
  const parts = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(start < 0 ? '' : url.slice(start + 1))) {
    if (!GRAPHQL_PARAMETERS.has(name) || parts.has(name)) return null;
    parts.set(name, value);
  }
  return [...parts.keys()]
    .sort()
    .map((name) => `${name}=${parts.get(name)}`)
    .join('\n');
}

/**
 * A GET whose JSON parameters are written plainly (as `JSON.stringify` writes them: no spaces): only
 * its answer is stored, so a caller cannot make keys by spacing the same variables differently.
 */
function isPlainGet(url: string): boolean {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  return JSON_PARAMETERS.every((name) => {
    const value = params.get(name);
    if (value === null) return true;
    try {
      return JSON.stringify(JSON.parse(value)) === value;
    } catch {
      return false;
    }
  });
}

/** A POST body as a client writes it plainly: an object of GraphQL's parameters, no padding. */
function isPlainBody(body: unknown, text: string): boolean {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.keys(body).every((name) => GRAPHQL_PARAMETERS.has(name)) &&
    JSON.stringify(body) === text
  );
}

/** Content types a cross-site form can send without a preflight (Apollo's CSRF prevention). */
const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * GraphQL reads only: GET /graphql that passes Apollo's CSRF prevention (a header a cross-site form
 * cannot send), or a JSON POST to /graphql of a known, small length.
 */
function isCandidate(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  if (!(url === '/graphql' || url.startsWith('/graphql?'))) return false;
  // A bearer token's caller is not the cookie's session (decision 0047): Express decides.
  if (req.headers.authorization !== undefined) return false;
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (req.method === 'GET')
    return (
      req.headers['apollo-require-preflight'] !== undefined ||
      req.headers['x-apollo-operation-name'] !== undefined ||
      (contentType !== '' && !SIMPLE_CONTENT_TYPES.includes(contentType))
    );
  if (req.method !== 'POST') return false;
  const length = Number(req.headers['content-length']);
  return (
    Number.isInteger(length) && length > 0 && length <= MAX_BODY_BYTES && contentType === 'application/json'
  );
}

/** The body the fast path read, as Express's JSON body parser would have given it; returns its text. */
function handOverBody(req: FastPathRequest, body: Buffer): string {
  const text = body.toString('utf8');
  const first = text.trimStart()[0];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('not a JSON object or array');
    req.body = JSON.parse(text);
  } catch {
    req.fastPathBodyError = { status: 400, type: 'entity.parse.failed' };
  }
  return text;
}

/** The Express middleware that turns a body the fast path could not parse into the parser's error. */
export function fastPathBodyErrors(
  req: FastPathRequest,
  _res: unknown,
  next: (error?: unknown) => void,
): void {
  next(req.fastPathBodyError);
}

/**
 * Stores the answer once it is written, when the Apollo plugin marked it storable (it decides before
 * the body is written), it is a 200 and the request ran with a readable session. The body may come
 * in several writes (express-session writes all but its last byte before it renews the session). The
 * key's user part is the user the request ran as.
 */
function captureAnswer(req: FastPathRequest, res: ServerResponse, cache: ResponseCache): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!req[FAST_PATH]?.storable || chunk === undefined || chunk === null || typeof chunk === 'function')
      return;
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
    else if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    const state = req[FAST_PATH];
    if (state?.storable && res.statusCode === 200 && !req.sessionUnavailable && chunks.length) {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'etag', 'cache-control', 'vary']) {
        const value = res.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const body = Buffer.concat(chunks);
      const length = Number(res.getHeader('content-length') ?? body.length);
      if (length === body.length)
        cache.set(
          `${state.requestKey}:${userKeyOf(req.session?.user)}`,
          body,
          headers,
          state.generation,
          req[GRAPHQL_OPERATION],
        );
    }
    return end(...args);
  }) as ServerResponse['end'];
}
