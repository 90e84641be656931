import type { ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { OPS_ROLE } from '@shop/domain';
import { httpErrorOf } from '../common/http-error.filter';
import type { SessionUser } from '../common/session/session-user';
import type { AppConfig } from '../config/app-config';
import { sameOriginWrites } from '../http/same-origin-writes';
import { bearerToken, opsAccess, requesterOf } from './ops-access';
import { OpsGuard } from './ops.guard';

const TOKEN = 'ops-token-0123456789-abcdefghijklmnop';
const PUBLIC_URL = 'https://shop.example.com';

const base = { subject: 's', idToken: 't', customer: null, contact: null, employee: null };
const USERS: Record<string, SessionUser> = {
  ops: {
    ...base,
    email: 'ops@shop.example',
    userType: 'STANDARD',
    mandantCode: null,
    role: null,
    operator: { role: OPS_ROLE, loginEmail: 'ops@shop.example', name: 'Oskar Betrieb' },
  },
  admin: {
    ...base,
    email: 'admin@30hhde.example',
    userType: 'STANDARD',
    mandantCode: '30HHDE',
    role: 'ROLE_ADMIN',
  },
  employee: {
    ...base,
    email: 'employee@30hhde.example',
    userType: 'EMPLOYEE',
    mandantCode: '30HHDE',
    role: null,
  },
  newcomer: { ...base, email: 'newcomer@shop.example', userType: 'STANDARD', mandantCode: null, role: null },
  // A session claiming an operator field without the role counts for nothing.
  forged: {
    ...base,
    email: 'admin@30hhde.example',
    userType: 'STANDARD',
    mandantCode: '30HHDE',
    role: 'ROLE_ADMIN',
    operator: { role: 'ROLE_ADMIN', loginEmail: 'admin@30hhde.example', name: 'A' } as never,
  },
};

interface Caller {
  headers?: Record<string, string>;
  user?: SessionUser;
  sessionUnavailable?: boolean;
}

function request({ headers = {}, user, sessionUnavailable }: Caller) {
  return { headers, session: user ? { user } : {}, sessionUnavailable } as unknown as Request;
}

function context(caller: Caller) {
  const setHeader = jest.fn();
  const req = request(caller);
  const ctx = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({ setHeader }) }),
  } as unknown as ExecutionContext;
  return { ctx, setHeader, req };
}

/** What the client gets from the guard: the global error filter's status and body, or null when let through. */
function guardAnswer(guard: OpsGuard, caller: Caller) {
  try {
    guard.canActivate(context(caller).ctx);
  } catch (error) {
    return httpErrorOf(error);
  }
  return null;
}

const unauthorized = { status: 401, body: { code: 'UNAUTHENTICATED', messageKey: 'ops.error.unauthorized' } };
const forbidden = { status: 403, body: { code: 'FORBIDDEN', messageKey: 'ops.error.forbidden' } };

describe('OpsGuard (every /api/ops route)', () => {
  const guard = new OpsGuard({ OPS_TOKEN: TOKEN } as AppConfig);

  it('lets the ops bearer token through as the token caller', () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const { ctx, req } = context({ headers: { authorization } });
      expect(guard.canActivate(ctx)).toBe(true);
      expect(req.opsCaller).toEqual({ kind: 'token' });
    }
  });

  it('lets a session with the operations role through as that person', () => {
    const { ctx, req } = context({ user: USERS.ops });
    expect(guard.canActivate(ctx)).toBe(true);
    expect(req.opsCaller).toEqual({ kind: 'session', loginEmail: 'ops@shop.example', name: 'Oskar Betrieb' });
    expect(requesterOf(req.opsCaller!)).toBe('ops:ops@shop.example');
    expect(requesterOf({ kind: 'token' })).toBe('ops-api');
  });

  it('answers 403 to a signed-in shop user, an employee and a login unknown to the shop', () => {
    for (const user of [USERS.admin, USERS.employee, USERS.newcomer, USERS.forged]) {
      expect(guardAnswer(guard, { user })).toEqual(forbidden);
    }
  });

  it('answers 401 with the bearer challenge to a guest and to a wrong token, even beside an ops session', () => {
    for (const caller of <Caller[]>[
      {},
      { headers: { cookie: 'shop.sid=s%3Aabc.def' } },
      { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}` } },
      { headers: { authorization: `Bearer ${TOKEN}x` } },
      { headers: { authorization: `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}` } },
      { headers: { authorization: TOKEN } },
      { headers: { authorization: 'Bearer wrong' }, user: USERS.ops },
    ]) {
      expect(guardAnswer(guard, caller)).toEqual(unauthorized);
    }
    const { ctx, setHeader } = context({});
    expect(() => guard.canActivate(ctx)).toThrow();
    expect(setHeader).toHaveBeenCalledWith('WWW-Authenticate', 'Bearer realm="shop-ops"');
  });

  it('answers 503 when the session cannot be read now (never 401: the console keeps its person)', () => {
    expect(guardAnswer(guard, { sessionUnavailable: true })).toEqual({
      status: 503,
      body: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
    });
  });

  it('closes the token route (503) when no ops token is configured; an ops session still works', () => {
    const closed = new OpsGuard({} as AppConfig);
    expect(guardAnswer(closed, { headers: { authorization: 'Bearer ' } })).toEqual({
      status: 503,
      body: { code: 'UNAVAILABLE', messageKey: 'ops.error.disabled' },
    });
    expect(guardAnswer(closed, { headers: { authorization: 'Bearer undefined' } })?.status).toBe(503);
    expect(guardAnswer(closed, { user: USERS.ops })).toBeNull();
    expect(guardAnswer(closed, { user: USERS.admin })).toEqual(forbidden);
  });
});

/** Runs Express middleware on a fake request; answers the status and body sent, or 'next'. */
function run(
  middleware: (req: Request, res: Response, next: NextFunction) => void,
  req: Partial<Request>,
): { status: number; body: unknown; headers: Record<string, string> } | 'next' {
  let answer: { status: number; body: unknown; headers: Record<string, string> } | 'next' = 'next';
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    status(status: number) {
      return {
        json: (body: unknown) => {
          answer = { status, body, headers };
        },
      };
    },
  } as unknown as Response;
  middleware(req as Request, res, () => undefined);
  return answer;
}

describe('opsAccess (in front of every /api/ops and /ops/queues path)', () => {
  const access = opsAccess({ OPS_TOKEN: TOKEN });

  it('passes the token and the ops session, refuses everyone else in the shop error shape', () => {
    expect(run(access, request({ headers: { authorization: `Bearer ${TOKEN}` } }))).toBe('next');
    expect(run(access, request({ user: USERS.ops }))).toBe('next');
    expect(run(access, request({ user: USERS.admin }))).toMatchObject(forbidden);
    expect(run(access, request({ user: USERS.employee }))).toMatchObject(forbidden);
    expect(run(access, request({}))).toEqual({
      ...unauthorized,
      headers: {
        'WWW-Authenticate': 'Bearer realm="shop-ops"',
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy': "frame-ancestors 'none'",
      },
    });
  });
});

describe('console writes from another origin', () => {
  const check = sameOriginWrites(PUBLIC_URL);
  const write = (path: string, headers: Record<string, string>) =>
    run(check, { method: 'POST', path, headers } as Partial<Request>);

  it('are refused with 403 on the ops API and the queue dashboard, like the shop’s writes', () => {
    const refused = { status: 403, body: { code: 'FORBIDDEN', messageKey: 'error.cross-site-request' } };
    for (const path of [
      '/api/ops/maintenance',
      '/api/ops/console/prices/refresh',
      '/ops/queues/api/queues/mail/retry/failed',
    ]) {
      expect(
        write(path, { origin: 'https://evil.example', 'content-type': 'application/json' }),
      ).toMatchObject(refused);
      expect(
        write(path, { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }),
      ).toMatchObject(refused);
      expect(
        write(path, { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }),
      ).toMatchObject(refused);
    }
  });

  it('pass from the shop’s own origin and from scripts (no browser headers)', () => {
    const own = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    expect(write('/api/ops/maintenance', own)).toBe('next');
    expect(write('/api/ops/maintenance', { 'content-type': 'application/json' })).toBe('next');
    // Bull Board's retry is a PUT without a body: the origin check only.
    expect(
      run(check, {
        method: 'PUT',
        path: '/ops/queues/api/queues/mail/1/retry/failed',
        headers: { origin: PUBLIC_URL },
      } as Partial<Request>),
    ).toBe('next');
  });
});

describe('bearerToken', () => {
  it('reads a bearer token', () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
