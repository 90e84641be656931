import type { ExecutionContext } from '@nestjs/common';
import { httpErrorOf } from '../common/http-error.filter';
import { ShopError } from '../common/shop-error';
import type { AppConfig } from '../config/app-config';
import { bearerToken, OpsTokenGuard } from './ops-token.guard';

const TOKEN = 'ops-token-0123456789-abcdefghijklmnop';

function context(headers: Record<string, string>) {
  const setHeader = jest.fn();
  const ctx = {
    switchToHttp: () => ({
      getRequest: () => ({ headers }),
      getResponse: () => ({ setHeader }),
    }),
  } as unknown as ExecutionContext;
  return { ctx, setHeader };
}

function rejection(guard: OpsTokenGuard, headers: Record<string, string>) {
  try {
    guard.canActivate(context(headers).ctx);
  } catch (error) {
    // What the client gets: the global error filter's status and body.
    return httpErrorOf(error);
  }
  return null;
}

describe('OpsTokenGuard', () => {
  const guard = new OpsTokenGuard({ OPS_TOKEN: TOKEN } as AppConfig);

  it('lets the ops bearer token through', () => {
    expect(guard.canActivate(context({ authorization: `Bearer ${TOKEN}` }).ctx)).toBe(true);
    expect(guard.canActivate(context({ authorization: `bearer ${TOKEN}` }).ctx)).toBe(true);
  });

  it('answers 401 with a message key and a challenge to anything else, a shop session included', () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { cookie: 'shop.sid=s%3Aabc.def' },
    ]) {
      expect(rejection(guard, headers)).toEqual({
        status: 401,
        body: { code: 'UNAUTHENTICATED', messageKey: 'ops.error.unauthorized' },
      });
    }
    const { ctx, setHeader } = context({});
    expect(() => guard.canActivate(ctx)).toThrow(ShopError);
    expect(setHeader).toHaveBeenCalledWith('WWW-Authenticate', 'Bearer realm="shop-ops"');
  });

  it('is closed (503) when no ops token is configured', () => {
    const closed = new OpsTokenGuard({} as AppConfig);
    expect(rejection(closed, { authorization: 'Bearer ' })).toEqual({
      status: 503,
      body: { code: 'UNAVAILABLE', messageKey: 'ops.error.disabled' },
    });
    expect(rejection(closed, { authorization: 'Bearer undefined' })?.status).toBe(503);
  });
});

describe('ops token helpers', () => {
  it('reads a bearer token', () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
