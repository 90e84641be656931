// The app loads one language's texts per page (apps/web/src/i18n/i18n.ts); specs render any language
// synchronously, so every language is handed in before they run.
import { LANGUAGES } from '@shop/locales';
import { resources } from '../src/i18n/all-resources';
import { provideLanguage } from '../src/i18n/i18n';

for (const language of LANGUAGES) provideLanguage(language, resources[language].translation);
