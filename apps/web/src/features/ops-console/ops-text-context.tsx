import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  createOpsI18n,
  initialOpsLanguage,
  OPS_LANGUAGE_KEY,
  OPS_TEXTS,
  type OpsLanguage,
} from './ops-texts';

export type OpsT = (key: string, options?: Record<string, unknown>) => string;

interface OpsTextValue {
  t: OpsT;
  /** The translated text of an error's message key (the shop's error body), a general one when unknown. */
  errorText: (messageKey: string | null | undefined) => string;
  language: OpsLanguage;
  setLanguage: (language: OpsLanguage) => void;
  /** BCP 47 tag for dates and numbers. */
  intlLocale: string;
}

const OpsTextContext = createContext<OpsTextValue | null>(null);

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(OPS_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The console's language and texts (its own i18next instance, docs/decisions/0139-operations-console.md). */
export function OpsTextProvider({ children, initial }: { children: ReactNode; initial?: OpsLanguage }) {
  const [language, setLanguageState] = useState<OpsLanguage>(
    () => initial ?? initialOpsLanguage(storedLanguage(), navigator.languages ?? []),
  );
  const i18n = useMemo(() => createOpsI18n(language), [language]);
  const setLanguage = useCallback((next: OpsLanguage) => {
    try {
      window.localStorage.setItem(OPS_LANGUAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);
  const value = useMemo<OpsTextValue>(() => {
    const t = i18n.t.bind(i18n) as unknown as OpsT;
    const errors = OPS_TEXTS[language].error as Record<string, string>;
    return {
      t,
      // Message keys contain dots: looked up in the table, not through i18next's key path.
      errorText: (messageKey) => (messageKey && errors[messageKey]) || errors.unknown,
      language,
      setLanguage,
      intlLocale: language === 'de' ? 'de-DE' : 'en-GB',
    };
  }, [i18n, language, setLanguage]);
  return <OpsTextContext.Provider value={value}>{children}</OpsTextContext.Provider>;
}

export function useOpsText(): OpsTextValue {
  const value = useContext(OpsTextContext);
  if (!value) throw new Error('useOpsText outside OpsTextProvider');
  return value;
}
