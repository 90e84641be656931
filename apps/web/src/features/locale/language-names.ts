import type { Language } from '@shop/locales';

/** Language names in their own language, as a language switcher shows them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  cs: 'Čeština',
  sk: 'Slovenčina',
  it: 'Italiano',
  bg: 'Български',
};
