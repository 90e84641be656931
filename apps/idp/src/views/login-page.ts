import { escapeHtml } from './html';
import type { PageLanguage } from './language';
import { renderPage } from './layout';
import { MESSAGES } from './messages';

export const DEMO_LOGIN = { email: 'admin@20hhat.example', password: 'Shop-Demo-2026' };

export type LoginError = 'invalidCredentials' | 'missingCredentials' | 'unavailable';

export interface LoginPageOptions {
  lang: PageLanguage;
  /** Where the form posts to. */
  action: string;
  email?: string;
  error?: LoginError;
  showDemoHint: boolean;
  shopUrl: string;
}

export function renderLoginPage({
  lang,
  action,
  email,
  error,
  showDemoHint,
  shopUrl,
}: LoginPageOptions): string {
  const text = MESSAGES[lang];
  const invalid = error === 'invalidCredentials' || error === 'missingCredentials';
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  const invalidAttr = invalid ? ' aria-invalid="true"' : '';
  // Focus goes where the person continues: the e-mail field, or the password once the address is known.
  const focusPassword = Boolean(email) && error !== 'missingCredentials';
  const content = `
<h1>${text.signInTitle}</h1>
<p class="intro">${text.signInIntro}</p>
${error ? `<p class="alert" id="login-error" role="alert">${text[error]}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">${text.email}</label>
    <input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none"
      spellcheck="false" required value="${escapeHtml(email ?? '')}"${invalidAttr}${describedBy}${focusPassword ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">${text.password}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${invalidAttr}${describedBy}${focusPassword ? ' autofocus' : ''}>
  </div>
  <button class="button" type="submit">${text.submit}</button>
</form>
${
  showDemoHint
    ? `<aside class="hint" aria-label="${text.demoLabel}"><strong>${text.demoLabel}</strong>Demo: <code>${DEMO_LOGIN.email}</code> / <code>${DEMO_LOGIN.password}</code></aside>`
    : ''
}
<a class="secondary" href="${escapeHtml(shopUrl)}">${text.backToShop}</a>`;
  return renderPage({ lang, title: text.signInTitle, content });
}
