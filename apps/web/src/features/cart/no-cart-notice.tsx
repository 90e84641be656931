import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../locale/locale-context';
import { loginPath } from '../navigation/paths';

/**
 * What a page built on the session's cart shows to someone without a cart here: a guest is asked to
 * sign in (and comes back to this page), a signed-in user without a customer of this tenant to choose one.
 */
export function NoCartNotice({
  signedIn,
  guestText,
  className,
}: {
  signedIn: boolean;
  guestText: string;
  className: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <section className={`empty-state ${className}`}>
      <p>{signedIn ? t('cart.noCustomer') : guestText}</p>
      {!signedIn && (
        <Link className="button button--primary" to={loginPath(locale, location.pathname)}>
          {t('header.login')}
        </Link>
      )}
    </section>
  );
}
