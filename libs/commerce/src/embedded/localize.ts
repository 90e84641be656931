/** Localized jsonb texts are objects keyed by language: pick the context's language, then German, then any. */
export function localize(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const text = texts[language] ?? texts.de ?? Object.values(texts)[0];
  return typeof text === 'string' ? text : '';
}

const LANGUAGE_KEY = /^[a-z]{2}$/;

function isLocalizedObject(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 && entries.every(([key, text]) => LANGUAGE_KEY.test(key) && typeof text === 'string')
  );
}

/** Product attributes may hold localized texts (e.g. subtitle); those are resolved, the rest is kept. */
export function localizeAttributes(
  attributes: Record<string, unknown>,
  language: string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key,
      isLocalizedObject(value) ? localize(value, language) : value,
    ]),
  );
}
