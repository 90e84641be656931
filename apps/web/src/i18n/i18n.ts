import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type Language } from '@shop/locales';
import type de from './de.json';
import { mergeTexts, type TextPart } from './text-parts';

export type Translation = typeof de;

export const FALLBACK_LANGUAGE: Language = 'de';

type Texts = Partial<Translation>;
type PartLoader = () => Promise<{ default: Texts }>;

/**
 * Two chunks per language: a page downloads the texts of its own language only (decision 0109), and
 * a first visit of the home page only their shell part (decision 0127, text-parts.ts). The
 * translations spec reads the whole files through all-resources.ts.
 */
const LOADERS: Record<Language, Record<TextPart, PartLoader>> = {
  de: { shell: () => import('virtual:texts/de-shell'), rest: () => import('virtual:texts/de-rest') },
  cs: { shell: () => import('virtual:texts/cs-shell'), rest: () => import('virtual:texts/cs-rest') },
  sk: { shell: () => import('virtual:texts/sk-shell'), rest: () => import('virtual:texts/sk-rest') },
  it: { shell: () => import('virtual:texts/it-shell'), rest: () => import('virtual:texts/it-rest') },
  bg: { shell: () => import('virtual:texts/bg-shell'), rest: () => import('virtual:texts/bg-rest') },
};

/** The language of a page: its locale prefix, the default locale's for other paths (their 404). */
export function languageOfPath(pathname: string): Language {
  const prefix = pathname.split('/')[1];
  return LOCALES[isLocaleCode(prefix) ? prefix : DEFAULT_LOCALE].language;
}

const loaded = new Map<Language, Set<TextPart>>();
const loading = new Map<string, Promise<void>>();
const texts = new Map<Language, Texts>();
const instances = new Map<Language, I18n>();

function addTexts(language: Language, part: Texts, parts: readonly TextPart[]): void {
  texts.set(language, mergeTexts(texts.get(language), part));
  loaded.set(language, new Set([...(loaded.get(language) ?? []), ...parts]));
  instances.get(language)?.addResourceBundle(language, 'translation', part, true, true);
}

/** Makes a language's texts available (tests hand in all of them, the app loads them). */
export function provideLanguage(language: Language, translation: Translation): void {
  addTexts(language, translation, ['shell', 'rest']);
}

/** Whether a language's shell texts are there: the layout and the home page can draw in it. */
export function isLanguageLoaded(language: Language): boolean {
  return loaded.get(language)?.has('shell') ?? false;
}

function loadPart(language: Language, part: TextPart): Promise<void> {
  if (loaded.get(language)?.has(part)) return Promise.resolve();
  const key = `${language}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[language][part]().then(
      (module) => {
        addTexts(language, module.default, [part]);
        loading.delete(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads a language's shell texts once (the first visit of the home page waits for these only). A
 * failed load (a chunk of an old build) rejects and is tried again at the next call.
 */
export function loadShellTexts(language: Language): Promise<void> {
  return loadPart(language, 'shell');
}

/**
 * Loads all of a language's texts once; resolves when i18nFor(language) translates every page. A
 * failed load rejects and is tried again at the next call.
 */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([loadPart(language, 'shell'), loadPart(language, 'rest')]).then(() => undefined);
}

/**
 * All texts of the language of the page the browser shows: what code that draws outside the shell
 * part waits for (lazy pages, deferred blocks, the decision notices; decision 0127). A link's target
 * is in the language of the page it is on.
 */
export function loadPageLanguage(): Promise<void> {
  return loadLanguage(languageOfPath(window.location.pathname));
}

/**
 * One i18next instance per language, created synchronously from the loaded texts, so the first
 * render of a locale is already in its language (no flash of German texts): the app renders a
 * language only after loadLanguage (main.tsx, LocaleRoot).
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const translation = texts.get(language);
    instance = createInstance({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: translation ? { [language]: { translation } } : {},
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    void instance.init();
    instances.set(language, instance);
  }
  return instance;
}
