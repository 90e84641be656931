import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALES, matchPath } from '@shop/locales';
import { ScanMeApp } from './app/scan-me-app';
import { takeSignInReturnMark } from './features/auth/sign-in-attempts';
import { loadScanMeI18n } from './i18n/scan-me-texts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in scan-me.html');

/**
 * Scan-me's page of its own (scan-me.html, decision 0125): the BFF, the service worker and the dev
 * server answer the scan-me paths with it. Its texts load before the first render, so it draws in its
 * language. Any other path (the service worker answering a locale without a shop) goes to the shop.
 */
// Before anything reads the address: a sign-in that came back says so once (decision 0124).
takeSignInReturnMark(window.location, window.history);
const match = matchPath(window.location.pathname);
if (match?.route.name !== 'scan-me') {
  window.location.replace('/');
} else {
  const { locale } = match;
  void loadScanMeI18n(LOCALES[locale].language).then((i18n) =>
    createRoot(container).render(
      <StrictMode>
        <ScanMeApp locale={locale} match={match} i18n={i18n} />
      </StrictMode>,
    ),
  );
}
