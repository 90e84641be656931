import { useMemo } from 'react';
import { usePublishPageAlternates, type LocaleAlternate } from '../locale/page-alternates';

interface CataloguePage {
  alternates: readonly LocaleAlternate[];
  /** Root first; a product's own category last. */
  breadcrumbs: readonly { alternates: readonly LocaleAlternate[] }[];
}

/**
 * A product or category page publishes its page in the other locales (their slugs differ per
 * language) for the language switcher and the hreflang links; where a locale lacks it, the nearest
 * category of its breadcrumbs that the locale shows (docs/decisions/0025). Nothing while loading.
 */
export function useCataloguePageAlternates(page: CataloguePage | null | undefined): void {
  const published = useMemo(
    () =>
      page
        ? {
            alternates: page.alternates,
            fallbacks: [...page.breadcrumbs].reverse().map((category) => category.alternates),
          }
        : null,
    [page],
  );
  usePublishPageAlternates(published);
}
