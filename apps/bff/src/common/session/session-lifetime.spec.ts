import {
  GUEST_SESSION_TTL_SECONDS,
  guestCsrfToken,
  isGuestCsrfToken,
  SESSION_TTL_SECONDS,
  sessionTtlSeconds,
} from './session-lifetime';

describe('session lifetimes and the guest CSRF token (decision 0072)', () => {
  it('keeps a session without a user 15 minutes and a signed-in one 7 days', () => {
    expect(sessionTtlSeconds({ returnTo: '/de-at' })).toBe(GUEST_SESSION_TTL_SECONDS);
    expect(GUEST_SESSION_TTL_SECONDS).toBe(900);
    expect(sessionTtlSeconds({ user: { subject: 's' } as never })).toBe(SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBe(604800);
  });

  it('accepts a guest token it signed, not one signed with another secret, changed or of another shape', () => {
    const token = guestCsrfToken('secret-a');
    expect(token).not.toBe(guestCsrfToken('secret-a'));
    expect(isGuestCsrfToken(token, 'secret-a')).toBe(true);
    expect(isGuestCsrfToken(token, 'secret-b')).toBe(false);
    const [g, nonce, mac] = token.split('.');
    expect(isGuestCsrfToken(`${g}.${nonce.slice(1)}A.${mac}`, 'secret-a')).toBe(false);
    for (const other of [undefined, '', 'x', 42, `${token}x`, token.replace(/^g/, 'h')])
      expect(isGuestCsrfToken(other, 'secret-a')).toBe(false);
  });
});
