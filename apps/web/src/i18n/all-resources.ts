import type { Language } from '@shop/locales';
import bg from './bg.json';
import cs from './cs.json';
import de from './de.json';
import it from './it.json';
import sk from './sk.json';
import type { Translation } from './i18n';

/**
 * Every language's texts at once, for tests only: the app loads one language per page
 * (i18n.ts, decision 0109), so nothing in src/ outside specs imports this file.
 */
export const resources: Record<Language, { translation: Translation }> = {
  de: { translation: de },
  cs: { translation: cs },
  sk: { translation: sk },
  it: { translation: it },
  bg: { translation: bg },
};
