import { decideAccess } from './access';
import {
  accessSubjectOf,
  isOwnTenant,
  pricesVisible,
  sessionSeesPricesIn,
  shopContextOf,
  type SessionIdentity,
} from './session-identity';
import type { ShopContext } from './shop-context';

const customer = { id: 'c1', customerNo: '100001', name: 'Hotel Alpenblick' };
const identity = (over: Partial<SessionIdentity> = {}): SessionIdentity => ({
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_CART_PURCHASER',
  customer,
  contact: null,
  employee: null,
  ...over,
});
const guestIn = (mandantCode: string): ShopContext => ({
  locale: 'de-at',
  language: 'de',
  mandantCode,
  userType: null,
  role: null,
  accessLevel: -1,
  customer: null,
  contact: null,
  employee: null,
});

describe('isOwnTenant', () => {
  it('is the session tenant, or any tenant when none is asked', () => {
    expect(isOwnTenant(identity(), '20HHAT')).toBe(true);
    expect(isOwnTenant(identity(), undefined)).toBe(true);
    expect(isOwnTenant(identity(), '10HHDE')).toBe(false);
    expect(isOwnTenant(identity(), null)).toBe(false);
  });
});

describe('shopContextOf', () => {
  it('gives a guest the guest context', () => {
    expect(shopContextOf(undefined, guestIn('20HHAT'))).toEqual(guestIn('20HHAT'));
  });

  it('adds role, customer and access level in the session tenant', () => {
    const ctx = shopContextOf(identity({ role: null }), guestIn('20HHAT'));
    expect(ctx).toMatchObject({ role: 'ROLE_AUTHENTICATED', accessLevel: 0, customer, userType: 'STANDARD' });
  });

  it('makes a signed-in user a guest in another tenant', () => {
    expect(shopContextOf(identity(), guestIn('10HHDE'))).toEqual(guestIn('10HHDE'));
  });
});

describe('accessSubjectOf', () => {
  it('agrees with shopContextOf on the own tenant', () => {
    expect(accessSubjectOf(identity(), '20HHAT')).toMatchObject({ signedIn: true, ownTenant: true });
    const foreign = accessSubjectOf(identity({ role: 'ROLE_ADMIN' }), '10HHDE');
    expect(foreign).toMatchObject({ signedIn: true, ownTenant: false, role: null });
    expect(decideAccess(foreign, ['ROLE_AUTHENTICATED'])).toBe('FORBIDDEN');
  });

  it('treats a user without a role as ROLE_AUTHENTICATED and a guest as unauthenticated', () => {
    expect(accessSubjectOf(identity({ role: null }))).toMatchObject({ role: 'ROLE_AUTHENTICATED' });
    expect(decideAccess(accessSubjectOf(undefined, '20HHAT'), ['ROLE_AUTHENTICATED'])).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('price visibility', () => {
  it('needs a customer and a role that sees prices', () => {
    expect(pricesVisible(shopContextOf(identity(), guestIn('20HHAT')))).toBe(true);
    expect(pricesVisible(guestIn('20HHAT'))).toBe(false);
    expect(
      pricesVisible(shopContextOf(identity({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }), guestIn('20HHAT'))),
    ).toBe(false);
    expect(pricesVisible(shopContextOf(identity({ customer: null }), guestIn('20HHAT')))).toBe(false);
  });

  it('applies to a session outside a request only in its own tenant', () => {
    expect(sessionSeesPricesIn(identity(), '20HHAT')).toBe(true);
    expect(sessionSeesPricesIn(identity(), '10HHDE')).toBe(false);
    expect(sessionSeesPricesIn(identity({ role: null }), '20HHAT')).toBe(true);
    expect(sessionSeesPricesIn(identity({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }), '20HHAT')).toBe(false);
    expect(sessionSeesPricesIn(undefined, '20HHAT')).toBe(false);
  });
});
