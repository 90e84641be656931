import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../ui/icons';
import { useLocale } from '../locale/locale-context';
import { authLogoutUrl } from './auth-urls';

/**
 * Logout is a POST with the session's CSRF token (a link could be triggered by any page, and the BFF
 * answers 400 without the token); the BFF ends the session and redirects to the IdP's logout.
 */
export function LogoutButton({ className = 'button button--secondary' }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [csrfToken, setCsrfToken] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetch('/auth/csrf', { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { csrfToken?: string } | null) => {
        if (active && body?.csrfToken) setCsrfToken(body.csrfToken);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <form method="post" action={authLogoutUrl(locale)} className="logout-form">
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={className} disabled={!csrfToken} aria-busy={!csrfToken}>
        <LogoutIcon />
        {t('header.logout')}
      </button>
    </form>
  );
}
