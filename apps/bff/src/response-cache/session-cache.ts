import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Store, type SessionData } from 'express-session';

/** What the fast path needs of a session: who it is, as a key part (`guest` without a user). */
export interface KnownSession {
  /** The session as the store holds it (JSON), for express-session's own reads. */
  json: string;
  /** A hash of the signed-in user (every field), or `guest`. Two users never share one. */
  userKey: string;
  loadedAt: number;
}

export function userKeyOf(user: unknown): string {
  return user ? createHash('sha256').update(JSON.stringify(user)).digest('base64url') : 'guest';
}

/**
 * Sessions this process read or wrote in the last `freshMs` (decision 0055): a warm session is
 * read without a Redis round trip, by express-session and by the response cache's fast path. A change
 * made by this process replaces the entry at once; `forget` drops one changed elsewhere.
 */
export class SessionCache {
  private readonly sessions = new Map<string, KnownSession>();

  constructor(
    readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session when this process knows it from the last `freshMs`, else undefined. */
  peek(sid: string): KnownSession | undefined {
    const known = this.sessions.get(sid);
    if (!known) return undefined;
    if (this.now() - known.loadedAt < this.freshMs) return known;
    this.sessions.delete(sid);
    return undefined;
  }

  remember(sid: string, json: string): void {
    const data = JSON.parse(json) as SessionData;
    // Re-inserted so that the oldest entries come first for the sweep.
    this.sessions.delete(sid);
    this.sessions.set(sid, { json, userKey: userKeyOf(data.user), loadedAt: this.now() });
    if (this.sessions.size % 1024 === 0) this.sweep();
  }

  forget(sid: string): void {
    this.sessions.delete(sid);
  }

  clear(): void {
    this.sessions.clear();
  }

  private sweep(): void {
    const now = this.now();
    for (const [sid, known] of this.sessions) {
      if (now - known.loadedAt < this.freshMs) break;
      this.sessions.delete(sid);
    }
  }
}

type Callback<T = void> = (error?: unknown, value?: T) => void;
type InnerStore = Pick<Store, 'get' | 'set' | 'destroy'> & Partial<Pick<Store, 'touch'>>;

/**
 * express-session's store in front of the Redis one: reads of a session known from the last
 * `SessionCache.freshMs` need no round trip. Writes, deletes and the rolling expiry go to Redis as
 * before; after a write or delete `changed(sid)` tells the other BFF processes.
 */
export class LocalSessionStore extends Store {
  constructor(
    private readonly inner: InnerStore,
    private readonly cache: SessionCache,
    private readonly options: { changed: (sid: string) => void },
  ) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const known = this.cache.peek(sid);
    if (known) return callback(undefined, JSON.parse(known.json) as SessionData);
    this.inner.get(sid, (error, session) => {
      if (!error && session) this.cache.remember(sid, JSON.stringify(session));
      callback(error, session ?? null);
    });
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.inner.set(sid, session, (error) => {
      if (!error) {
        this.cache.remember(sid, JSON.stringify(session));
        this.options.changed(sid);
      } else this.cache.forget(sid);
      callback?.(error);
    });
  }

  override destroy(sid: string, callback?: Callback): void {
    this.cache.forget(sid);
    this.inner.destroy(sid, (error) => {
      this.options.changed(sid);
      callback?.(error);
    });
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (!this.inner.touch) return callback?.();
    this.inner.touch(sid, session, ((error?: unknown) => callback?.(error)) as () => void);
  }
}

/**
 * The session id of a signed `name` cookie (express-session's `s:<id>.<hmac>`), or null when there is
 * none or its signature is wrong. Read with the very modules express-session reads it with (its
 * `cookie` parser and `cookie-signature`), so the fast path and the session middleware never disagree
 * on which session a request has (session-cookie.spec.ts compares them).
 */
export function signedSessionId(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  const raw = sessionCookieModules.cookie.parse(cookieHeader)[name];
  if (!raw || !raw.startsWith('s:')) return null;
  const sid = sessionCookieModules.signature.unsign(raw.slice(2), secret);
  return sid === false ? null : sid;
}

/** express-session's own dependencies, resolved from where it resolves them. */
const sessionCookieModules = (() => {
  const fromSession = createRequire(require.resolve('express-session'));
  return {
    cookie: fromSession('cookie') as { parse(header: string): Record<string, string | undefined> },
    signature: fromSession('cookie-signature') as { unsign(value: string, secret: string): string | false },
  };
})();
