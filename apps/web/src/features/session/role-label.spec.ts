import { i18nFor } from '../../i18n/i18n';
import { roleLabel } from './role-label';

describe('roleLabel', () => {
  it('names a known role in the shop language', () => {
    const t = i18nFor('de').t;
    expect(roleLabel('ROLE_CART_APPROVER', t)).toBe(t('roles.ROLE_CART_APPROVER'));
    expect(roleLabel('ROLE_CART_APPROVER', t)).not.toBe('ROLE_CART_APPROVER');
  });

  it("labels an unknown role code with the administrator role's description (docs/rules/validation.md)", () => {
    for (const language of ['de', 'cs', 'sk', 'it', 'bg'] as const) {
      const t = i18nFor(language).t;
      expect(roleLabel('ROLE_SOMETHING_NEW', t)).toBe(t('roles.ROLE_ADMIN'));
      expect(roleLabel('ROLE_SOMETHING_NEW', t)).not.toMatch(/ROLE_/);
    }
  });
});
