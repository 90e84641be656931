import { useEffect, useState } from 'react';
import { useOpsText } from './ops-text-context';

/** Sign-out as in the shop: a form POST with the session's CSRF token (the BFF refuses it without). */
export function OpsSignOut() {
  const { t } = useOpsText();
  const [csrfToken, setCsrfToken] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    fetch('/auth/csrf', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ csrfToken?: string }>) : null))
      .then((body) => {
        if (active && body?.csrfToken) setCsrfToken(body.csrfToken);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return (
    <form method="post" action="/auth/logout?locale=de-de" className="ops-sign-out">
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="locale" value="de-de" />
      <button type="submit" className="ops-button ops-button--secondary" disabled={!csrfToken}>
        {t('signOut')}
      </button>
    </form>
  );
}
