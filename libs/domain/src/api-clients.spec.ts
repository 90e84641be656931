import { apiClientNameOf, apiClientRolesOf, API_CLIENT_ID_PATTERN } from './api-clients';

describe('API client rules (decision 0090)', () => {
  it('offers the configured roles that are not an administrator’s', () => {
    const roles = [
      { code: 'ROLE_AUTHENTICATED', isAdministrator: false },
      { code: 'ROLE_CART_PURCHASER', isAdministrator: false },
      { code: 'ROLE_CART_APPROVER', isAdministrator: true },
      { code: 'ROLE_ADMIN', isAdministrator: false },
    ] as const;
    expect(apiClientRolesOf(roles).map((role) => role.code)).toEqual([
      'ROLE_AUTHENTICATED',
      'ROLE_CART_PURCHASER',
    ]);
  });

  it('trims names and refuses blank or too long ones', () => {
    expect(apiClientNameOf('  ERP  ')).toBe('ERP');
    expect(apiClientNameOf('   ')).toBeNull();
    expect(apiClientNameOf('x'.repeat(81))).toBeNull();
    expect(apiClientNameOf('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('knows client ids of both shapes and nothing else', () => {
    expect(API_CLIENT_ID_PATTERN.test('api-20hhat-3f9a1c2b7d4e5f60')).toBe(true);
    expect(API_CLIENT_ID_PATTERN.test('integration-20hhat')).toBe(true);
    expect(API_CLIENT_ID_PATTERN.test('a b')).toBe(false);
    expect(API_CLIENT_ID_PATTERN.test('')).toBe(false);
  });
});
