import { decideAccess, GUEST_SUBJECT, subjectAccessLevel, type AccessSubject } from './access';
import { WEB_ROLES, type WebRole } from './roles';

const user = (role: WebRole | null, extra: Partial<AccessSubject> = {}): AccessSubject => ({
  signedIn: true,
  role,
  ownTenant: true,
  userType: 'STANDARD',
  ...extra,
});

describe('decideAccess', () => {
  it('lets everybody through a rule without requirements', () => {
    expect(decideAccess(GUEST_SUBJECT, [])).toBe('GRANTED');
  });

  it('answers UNAUTHENTICATED to guests and FORBIDDEN to signed-in users below the level', () => {
    expect(decideAccess(GUEST_SUBJECT, ['ROLE_AUTHENTICATED'])).toBe('UNAUTHENTICATED');
    expect(decideAccess(user('ROLE_CART_PURCHASER'), ['ROLE_ADMIN'])).toBe('FORBIDDEN');
  });

  it('grants every role at or above the required one (table over all roles)', () => {
    for (const required of WEB_ROLES) {
      for (const actual of WEB_ROLES) {
        const expected = WEB_ROLES.indexOf(actual) >= WEB_ROLES.indexOf(required) ? 'GRANTED' : 'FORBIDDEN';
        expect([required, actual, decideAccess(user(actual), [required])]).toEqual([
          required,
          actual,
          expected,
        ]);
      }
    }
  });

  it('counts a user without role as basic authenticated', () => {
    expect(decideAccess(user(null), ['ROLE_AUTHENTICATED'])).toBe('GRANTED');
    expect(decideAccess(user(null), ['ROLE_CART_MANAGER_NO_CHECKOUT'])).toBe('FORBIDDEN');
  });

  it('treats EMPLOYEE as a user type, not a level', () => {
    const employee = user(null, { userType: 'EMPLOYEE' });
    expect(decideAccess(employee, ['EMPLOYEE'])).toBe('GRANTED');
    expect(decideAccess(user('ROLE_ADMIN'), ['EMPLOYEE'])).toBe('FORBIDDEN');
    expect(decideAccess(employee, ['ROLE_ADMIN', 'EMPLOYEE'])).toBe('GRANTED');
    expect(decideAccess(user('ROLE_ADMIN'), ['ROLE_ADMIN', 'EMPLOYEE'])).toBe('GRANTED');
  });

  it('gives a signed-in user no rights in a foreign tenant, but does not call them a guest', () => {
    const foreign = user('ROLE_ADMIN', { ownTenant: false });
    expect(subjectAccessLevel(foreign)).toBe(-1);
    expect(decideAccess(foreign, ['ROLE_AUTHENTICATED'])).toBe('FORBIDDEN');
    expect(decideAccess({ ...foreign, userType: 'EMPLOYEE' }, ['EMPLOYEE'])).toBe('FORBIDDEN');
  });
});
