import type { LocaleSlug } from '@shop/commerce';
import { buildPath } from '@shop/locales';
import type { LocaleAlternateModel } from './locale-alternate.model';

/** Product pages of the given locale slugs (`/cs-cz/p/<czech slug>`), in their order. */
export function productAlternates(slugs: readonly LocaleSlug[]): LocaleAlternateModel[] {
  return slugs.map(({ locale, slug }) => ({
    locale,
    path: buildPath('p-product', locale, { product: slug }),
  }));
}

/** Category pages of the given locale slugs (`/cs-cz/c/<czech slug>`), in their order. */
export function categoryAlternates(slugs: readonly LocaleSlug[]): LocaleAlternateModel[] {
  return slugs.map(({ locale, slug }) => ({
    locale,
    path: buildPath('c-category', locale, { category: slug }),
  }));
}
