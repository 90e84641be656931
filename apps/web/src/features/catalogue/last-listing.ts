/**
 * The last listing (category, search, product finder) this tab showed, with its query: the detail
 * layout's "back to the list" (docs/decisions/0115). Session storage: it survives a reload of the
 * product page, not the tab.
 */
export const LAST_LISTING_KEY = 'shop.lastListing';

export function rememberListing(path: string): void {
  try {
    window.sessionStorage.setItem(LAST_LISTING_KEY, path);
  } catch {
    // Storage disabled: the product page shows no way back but the breadcrumb.
  }
}

/** The remembered listing of `locale`, or null (none, or one of another locale's shop). */
export function lastListing(locale: string): string | null {
  try {
    const path = window.sessionStorage.getItem(LAST_LISTING_KEY);
    return path && path.startsWith(`/${locale}/`) ? path : null;
  } catch {
    return null;
  }
}
