import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { displayNameOf } from '../../features/session/display-name';
import { RoleBadge } from '../../features/session/role-badge';
import { useMe } from '../../features/session/use-me';
import { useInvitationWelcome } from '../../features/invitations/use-invitation-welcome';
import './account-home-page.css';

/** Account home: who is signed in, for which customer, with which role. Guard 9 keeps guests away. */
export function AccountHomePage() {
  const { t } = useTranslation();
  const { data } = useMe();
  useDocumentTitle(t('account.title'));
  const me = data?.me;
  useInvitationWelcome(me);
  if (!me) return null;

  return (
    <>
      <header className="account-home__header">
        <h1 className="account-home__title">{t('account.title')}</h1>
        <p className="account-home__welcome">{t('account.welcome', { name: displayNameOf(me) })}</p>
        <p className="account-home__intro">{t('account.intro')}</p>
      </header>
      <div className="account-home__cards">
        <section className="info-card" aria-labelledby="account-company">
          <h2 id="account-company" className="info-card__title">
            {t('account.company')}
          </h2>
          {me.customer ? (
            <dl className="info-list">
              <dt>{t('account.customerName')}</dt>
              <dd>{me.customer.name}</dd>
              <dt>{t('account.customerNo')}</dt>
              <dd className="info-list__number">{me.customer.customerNo}</dd>
            </dl>
          ) : (
            <p className="info-card__empty">{t('account.noCustomer')}</p>
          )}
        </section>
        <section className="info-card" aria-labelledby="account-person">
          <h2 id="account-person" className="info-card__title">
            {t('account.person')}
          </h2>
          <dl className="info-list">
            {me.contact && (
              <>
                <dt>{t('account.contactName')}</dt>
                <dd>{`${me.contact.firstName} ${me.contact.lastName}`}</dd>
                <dt>{t('account.email')}</dt>
                <dd>
                  <a href={`mailto:${me.contact.email}`}>{me.contact.email}</a>
                </dd>
              </>
            )}
            {me.employee && (
              <>
                <dt>{t('account.employee')}</dt>
                <dd>{me.employee.name}</dd>
                <dt>{t('account.employeeNo')}</dt>
                <dd className="info-list__number">{me.employee.employeeNo}</dd>
              </>
            )}
            <dt>{t('account.role')}</dt>
            <dd>
              <RoleBadge role={me.role} />
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}
