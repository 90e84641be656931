import { decideAccess } from '@shop/domain';
import type { SessionUser } from '../auth/session-user';
import { accessSubjectOf } from './access-subject';

const admin = {
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_ADMIN',
} as SessionUser;

describe('accessSubjectOf', () => {
  it('is a guest without session user', () => {
    expect(decideAccess(accessSubjectOf(undefined, 'de-at'), ['ROLE_AUTHENTICATED'])).toBe('UNAUTHENTICATED');
  });

  it("keeps the role in the session's tenant and in operations without locale", () => {
    expect(accessSubjectOf(admin)).toMatchObject({ signedIn: true, ownTenant: true, role: 'ROLE_ADMIN' });
    expect(decideAccess(accessSubjectOf(admin, 'de-at'), ['ROLE_ADMIN'])).toBe('GRANTED');
  });

  it("drops the role in another tenant's locale: FORBIDDEN, not UNAUTHENTICATED", () => {
    expect(accessSubjectOf(admin, 'de-de')).toMatchObject({ signedIn: true, ownTenant: false, role: null });
    expect(decideAccess(accessSubjectOf(admin, 'de-de'), ['ROLE_AUTHENTICATED'])).toBe('FORBIDDEN');
  });

  it('treats a user without role as basic authenticated and ignores an unknown locale', () => {
    const none = { ...admin, role: null } as SessionUser;
    expect(accessSubjectOf(none, 'xx-yy')).toMatchObject({ ownTenant: true, role: 'ROLE_AUTHENTICATED' });
  });
});
