import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountHomePath } from '../../routes/paths';
import { LogoutButton } from '../auth/logout-button';
import { useLocale } from '../locale/locale-context';
import './account-layout.css';

/**
 * The account area: a side navigation and the page. Only pages that exist are listed; the other
 * account pages of spec 01 §2 join this list as they are built.
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="container account-layout">
      <aside className="account-layout__aside">
        <nav aria-label={t('a11y.accountNavigation')} className="account-nav">
          <ul className="account-nav__list">
            <li>
              <NavLink to={accountHomePath(locale)} end className="account-nav__link">
                {t('account.home')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <LogoutButton className="button button--secondary account-layout__logout" />
      </aside>
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
