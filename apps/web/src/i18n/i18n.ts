import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '@shop/locales';
import bg from './bg.json';
import cs from './cs.json';
import de from './de.json';
import it from './it.json';
import sk from './sk.json';

export const FALLBACK_LANGUAGE: Language = 'de';

export const resources = {
  de: { translation: de },
  cs: { translation: cs },
  sk: { translation: sk },
  it: { translation: it },
  bg: { translation: bg },
} as const;

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, created synchronously from the bundled resources, so the first
 * render of a locale is already in its language (no flash of German texts).
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    void instance.init();
    instances.set(language, instance);
  }
  return instance;
}
