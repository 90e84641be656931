import { escapeHtml } from './html';
import type { PageLanguage } from './language';
import { renderPage } from './layout';
import { MESSAGES } from './messages';

/** The rules for a password chosen with a ticket (docs/decisions/0086-provisioning-logins-through-the-idp.md). */
export const PASSWORD_RULES = { minLength: 10, maxLength: 128 } as const;

export type PasswordError =
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordIsEmail'
  | 'passwordsDiffer'
  | 'passwordFormExpired';

/** The first rule `password` (and its repetition) breaks, or null. */
export function passwordErrorOf(password: string, repeated: string, email: string): PasswordError | null {
  const length = [...password].length;
  if (length < PASSWORD_RULES.minLength) return 'passwordTooShort';
  if (length > PASSWORD_RULES.maxLength) return 'passwordTooLong';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'passwordIsEmail';
  if (password !== repeated) return 'passwordsDiffer';
  return null;
}

function withRules(text: string): string {
  return text
    .replace('{min}', String(PASSWORD_RULES.minLength))
    .replace('{max}', String(PASSWORD_RULES.maxLength));
}

export interface PasswordTicketPageOptions {
  lang: PageLanguage;
  /** Where the form posts to (the ticket's own URL). */
  action: string;
  email: string;
  /** The form's CSRF value, bound to the browser's cookie and the ticket. */
  csrf: string;
  error?: PasswordError;
}

/** The form where an invited person chooses the first password of their account. */
export function renderPasswordTicketPage({
  lang,
  action,
  email,
  csrf,
  error,
}: PasswordTicketPageOptions): string {
  const text = MESSAGES[lang];
  const invalid = error && error !== 'passwordFormExpired' ? ' aria-invalid="true"' : '';
  const describedBy = ` aria-describedby="password-rules${error ? ' password-error' : ''}"`;
  const content = `
<h1>${text.passwordTitle}</h1>
<p class="intro">${text.passwordIntro}</p>
${error ? `<p class="alert" id="password-error" role="alert">${withRules(text[error])}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
  <div class="field">
    <label for="email">${text.account}</label>
    <input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(email)}">
  </div>
  <div class="field">
    <label for="password">${text.newPassword}</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required
      minlength="${PASSWORD_RULES.minLength}" maxlength="${PASSWORD_RULES.maxLength}"${invalid}${describedBy} autofocus>
    <p class="rules" id="password-rules">${withRules(text.passwordRules)}</p>
  </div>
  <div class="field">
    <label for="repeat">${text.repeatPassword}</label>
    <input id="repeat" name="repeat" type="password" autocomplete="new-password" required
      maxlength="${PASSWORD_RULES.maxLength}"${error === 'passwordsDiffer' ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>
  </div>
  <button class="button" type="submit">${text.passwordSubmit}</button>
</form>`;
  return renderPage({ lang, title: text.passwordTitle, content });
}

/** A ticket that is unknown, used or expired; or an account that has a password already. */
export function renderTicketEndPage(
  lang: PageLanguage,
  kind: 'expired' | 'alreadySet',
  signInUrl: string,
): string {
  const text = MESSAGES[lang];
  const [title, intro] =
    kind === 'expired'
      ? [text.ticketExpiredTitle, text.ticketExpiredText]
      : [text.passwordAlreadySetTitle, text.passwordAlreadySetText];
  const content = `
<h1>${title}</h1>
<p class="intro">${intro}</p>
<a class="button" href="${escapeHtml(signInUrl)}">${text.continueToSignIn}</a>`;
  return renderPage({ lang, title, content });
}
