/**
 * The scan-me route's path words (libs/locales route-words `scanMe`), repeated here because the Vite
 * config cannot load libs/locales; src/features/scan-me/scan-me-paths.spec.ts keeps both in step.
 */
export const SCAN_ME_WORDS = ['scannen', 'skenovat', 'scansiona', 'skanirane'] as const;

/** A navigation the service worker answers with the app shell: `/{locale}/{scan-me word}`. */
export const SCAN_ME_NAVIGATION = new RegExp(`^/[a-z]{2}-[a-z]{2}/(${SCAN_ME_WORDS.join('|')})/?$`);
