import { authenticationStateOf } from './authentication-state';

describe('authenticationStateOf (decision 0092)', () => {
  const base = { loading: false, signedIn: true, hasCustomerOrContact: false, registerMarker: false };

  it('is pending for a signed-in newcomer while the register marker exists', () => {
    expect(authenticationStateOf({ ...base, registerMarker: true })).toBe('pending');
  });

  it('is authenticated once a customer or contact exists, even if the marker is still there', () => {
    expect(authenticationStateOf({ ...base, registerMarker: true, hasCustomerOrContact: true })).toBe(
      'authenticated',
    );
    expect(authenticationStateOf(base)).toBe('authenticated');
  });

  it('is loading first and unauthenticated for guests, marker or not', () => {
    expect(authenticationStateOf({ ...base, loading: true, registerMarker: true })).toBe('loading');
    expect(authenticationStateOf({ ...base, signedIn: false, registerMarker: true })).toBe('unauthenticated');
  });
});
