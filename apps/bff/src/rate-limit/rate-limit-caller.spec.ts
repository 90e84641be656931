import type { Request } from 'express';
import { rateLimitCallerOf } from './rate-limit-caller';

const request = (fields: Record<string, unknown>) =>
  ({ ip: '203.0.113.7', sessionID: 'generated-for-this-request', ...fields }) as unknown as Request;
const signedIn = { session: { user: { sub: 'u1' } }, sessionID: 'sid-1' };

describe('rateLimitCallerOf', () => {
  it('counts an integration client as one caller, with a budget of its own', () => {
    for (const subject of ['job-1', 'job-2'])
      expect(rateLimitCallerOf(request({ bearer: { clientId: 'erp', subject, integration: true } }))).toEqual(
        {
          key: 'client:erp',
          integration: true,
        },
      );
  });

  it('counts a person`s token of another client by client and subject, before any session', () => {
    expect(
      rateLimitCallerOf(
        request({ ...signedIn, bearer: { clientId: 'app', subject: 'u7', integration: false } }),
      ),
    ).toEqual({ key: 'client:app:u7', integration: false });
    expect(rateLimitCallerOf(request({ bearer: { clientId: 'app', integration: false } }))).toEqual({
      key: 'client:app',
      integration: false,
    });
  });

  it('counts a signed-in session against the session, anything else against the IP address', () => {
    expect(rateLimitCallerOf(request(signedIn))).toEqual({ key: 'session:sid-1', integration: false });
    // A guest's session (a sign-in started, a CSRF token): a new one is had for the asking.
    expect(rateLimitCallerOf(request({ session: { returnTo: '/de-at' } }))).toEqual({
      key: 'ip:203.0.113.7',
      integration: false,
    });
    expect(rateLimitCallerOf(request({}))).toEqual({ key: 'ip:203.0.113.7', integration: false });
  });

  it('reads req.bearer defensively: anything but a client id is no bearer', () => {
    for (const bearer of [
      null,
      'token',
      { clientId: '' },
      { clientId: 42, integration: true },
      { integration: true },
    ])
      expect(rateLimitCallerOf(request({ bearer }))).toEqual({ key: 'ip:203.0.113.7', integration: false });
    expect(
      rateLimitCallerOf(request({ bearer: { clientId: 'erp', subject: 7, integration: 'yes' } })),
    ).toEqual({
      key: 'client:erp',
      integration: false,
    });
  });
});
