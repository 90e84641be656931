import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { RouteBaseName } from '@shop/domain';
import type { RegistrationFieldsFragment } from '../../gql/generated';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { useLocale } from '../../features/locale/locale-context';
import { loginPath, pathTo } from '../../features/navigation/paths';
import { ExistingCustomerRegistrationForm } from '../../features/registration/existing-customer-form';
import { NewCustomerRegistrationForm } from '../../features/registration/new-customer-form';
import { OtherCountry } from '../../features/registration/other-country';
import { RegistrationReceived } from '../../features/registration/registration-received';
import {
  REGISTRATION_OPTIONS_QUERY,
  REGISTRATION_STATE_QUERY,
} from '../../features/registration/registration.queries';
import type { RegistrationConfig } from '../../features/registration/registration-form';
import { useMe } from '../../features/session/use-me';
import { QueryError } from '../../ui/query-error';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/registration/registration.css';

interface Ready {
  loginEmail: string;
  registration: RegistrationFieldsFragment | null;
  config: RegistrationConfig;
}

/**
 * The frame of the three register pages: title and breadcrumb, then what the signed-in newcomer may
 * do. Guests are asked to sign in first; someone who already has a contact in the tenant is told so;
 * a login with an open registration sees that it was received (decision 0092).
 */
function RegisterFrame({
  name,
  submitted = null,
  children,
}: {
  name: RouteBaseName;
  /** The registration a form of this page just sent: it replaces the form. */
  submitted?: RegistrationFieldsFragment | null;
  children: (ready: Ready) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const me = useMe();
  const signedIn = Boolean(me.data?.me);
  const title = t(
    `pages.${name === 'register' ? 'register' : name === 'register-new' ? 'registerNew' : 'registerExisting'}.title`,
  );
  useDocumentTitle(title);
  const state = useQuery(REGISTRATION_STATE_QUERY, {
    variables: { locale },
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  const options = useQuery(REGISTRATION_OPTIONS_QUERY, { variables: { locale }, skip: !signedIn });
  const received = submitted ?? state.data?.registrationState.registration ?? null;

  let body: ReactNode;
  if (me.loading && !me.data) body = <Loading />;
  else if (!signedIn) {
    body = (
      <div className="registration-notice">
        <p>{t('registration.signInFirst')}</p>
        <Link className="button button--primary" to={loginPath(locale, location.pathname)}>
          {t('header.login')}
        </Link>
      </div>
    );
  } else if (messageKeyOf(state.error) === 'error.login-of-another-shop') {
    body = (
      <div className="registration-notice">
        <p>{t('registration.otherShop')}</p>
      </div>
    );
  } else if (hasErrorCode(state.error, 'FORBIDDEN')) {
    body = (
      <div className="registration-notice">
        <p>{t('registration.alreadyRegistered')}</p>
        <Link className="button button--primary" to={pathTo('account-orders', locale)}>
          {t('registration.toAccount')}
        </Link>
      </div>
    );
  } else if (state.error || options.error) {
    body = <QueryError onRetry={() => void Promise.all([state.refetch(), options.refetch()])} />;
  } else if (!state.data || !options.data) body = <Loading />;
  else if (received)
    return (
      <div className="container registration-page">
        <RegistrationReceived registration={received} />
      </div>
    );
  else
    body = children({
      loginEmail: state.data.registrationState.loginEmail,
      registration: received,
      config: options.data.shopConfig,
    });

  return (
    <div className="container registration-page">
      <Breadcrumb name={name} current={title} />
      <h1 className="registration-page__title">{title}</h1>
      {body}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')}>
      <Skeleton height="1.5rem" width="60%" />
      <Skeleton height="16rem" className="skeleton--spaced" />
    </LoadingRegion>
  );
}

/** /registrierung — new customer or existing customer (docs/rules/routes-and-guards.md register). */
export function RegisterPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <RegisterFrame name="register">
      {({ loginEmail }) => (
        <>
          <p className="registration-page__intro">{t('registration.intro', { email: loginEmail })}</p>
          <ul className="registration-choices">
            <li>
              <Link className="registration-choice" to={pathTo('register-new', locale)}>
                <strong>{t('registration.choiceNew')}</strong>
                <span>{t('registration.choiceNewText')}</span>
              </Link>
            </li>
            <li>
              <Link className="registration-choice" to={pathTo('register-existing', locale)}>
                <strong>{t('registration.choiceExisting')}</strong>
                <span>{t('registration.choiceExistingText')}</span>
              </Link>
            </li>
          </ul>
          <OtherCountry />
        </>
      )}
    </RegisterFrame>
  );
}

/** /registrierung/neukunde — the new-customer form. */
export function RegisterNewPage() {
  const [submitted, setSubmitted] = useState<RegistrationFieldsFragment | null>(null);
  return (
    <RegisterFrame name="register-new" submitted={submitted}>
      {({ loginEmail, config }) => (
        <NewCustomerRegistrationForm config={config} loginEmail={loginEmail} onDone={setSubmitted} />
      )}
    </RegisterFrame>
  );
}

/** /registrierung/bestandskunde — the existing-customer form. */
export function RegisterExistingPage() {
  const [submitted, setSubmitted] = useState<RegistrationFieldsFragment | null>(null);
  return (
    <RegisterFrame name="register-existing" submitted={submitted}>
      {({ loginEmail, config }) => (
        <ExistingCustomerRegistrationForm config={config} loginEmail={loginEmail} onDone={setSubmitted} />
      )}
    </RegisterFrame>
  );
}
