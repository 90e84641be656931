import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/locales';
import { pathInLocale } from './locale-switch';
import { useExternalShops } from '../navigation/use-external-shops';
import { CheckIcon, ChevronDownIcon, ExternalIcon, GlobeIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/use-dismiss';
import { useTenantSwitch } from './use-tenant-switch';
import { hreflangOf } from './hreflang';
import { LANGUAGE_NAMES } from './language-names';
import { useLocale } from './locale-context';
import { usePageAlternates } from './page-alternates';
import './locale-switcher.css';

function LocaleOption({
  code,
  current,
  onSelect,
}: {
  code: LocaleCode;
  current: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const info = LOCALES[code];
  const externalShops = useExternalShops();
  // Product and category pages publish their own page in each locale (slugs differ per language).
  const page = usePageAlternates();
  const target = pathInLocale(location.pathname, code, location.search, externalShops.urls, page);
  const switchTenant = useTenantSwitch();

  if (target.kind === 'external') {
    return (
      <a href={target.url} className="locale-option" onClick={onSelect}>
        <span className="locale-option__country">{info.countryCode}</span>
        <span className="locale-option__label">
          <span>{info.name}</span>
          <span className="locale-option__hint">{t('header.externalShop')}</span>
        </span>
        <ExternalIcon width={16} height={16} className="locale-option__icon" />
      </a>
    );
  }
  return (
    <Link
      to={target.path}
      className="locale-option"
      aria-current={current ? 'true' : undefined}
      hrefLang={hreflangOf(code)}
      lang={info.language}
      onClick={(event) => {
        onSelect();
        // Another tenant while signed in: the session follows first, then the page changes.
        if (switchTenant(code, target.path)) event.preventDefault();
      }}
    >
      <span className="locale-option__country">{info.countryCode}</span>
      <span className="locale-option__label">
        <span>{info.name}</span>
        <span className="locale-option__hint">{LANGUAGE_NAMES[info.language]}</span>
      </span>
      {current && <CheckIcon width={16} height={16} className="locale-option__icon" />}
    </Link>
  );
}

/** Country and language switcher listing all twelve locales; the five without a shop lead to external shops. */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const { locale, info } = useLocale();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);
  const current = `${info.name} · ${LANGUAGE_NAMES[info.language]}`;

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
          {LOCALE_CODES.map((code) => (
            <li key={code}>
              <LocaleOption code={code} current={code === locale} onSelect={close} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
