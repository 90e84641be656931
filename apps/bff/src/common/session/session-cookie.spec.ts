import { createHmac } from 'node:crypto';
import session, { Store, type SessionData } from 'express-session';
import { signedSessionId } from '../../response-cache/session-cache';

const SECRET = 'session-secret-for-the-test';
const NAME = 'shop.sid';
const signed = (sid: string) =>
  `s:${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '')}`;
const cookieOf = (sid: string) => encodeURIComponent(signed(sid));

/** A store that remembers which session id express-session asked it for. */
class RecordingStore extends Store {
  asked: string | null = null;
  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
    this.asked = sid;
    callback(null, null);
  }
  override set(_sid: string, _session: SessionData, callback?: (error?: unknown) => void) {
    callback?.();
  }
  override destroy(_sid: string, callback?: (error?: unknown) => void) {
    callback?.();
  }
}

/** The session id express-session itself reads from `cookieHeader` (null: none it accepts). */
function sessionMiddlewareReads(cookieHeader: string): Promise<string | null> {
  const store = new RecordingStore();
  const middleware = session({ name: NAME, secret: SECRET, store, resave: false, saveUninitialized: false });
  const req = { headers: { cookie: cookieHeader }, url: '/', originalUrl: '/', method: 'GET' };
  const res = { on: () => undefined, end: () => undefined, writeHead: () => undefined };
  return new Promise((resolve, reject) =>
    middleware(req as never, res as never, (error?: unknown) =>
      error ? reject(error as Error) : resolve(store.asked),
    ),
  );
}

/**
 * The response cache's fast path and the session middleware read the same session from the same
 * Cookie header (issue 24 finding 8): whatever one accepts, the other accepts, and nothing else.
 */
describe('one reading of the session cookie', () => {
  it.each([
    ['the cookie alone', `${NAME}=${cookieOf('abc-123')}`],
    ['among others', `theme=dark; ${NAME}=${cookieOf('abc-123')}; lang=de`],
    ['after a cookie whose name ends like it', `xshop.sid=junk; ${NAME}=${cookieOf('abc-123')}`],
    ['after a cookie whose value contains it', `note=${NAME}=1; ${NAME}=${cookieOf('abc-123')}`],
    ['twice (the first counts)', `${NAME}=${cookieOf('first')}; ${NAME}=${cookieOf('second')}`],
    ['quoted', `${NAME}="${cookieOf('abc-123')}"`],
    ['with blanks around it', `a=1;   ${NAME}=${cookieOf('abc-123')}  ; b=2`],
    ['not URL-encoded', `${NAME}=${signed('abc-123')}`],
    ['with a wrong signature', `${NAME}=${cookieOf('abc-123').slice(0, -2)}xx`],
    ['unsigned', `${NAME}=abc-123`],
    ['with broken %-encoding', `${NAME}=s%3Aabc%ZZ.x`],
    ['only in another cookie', `xshop.sid=${cookieOf('abc-123')}`],
    ['with an empty value', `${NAME}=`],
  ])('%s', async (_what, header) => {
    expect(signedSessionId(header, NAME, SECRET)).toBe(await sessionMiddlewareReads(header));
  });
});
