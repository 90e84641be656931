import {
  createLocalJWKSet,
  errors as jose,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { ShopError } from '../../common/shop-error';
import { rejectionOf, verifyAccessToken } from './access-token';

const ISSUER = 'https://id.shop.example';
const AUDIENCE = 'https://shop.example';
const expected = { issuer: ISSUER, audience: AUDIENCE };
const now = () => Math.floor(Date.now() / 1000);

describe('verifyAccessToken', () => {
  let key: CryptoKey;
  let otherKey: CryptoKey;
  let keys: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    ({ privateKey: otherKey } = await generateKeyPair('RS256'));
    const jwks: JSONWebKeySet = {
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
    };
    keys = createLocalJWKSet(jwks);
  });

  function sign(payload: JWTPayload, options: { key?: CryptoKey; kid?: string; alg?: string } = {}) {
    return new SignJWT({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: 'integration-20hhat',
      client_id: 'integration-20hhat',
      iat: now(),
      exp: now() + 600,
      jti: 'token-1',
      ...payload,
    })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'k1', typ: 'at+jwt' })
      .sign(options.key ?? key);
  }

  async function refusal(token: string) {
    const error = await verifyAccessToken(token, expected, keys).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ShopError);
    return (error as ShopError).extensions;
  }

  it('reads the caller of a valid token: client, subject, e-mail, id, issue time and expiry', async () => {
    const [iat, exp] = [now() - 10, now() + 300];
    const token = await sign({ sub: 'acc-1', client_id: 'shop-api-cli', email: 'a@b.example', iat, exp });
    expect(await verifyAccessToken(token, expected, keys)).toEqual({
      clientId: 'shop-api-cli',
      subject: 'acc-1',
      email: 'a@b.example',
      tokenId: 'token-1',
      issuedAt: iat * 1000,
      expiresAt: exp * 1000,
    });
  });

  it('takes the client from azp when the token has no client_id (other providers)', async () => {
    const token = await sign({ client_id: undefined, azp: 'erp-connector' });
    expect((await verifyAccessToken(token, expected, keys)).clientId).toBe('erp-connector');
  });

  it('accepts an audience list that names the shop', async () => {
    const token = await sign({ aud: ['https://other.example', AUDIENCE] });
    expect((await verifyAccessToken(token, expected, keys)).subject).toBe('integration-20hhat');
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, 'issuer'],
    ['another audience (an ID token names its client)', { aud: 'shop-web' }, 'audience'],
    ['a start in the future', { nbf: now() + 120 }, 'not-yet-valid'],
    ['no client', { client_id: undefined }, 'claims'],
    ['no subject', { sub: undefined }, 'claims'],
    ['no expiry', { exp: undefined }, 'claims'],
  ])('refuses %s', async (_case, payload, reason) => {
    expect(await refusal(await sign(payload))).toEqual({
      code: 'UNAUTHENTICATED',
      messageKey: 'error.invalid-token',
      details: { reason },
    });
  });

  it('refuses an expired token with its own key, beyond the clock tolerance only', async () => {
    expect(await refusal(await sign({ exp: now() - 10 }))).toEqual({
      code: 'UNAUTHENTICATED',
      messageKey: 'error.token-expired',
    });
    expect((await verifyAccessToken(await sign({ exp: now() - 2 }), expected, keys)).clientId).toBeTruthy();
  });

  it('refuses a signature of another key, under a known or an unknown key id', async () => {
    expect((await refusal(await sign({}, { key: otherKey }))).details).toEqual({ reason: 'signature' });
    expect((await refusal(await sign({}, { key: otherKey, kid: 'k9' }))).details).toEqual({
      reason: 'signature',
    });
  });

  it('refuses a shared-secret signature and an unsigned token', async () => {
    const secret = new TextEncoder().encode('a-secret-anyone-could-guess-32by');
    const hs = await new SignJWT({ iss: ISSUER, aud: AUDIENCE, sub: 'x', client_id: 'x', exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(secret);
    expect((await refusal(hs)).details).toEqual({ reason: 'signature' });
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: 'x', exp: now() + 60 }),
    ).toString('base64url');
    expect((await refusal(`${header}.${body}.`)).details).toEqual({ reason: 'signature' });
  });

  it('refuses what is no JWT', async () => {
    expect((await refusal('abc.def.ghi')).details).toEqual({ reason: 'malformed' });
    expect((await refusal('opaque-token')).details).toEqual({ reason: 'malformed' });
  });
});

describe('rejectionOf', () => {
  it('answers UNAVAILABLE when the key set cannot be fetched', () => {
    const unavailable = { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' };
    expect((rejectionOf(new jose.JWKSTimeout()) as ShopError).extensions).toEqual(unavailable);
    expect((rejectionOf(new jose.JOSEError('Expected 200 OK')) as ShopError).extensions).toEqual(unavailable);
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect((rejectionOf(refused) as ShopError).extensions).toEqual(unavailable);
  });

  it('leaves faults of ours as they are', () => {
    const bug = new TypeError('x is not a function');
    expect(rejectionOf(bug)).toBe(bug);
  });
});
