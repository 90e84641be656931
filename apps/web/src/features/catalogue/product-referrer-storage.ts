import { parseProductReferrer, serializeProductReferrer, type ProductReferrer } from '@shop/domain';

/** The product referrer (the listing a product was opened from) lives in session storage (docs/rules/routes-and-guards.md). */
export const PRODUCT_REFERRER_KEY = 'product-referrer';

/** The stored product referrer (session storage); the guard runner clears it outside category routes. */
export function readProductReferrer(): ProductReferrer | null {
  try {
    return parseProductReferrer(window.sessionStorage.getItem(PRODUCT_REFERRER_KEY));
  } catch {
    return null;
  }
}

export function storeProductReferrer(referrer: ProductReferrer): void {
  try {
    window.sessionStorage.setItem(PRODUCT_REFERRER_KEY, serializeProductReferrer(referrer));
  } catch {
    // Storage disabled: the listing just does not scroll to the product.
  }
}

/** Forgets the referrer (the guard runner, on routes outside the category pages). */
export function clearProductReferrer(): void {
  try {
    window.sessionStorage.removeItem(PRODUCT_REFERRER_KEY);
  } catch {
    // Storage may be disabled; nothing to clear then.
  }
}
