import { isWebRole } from '@shop/domain';
import type { TFunction } from 'i18next';

/** The translated name of a web role; an unknown code is shown as it comes. */
export function roleLabel(role: string, t: TFunction): string {
  return isWebRole(role) ? t(`roles.${role}`) : role;
}
