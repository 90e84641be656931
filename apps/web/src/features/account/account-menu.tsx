import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readMarkers } from '../navigation/markers';
import { loginPath, pathTo } from '../navigation/paths';
import { authenticationStateOf } from '../session/authentication-state';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useDismiss } from '../../ui/use-dismiss';
import { LogoutButton } from '../auth/logout-button';
import { useCustomerSelection } from '../employee/customer-selection-context';
import { useLocale } from '../locale/locale-context';
import { AccountNavLinks } from './account-nav-links';
import { displayNameOf } from '../session/display-name';
import { useMe } from '../session/use-me';
import './account-menu.css';

/**
 * The header's account control: "log in" for guests, otherwise the user's name with a menu of the
 * account pages their role may open.
 */
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
  const customerSelection = useCustomerSelection();

  if (loading && !data) {
    return (
      <div className="account-menu account-menu--loading">
        <Skeleton width="100%" height="100%" radius="var(--radius-pill)" />
      </div>
    );
  }

  const me = data?.me;
  if (!me) {
    // On narrow screens only the icon shows; the label stays the link's accessible name.
    return (
      <div className="account-menu">
        <Link to={loginPath(locale)} className="button button--primary account-menu__login">
          <UserIcon />
          <span className="account-menu__login-label">{t('header.login')}</span>
        </Link>
      </div>
    );
  }

  // A newcomer has neither contact nor customer to be named by yet.
  const name = displayNameOf(me) || t('header.myAccount');
  const pending =
    authenticationStateOf({
      loading: false,
      signedIn: true,
      hasCustomerOrContact: Boolean(me.customer || me.contact),
      registerMarker: me.userType !== 'EMPLOYEE' && readMarkers().register,
    }) === 'pending';
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
          {me.employee && me.contact && (
            <span className="account-menu__employee">
              {t('employee.actingAs', {
                employee: me.employee.name,
                contact: `${me.contact.firstName} ${me.contact.lastName}`,
              })}
            </span>
          )}
        </div>
        {me.employee && customerSelection && (
          <button
            type="button"
            className="account-menu__link"
            onClick={() => {
              close();
              customerSelection.open();
            }}
          >
            <UserIcon width={18} height={18} />
            {t('employee.switchCustomer')}
          </button>
        )}
        {pending ? (
          // A newcomer whose registration is not finished has no account pages yet (decision 0092).
          <Link to={pathTo('register', locale)} className="account-menu__link" onClick={close}>
            <UserIcon width={18} height={18} />
            {t('registration.pending')}
          </Link>
        ) : (
          <ul className="account-menu__pages" aria-label={t('header.myAccount')}>
            <AccountNavLinks linkClassName="account-menu__link" onNavigate={close} />
          </ul>
        )}
        <LogoutButton className="account-menu__link account-menu__logout" />
      </div>
    </div>
  );
}
