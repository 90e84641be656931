import type { SessionUser } from './session/session-user';
import { accessSubjectOf, decideAccess } from '@shop/domain';
import { mandantOfLocale, sessionShopContext, shopContextFor } from './shop-context.factory';

const admin: SessionUser = {
  subject: 's1',
  email: 'admin@20hhat.example',
  idToken: 't',
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_ADMIN',
  customer: { id: 'c1', customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: {
    id: 'k1',
    contactNo: 'K1',
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'a@x',
    role: 'ROLE_ADMIN',
  },
  employee: null,
};

describe('shopContextFor', () => {
  it('builds a guest context from the locale', () => {
    expect(shopContextFor(undefined, 'bg-bg')).toMatchObject({
      mandantCode: '57HHBG',
      language: 'bg',
      customer: null,
      role: null,
      accessLevel: -1,
    });
  });

  it('carries the customer and role of a user in their own tenant', () => {
    expect(shopContextFor(admin, 'de-at')).toMatchObject({
      customer: admin.customer,
      role: 'ROLE_ADMIN',
      accessLevel: 4,
    });
  });

  it('never carries a customer into another tenant', () => {
    const ctx = shopContextFor(admin, 'de-de');
    expect(ctx.mandantCode).toBe('30HHDE');
    expect(ctx.customer).toBeNull();
    expect(ctx.role).toBeNull();
  });

  it('treats a user without role as basic authenticated', () => {
    expect(shopContextFor({ ...admin, role: null }, 'de-at')).toMatchObject({
      role: 'ROLE_AUTHENTICATED',
      accessLevel: 0,
    });
  });

  it('rejects unknown locales and locales without a shop', () => {
    expect(() => shopContextFor(undefined, 'xx-yy')).toThrow('error.unknown-locale');
    expect(() => shopContextFor(undefined, 'hu-hu')).toThrow('error.locale-without-shop');
  });

  it('derives the session context from the tenant', () => {
    expect(sessionShopContext(admin)?.locale).toBe('de-at');
    expect(sessionShopContext({ ...admin, mandantCode: null })).toBeNull();
  });
});

describe('the access subject of an operation (access guard)', () => {
  const subject = (user: SessionUser | undefined, locale?: unknown) =>
    accessSubjectOf(user, mandantOfLocale(locale));

  it('is a guest without session user', () => {
    expect(decideAccess(subject(undefined, 'de-at'), ['ROLE_AUTHENTICATED'])).toBe('UNAUTHENTICATED');
  });

  it("keeps the role in the session's tenant and in operations without locale", () => {
    expect(subject(admin)).toMatchObject({ signedIn: true, ownTenant: true, role: 'ROLE_ADMIN' });
    expect(decideAccess(subject(admin, 'de-at'), ['ROLE_ADMIN'])).toBe('GRANTED');
  });

  it("drops the role in another tenant's locale: FORBIDDEN, not UNAUTHENTICATED", () => {
    expect(subject(admin, 'de-de')).toMatchObject({ signedIn: true, ownTenant: false, role: null });
    expect(decideAccess(subject(admin, 'de-de'), ['ROLE_AUTHENTICATED'])).toBe('FORBIDDEN');
  });

  it('treats a user without role as basic authenticated and ignores an unknown locale', () => {
    expect(subject({ ...admin, role: null }, 'xx-yy')).toMatchObject({
      ownTenant: true,
      role: 'ROLE_AUTHENTICATED',
    });
  });

  it('agrees with the shop context on who has a role in the tenant asked about', () => {
    for (const locale of ['de-at', 'de-de', 'bg-bg']) {
      expect(subject(admin, locale).role).toBe(shopContextFor(admin, locale).role);
    }
  });
});
