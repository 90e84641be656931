import { accessLevelOf, isWebRole, roleSeesPrices, WEB_ROLES } from './roles';

describe('access levels', () => {
  it('orders roles from basic authenticated to admin', () => {
    const levels = WEB_ROLES.map((role) => accessLevelOf(role));
    expect(levels).toEqual([0, 1, 2, 3, 4]);
    expect(accessLevelOf('ROLE_ADMIN')).toBeGreaterThan(accessLevelOf('ROLE_CART_APPROVER'));
  });

  it('treats a user without a role as basic authenticated', () => {
    expect(accessLevelOf(null)).toBe(accessLevelOf('ROLE_AUTHENTICATED'));
    expect(accessLevelOf(undefined)).toBe(0);
  });

  it('recognises only the known role codes', () => {
    expect(isWebRole('ROLE_ADMIN')).toBe(true);
    expect(isWebRole('ROLE_SUPERUSER')).toBe(false);
    expect(isWebRole(42)).toBe(false);
  });

  it('hides prices from the basket shopper only', () => {
    expect(roleSeesPrices('ROLE_CART_MANAGER_NO_CHECKOUT')).toBe(false);
    expect(roleSeesPrices('ROLE_CART_PURCHASER')).toBe(true);
    expect(roleSeesPrices(null)).toBe(true);
  });
});
