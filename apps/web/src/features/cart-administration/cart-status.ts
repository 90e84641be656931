import type { TFunction } from 'i18next';

/** The label of a cart's state in cart administration: approval first, then Active/Saved. */
export function cartStatusLabel(
  t: TFunction,
  cart: { cartState: string; cartProcessStatus: string },
): string {
  if (cart.cartProcessStatus === 'Open') return t('carts.status.inApproval');
  if (cart.cartProcessStatus === 'Modified') return t('carts.status.modified');
  if (cart.cartProcessStatus === 'Merged') return t('carts.status.merged');
  return cart.cartState === 'Active' ? t('carts.status.active') : t('carts.status.saved');
}
