import { toLatin } from '@shop/locales';

/** Latin transliteration (Bulgarian streamlined system for Cyrillic, German umlauts spelled out). */
export function transliterate(text: string): string {
  return toLatin(text.toLowerCase());
}

/** URL slug: lowercase Latin letters, digits and single hyphens. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
