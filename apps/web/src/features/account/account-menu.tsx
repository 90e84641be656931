import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountHomePath, loginPath } from '../../routes/paths';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useDismiss } from '../../ui/use-dismiss';
import { LogoutButton } from '../auth/logout-button';
import { useLocale } from '../locale/locale-context';
import { displayNameOf } from './display-name';
import { useMe } from './use-me';
import './account-menu.css';

/** The header's account control: "log in" for guests, the user's name with an account menu otherwise. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data, loading } = useMe();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  if (loading && !data) {
    return (
      <div className="account-menu">
        <Skeleton width="9rem" height="2.5rem" radius="var(--radius-pill)" />
      </div>
    );
  }

  const me = data?.me;
  if (!me) {
    return (
      <div className="account-menu">
        <Link to={loginPath(locale)} className="button button--primary account-menu__login">
          <UserIcon />
          {t('header.login')}
        </Link>
      </div>
    );
  }

  const name = displayNameOf(me);
  return (
    <div className="account-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          <UserIcon width={18} height={18} />
        </span>
        <span className="account-menu__name">{name}</span>
        <ChevronDownIcon width={16} height={16} className="account-menu__chevron" />
      </button>
      <div id={menuId} className="account-menu__panel popover" hidden={!open}>
        <div className="account-menu__who">
          <strong>{name}</strong>
          {me.customer && (
            <span>
              {me.customer.name}
              <br />
              {t('header.customerNo', { number: me.customer.customerNo })}
            </span>
          )}
        </div>
        <Link to={accountHomePath(locale)} className="account-menu__link" onClick={close}>
          <UserIcon width={18} height={18} />
          {t('header.myAccount')}
        </Link>
        <LogoutButton className="account-menu__link account-menu__logout" />
      </div>
    </div>
  );
}
