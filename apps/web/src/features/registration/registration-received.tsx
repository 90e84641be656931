import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALES } from '@shop/locales';
import { useLocale } from '../locale/locale-context';
import { homePath } from '../navigation/paths';

interface ReceivedRegistration {
  kind: string;
  loginEmail: string;
  companyName: string;
  customerNumber?: string | null;
  createdAt: string;
}

/**
 * The status layouts "registration-new" and "registration-existing": the registration was received
 * and the decision comes by mail (decision 0092). Shown after a submit and whenever the login has an
 * open registration in the tenant.
 */
export function RegistrationReceived({ registration }: { registration: ReceivedRegistration }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const existing = registration.kind === 'EXISTING_CUSTOMER';
  const layout = existing ? 'registration-existing' : 'registration-new';
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's news replaces the form: the focus goes to it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  const at = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(registration.createdAt));
  return (
    <section
      className={`status-layout status-layout--${layout}`}
      data-layout={layout}
      aria-labelledby="registration-received-title"
    >
      <div className="status-layout__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path
            d="M3 6h18v12H3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="m3 7 9 6 9-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 id="registration-received-title" ref={heading} tabIndex={-1}>
        {t(existing ? 'registration.received.existingTitle' : 'registration.received.newTitle')}
      </h1>
      <p role="status">
        {t(existing ? 'registration.received.existingText' : 'registration.received.newText', {
          email: registration.loginEmail,
        })}
      </p>
      <dl className="status-layout__facts">
        {existing ? (
          <>
            <dt>{t('registration.field.customerNumber')}</dt>
            <dd>{registration.customerNumber}</dd>
          </>
        ) : (
          <>
            <dt>{t('registration.field.companyName')}</dt>
            <dd>{registration.companyName}</dd>
          </>
        )}
        <dt>{t('registration.received.at')}</dt>
        <dd>{at}</dd>
      </dl>
      <Link className="button button--primary" to={homePath(locale)}>
        {t('registration.received.toShop')}
      </Link>
    </section>
  );
}
