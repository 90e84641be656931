import { isWebRole } from '@shop/domain';
import type { TFunction } from 'i18next';

/**
 * The translated name of a web role. A code the shop does not know is labelled with the
 * administrator role's description (docs/rules/validation.md), never shown raw.
 */
export function roleLabel(role: string, t: TFunction): string {
  return t(`roles.${isWebRole(role) ? role : 'ROLE_ADMIN'}`);
}
