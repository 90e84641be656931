import { escapeHtml } from './html';
import type { PageLanguage } from './language';
import { renderPage } from './layout';
import { MESSAGES } from './messages';

export interface ErrorPageOptions {
  lang: PageLanguage;
  kind: 'expired' | 'error';
  shopUrl: string;
  /** OAuth error code and description, shown for diagnosis. */
  error?: string;
  description?: string;
}

export function renderErrorPage({ lang, kind, shopUrl, error, description }: ErrorPageOptions): string {
  const text = MESSAGES[lang];
  const title = kind === 'expired' ? text.expiredTitle : text.errorTitle;
  const details = error
    ? `<p class="details"><code>${escapeHtml(error)}</code>${description ? ` – ${escapeHtml(description)}` : ''}</p>`
    : '';
  const content = `
<h1>${title}</h1>
<p class="intro">${kind === 'expired' ? text.expiredText : text.errorText}</p>
${details}
<a class="button" href="${escapeHtml(shopUrl)}">${text.backToShop}</a>`;
  return renderPage({ lang, title, content });
}
