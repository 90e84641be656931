import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/account/account-menu';
import { CartEntry } from '../../features/cart/cart-entry';
import { HeaderSearch } from '../../features/catalogue/header-search';
import { MainNavigation } from '../../features/catalogue/main-navigation';
import { useLocale } from '../../features/locale/locale-context';
import { LocaleSwitcher } from '../../features/locale/locale-switcher';
import { homePath } from '../../features/navigation/paths';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import './site-header.css';

const NAV_ID = 'main-navigation';

export function SiteHeader() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__tagline">{t('meta.tagline')}</p>
          <LocaleSwitcher />
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead__inner">
          <button
            type="button"
            className="icon-button masthead__menu-button"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
          </button>
          <Link to={homePath(locale)} className="masthead__logo" aria-label={t('a11y.homeLink')}>
            <Logo />
          </Link>
          <HeaderSearch />
          <div className="masthead__actions">
            <CartEntry />
            <AccountMenu />
          </div>
        </div>
      </div>
      <MainNavigation id={NAV_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
