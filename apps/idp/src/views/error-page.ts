import { escapeHtml } from './html';
import type { PageLanguage } from './language';
import { renderPage } from './layout';
import { MESSAGES } from './messages';

export interface ErrorPageOptions {
  lang: PageLanguage;
  /** `tooManyAttempts`: the interaction was ended after failed sign-ins (login-throttle.ts). */
  kind: 'expired' | 'error' | 'tooManyAttempts';
  shopUrl: string;
  /** OAuth error code and description, shown for diagnosis. */
  error?: string;
  description?: string;
}

export function renderErrorPage({ lang, kind, shopUrl, error, description }: ErrorPageOptions): string {
  const text = MESSAGES[lang];
  const [title, intro] = {
    expired: [text.expiredTitle, text.expiredText],
    error: [text.errorTitle, text.errorText],
    tooManyAttempts: [text.tooManyAttemptsTitle, text.tooManyAttemptsText],
  }[kind];
  const details = error
    ? `<p class="details"><code>${escapeHtml(error)}</code>${description ? ` – ${escapeHtml(description)}` : ''}</p>`
    : '';
  const content = `
<h1>${title}</h1>
<p class="intro">${intro}</p>
${details}
<a class="button" href="${escapeHtml(shopUrl)}">${text.backToShop}</a>`;
  return renderPage({ lang, title, content });
}
