import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/locales';
import { hreflangOf } from '../../features/locale/hreflang';
import { LANGUAGE_NAMES } from '../../features/locale/language-names';
import { useLocale } from '../../features/locale/locale-context';
import { accountHomePath, homePath, loginPath } from '../../features/navigation/paths';
import { displayNameOf } from '../../features/session/display-name';
import type { FetchedMe } from '../../features/session/fetch-me';
import { updateSessionLocale } from '../../features/session/session-api';
import { assignLocation } from '../../ui/full-page-navigation';
import { CheckIcon, ChevronDownIcon, GlobeIcon, UserIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Skeleton } from '../../ui/skeleton';
import { useDismiss } from '../../ui/use-dismiss';
import '../../features/locale/locale-switcher.css';
import '../../features/account/account-menu.css';
import './shop-layout.css';
import './site-header.css';
import './scan-me-layout.css';

/** The locales with a shop here: scan-me's page exists in these only. */
const SHOP_LOCALES = LOCALE_CODES.filter((code) => LOCALES[code].mandantCode !== null);

/**
 * Scan-me's page of its own (decision 0125) has the shop's look without the shop's shell: the top
 * bar with the country and language choice, the logo leading to the shop's home page, and sign-in
 * (or the account, when signed in). Every link is a full page load: the shop is another page.
 */
export function ScanMeLayout({ me, children }: { me: FetchedMe; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="shop-layout scan-me-layout">
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <header className="site-header">
        <div className="topbar">
          <div className="container topbar__inner">
            <p className="topbar__tagline">{t('meta.tagline')}</p>
            <ScanMeLocaleSwitcher me={me} />
          </div>
        </div>
        <div className="masthead">
          <div className="container masthead__inner">
            <a href={homePath(locale)} className="masthead__logo" aria-label={t('a11y.homeLink')}>
              <Logo />
            </a>
            <div className="masthead__actions">
              <ScanMeAccount me={me} />
            </div>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="shop-layout__main">
        {children}
      </main>
    </div>
  );
}

/** Sign-in back to this page for guests, the account for the signed-in, a placeholder while asking. */
function ScanMeAccount({ me }: { me: FetchedMe }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (me.data === undefined && !me.error) {
    return (
      <div className="account-menu account-menu--loading">
        <Skeleton width="100%" height="100%" radius="var(--radius-pill)" />
      </div>
    );
  }
  const signedIn = me.data?.me;
  if (!signedIn) {
    // Offline `me` cannot be asked: the sign-in link stays, it works once the phone is back online.
    return (
      <div className="account-menu">
        <a
          href={loginPath(locale, window.location.pathname)}
          className="button button--primary account-menu__login"
        >
          <UserIcon />
          <span className="account-menu__login-label">{t('header.login')}</span>
        </a>
      </div>
    );
  }
  const name = displayNameOf(signedIn) || t('header.myAccount');
  return (
    <div className="account-menu">
      <a className="account-menu__trigger scan-me-layout__account" href={accountHomePath(locale)}>
        <span className="account-menu__avatar" aria-hidden="true">
          <UserIcon width={18} height={18} />
        </span>
        <span className="account-menu__name">{name}</span>
      </a>
    </div>
  );
}

/**
 * The country and language choice of the shop's header, for the scan page in each locale with a
 * shop. A signed-in person moving to another tenant takes the session along first (POST
 * /api/updateApolloToken), as the shop's switcher does.
 */
function ScanMeLocaleSwitcher({ me }: { me: FetchedMe }) {
  const { t } = useTranslation();
  const { locale, info } = useLocale();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);
  const current = `${info.name} · ${LANGUAGE_NAMES[info.language]}`;

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: LocaleCode, path: string) => {
    close();
    if (!me.data?.me || LOCALES[code].mandantCode === info.mandantCode) return;
    event.preventDefault();
    void updateSessionLocale(code).then(() => assignLocation(path));
  };

  return (
    <div className="locale-switcher" ref={container}>
      <button
        ref={button}
        type="button"
        className="locale-switcher__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.localeSwitcher', { current })}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon width={18} height={18} />
        <span className="locale-switcher__current">{current}</span>
        <span className="locale-switcher__code">{info.countryCode}</span>
        <ChevronDownIcon width={16} height={16} className="locale-switcher__chevron" />
      </button>
      <div id={panelId} className="locale-switcher__panel popover" hidden={!open}>
        <p className="locale-switcher__heading">{t('header.chooseLocale')}</p>
        <ul className="locale-switcher__list">
          {SHOP_LOCALES.map((code) => {
            const path = buildPath('scan-me', code);
            const other = LOCALES[code];
            return (
              <li key={code}>
                <a
                  href={path}
                  className="locale-option"
                  aria-current={code === locale ? 'true' : undefined}
                  hrefLang={hreflangOf(code)}
                  lang={other.language}
                  onClick={(event) => choose(event, code, path)}
                >
                  <span className="locale-option__country">{other.countryCode}</span>
                  <span className="locale-option__label">
                    <span>{other.name}</span>
                    <span className="locale-option__hint">{LANGUAGE_NAMES[other.language]}</span>
                  </span>
                  {code === locale && <CheckIcon width={16} height={16} className="locale-option__icon" />}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
