import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../features/auth/logout-button';
import { AccountNavLinks } from '../../features/account/account-nav-links';
import { PageSuspense } from './page-suspense';
import './account-layout.css';

/** The account area: a side navigation of the pages the user's role may open, and the page. */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="container account-layout">
      <aside className="account-layout__aside">
        <nav aria-label={t('a11y.accountNavigation')} className="account-nav">
          <ul className="account-nav__list">
            <AccountNavLinks linkClassName="account-nav__link" />
          </ul>
        </nav>
        <LogoutButton className="button button--secondary account-layout__logout" />
      </aside>
      <div className="account-layout__content">
        <PageSuspense layout="account">
          <Outlet />
        </PageSuspense>
      </div>
    </div>
  );
}
