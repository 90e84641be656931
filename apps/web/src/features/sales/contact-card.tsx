import { useTranslation } from 'react-i18next';
import { telHrefOf, type SalesContactRole } from '@shop/domain';
import type { SalesContactsQuery } from '../../gql/generated';
import './sales.css';

type Contact = NonNullable<
  NonNullable<NonNullable<SalesContactsQuery['me']>['customer']>['salesContacts'][SalesContactRole]
>;

/** One of the supplier's people looking after the customer: number, e-mail and phone links (decision 0063). */
export function ContactCard({ role, contact }: { role: SalesContactRole; contact: Contact }) {
  const { t } = useTranslation();
  const headingId = `sales-${role}`;
  const salutation = contact.salutation
    ? t(`sales.salutations.${contact.salutation}`, { defaultValue: '' })
    : '';
  return (
    <li className="sales__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sales__role">
        {t(`sales.roles.${role}`)}
      </h2>
      <p className="sales__name">{salutation ? `${salutation} ${contact.name}` : contact.name}</p>
      <dl className="sales__details">
        <dt>{t('sales.employeeNo')}</dt>
        <dd>{contact.employeeNo}</dd>
        <dt>{t('sales.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        {contact.phone && (
          <>
            <dt>{t('sales.phone')}</dt>
            <dd>
              <a href={telHrefOf(contact.phone)}>{contact.phone}</a>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
