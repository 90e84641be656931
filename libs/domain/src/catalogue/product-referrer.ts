import { keepsProductReferrer, type RouteBaseName } from '../routing/route-names';

/**
 * The product a category listing was (re-)entered from: set when a product page links back to its
 * category, so the listing can bring that product's card into view. docs/rules/routes-and-guards.md decides its life:
 * it survives only routes whose name begins with the category route name.
 */
export interface ProductReferrer {
  /** Slug of the product page the user came from. */
  productSlug: string;
  /** Slug of the category the product page linked to. */
  categorySlug: string;
}

/** The stored referrer after navigating to `routeName`: kept on category routes, cleared (null) elsewhere. */
export function productReferrerAfterNavigation(
  stored: ProductReferrer | null,
  routeName: RouteBaseName,
): ProductReferrer | null {
  return stored && keepsProductReferrer(routeName) ? stored : null;
}

/** The referrer that applies to the listing of `categorySlug`, or null (another category's referrer does not). */
export function productReferrerFor(
  stored: ProductReferrer | null,
  categorySlug: string,
): ProductReferrer | null {
  return stored && stored.categorySlug === categorySlug ? stored : null;
}

export function serializeProductReferrer(referrer: ProductReferrer): string {
  return JSON.stringify({ productSlug: referrer.productSlug, categorySlug: referrer.categorySlug });
}

/** Reads a stored referrer; anything malformed (old format, tampered storage) counts as none. */
export function parseProductReferrer(raw: string | null | undefined): ProductReferrer | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { productSlug, categorySlug } = value as Record<string, unknown>;
    if (typeof productSlug !== 'string' || typeof categorySlug !== 'string') return null;
    if (!productSlug || !categorySlug) return null;
    return { productSlug, categorySlug };
  } catch {
    return null;
  }
}
