import { escapeHtml } from './html';
import type { PageLanguage } from './language';
import { renderPage } from './layout';
import { MESSAGES } from './messages';

/** Submits the end-session form at once, so RP-initiated logout needs no extra click when scripts run. */
export const LOGOUT_AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * `providerForm` is oidc-provider's own hidden form (action and xsrf token); it gets `logout=yes` so that
 * the whole session ends, and the visible button submits it when scripts are off.
 */
export function renderLogoutPage(lang: PageLanguage, providerForm: string): string {
  const text = MESSAGES[lang];
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const content = `
<h1>${text.signOutTitle}</h1>
<p class="intro">${text.signOutText}</p>
${form}
<button class="button" type="submit" form="op.logoutForm" autofocus>${text.signOutButton}</button>`;
  return renderPage({ lang, title: text.signOutTitle, content, script: LOGOUT_AUTO_SUBMIT_SCRIPT });
}

export function renderSignedOutPage(lang: PageLanguage, shopUrl: string): string {
  const text = MESSAGES[lang];
  const content = `
<h1>${text.signedOutTitle}</h1>
<p class="intro">${text.signedOutText}</p>
<a class="button" href="${escapeHtml(shopUrl)}">${text.backToShop}</a>`;
  return renderPage({ lang, title: text.signedOutTitle, content });
}
