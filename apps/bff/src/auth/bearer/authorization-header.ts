/** What an Authorization header offers for bearer authentication (RFC 6750 §2.1). */
export type BearerCredential = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed' };

const NONE: BearerCredential = { kind: 'none' };
const MALFORMED: BearerCredential = { kind: 'malformed' };
/** RFC 6750 b64token: the characters a bearer token may have. */
const B64_TOKEN = /^[\w.~+/-]+=*$/;
/** Longer tokens are refused unread (a JWT access token is a few hundred bytes to a few kB). */
export const MAX_TOKEN_LENGTH = 8192;

/**
 * The bearer token of an Authorization header. Another scheme (Basic in front of a staging site, …)
 * is not ours and offers nothing; the Bearer scheme with no token, several parts or characters a
 * token cannot have is malformed, and such a request must fail, never go on as a guest.
 */
export function bearerCredentialOf(header: string | undefined): BearerCredential {
  if (header === undefined || !/^bearer(?: |$)/i.test(header)) return NONE;
  const token = header.slice('bearer'.length).trim();
  if (!token || token.length > MAX_TOKEN_LENGTH || !B64_TOKEN.test(token)) return MALFORMED;
  return { kind: 'token', token };
}
