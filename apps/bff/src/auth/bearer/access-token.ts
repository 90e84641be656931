import { errors as jose, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { isDependencyUnavailable } from '../../common/dependency-errors';
import { ShopError, unavailable } from '../../common/shop-error';

/** What a verified access token says about its caller (RFC 9068 claims). */
export interface VerifiedAccessToken {
  clientId: string;
  subject: string;
  /** A person's e-mail (the dev IdP adds it to a person's token); absent for client credentials. */
  email?: string;
  tokenId?: string;
  /** `iat` in ms since the epoch, when the token has one. */
  issuedAt?: number;
  /** `exp` in ms since the epoch. */
  expiresAt: number;
}

export interface AccessTokenExpectations {
  issuer: string;
  audience: string;
}

/** Asymmetric signatures only: a key set never holds a shared secret, and `none` is never a signature. */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
/** Clocks of the provider and the shop may differ this much (seconds). */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** Why a token is refused, as `details.reason` of error.invalid-token. */
export type InvalidTokenReason =
  | 'malformed'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'not-yet-valid'
  | 'claims'
  | 'unknown-client'
  /** A person's token issued before that person signed out of the shop (decision 0074). */
  | 'revoked';

export const invalidToken = (reason: InvalidTokenReason) =>
  new ShopError('UNAUTHENTICATED', 'error.invalid-token', { reason });
export const expiredToken = () => new ShopError('UNAUTHENTICATED', 'error.token-expired');

/** Failures of fetching the provider's keys: the token may be fine, the provider did not answer. */
const KEY_SET_UNREACHABLE = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);
const SIGNATURE_CODES = new Set([
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
]);

/**
 * The shop's error for a failed verification: UNAUTHENTICATED error.token-expired or
 * error.invalid-token with its reason; UNAVAILABLE when the provider's keys cannot be had. Anything
 * else is a fault of ours and stays what it is.
 */
export function rejectionOf(error: unknown): unknown {
  if (error instanceof ShopError) return error;
  if (error instanceof jose.JWTExpired) return expiredToken();
  if (error instanceof jose.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return invalidToken('issuer');
    if (error.claim === 'aud') return invalidToken('audience');
    if (error.claim === 'nbf' || error.claim === 'iat') return invalidToken('not-yet-valid');
    return invalidToken('claims');
  }
  if (error instanceof jose.JOSEError) {
    if (KEY_SET_UNREACHABLE.has(error.code)) return unavailable();
    if (SIGNATURE_CODES.has(error.code)) return invalidToken('signature');
    return invalidToken('malformed');
  }
  if (isDependencyUnavailable(error)) return unavailable();
  return error;
}

function claimsOf(payload: JWTPayload): VerifiedAccessToken {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const clientId = text(payload.client_id) ?? text(payload.azp);
  if (!clientId || !text(payload.sub) || typeof payload.exp !== 'number') throw invalidToken('claims');
  return {
    clientId,
    subject: payload.sub!,
    email: text(payload.email),
    tokenId: text(payload.jti),
    ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat * 1000 } : {}),
    expiresAt: payload.exp * 1000,
  };
}

/**
 * Verifies an access token of the shop API: signature against the provider's keys, issuer,
 * audience, expiry (RFC 9068 §4). The audience is the shop's own, so an ID token (whose audience
 * is a client) or a token for another API is refused. Throws the shop's error (rejectionOf).
 */
export async function verifyAccessToken(
  token: string,
  expected: AccessTokenExpectations,
  keys: JWTVerifyGetKey,
): Promise<VerifiedAccessToken> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return claimsOf(payload);
  } catch (error) {
    throw rejectionOf(error);
  }
}
