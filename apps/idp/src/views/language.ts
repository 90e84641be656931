export type PageLanguage = 'de' | 'en';

/**
 * Picks the page language from hints in order of precedence (OIDC `ui_locales`, the shop's `locale`,
 * Accept-Language). The first hint decides: German for `de-*`, English for every other language, since
 * the login pages exist in these two. Without any hint the shop's home language, German, is used.
 */
export function pickLanguage(...hints: (string | undefined)[]): PageLanguage {
  for (const hint of hints) {
    const first = hint
      ?.split(/[\s,]+/)
      .map((tag) => tag.split(';')[0].trim().toLowerCase())
      .find((tag) => tag && tag !== '*');
    if (first) return first === 'de' || first.startsWith('de-') ? 'de' : 'en';
  }
  return 'de';
}
