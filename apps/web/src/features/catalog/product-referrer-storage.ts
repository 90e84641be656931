import { parseProductReferrer, serializeProductReferrer, type ProductReferrer } from '@shop/domain';
import { PRODUCT_REFERRER_KEY } from '../../routes/markers';

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
