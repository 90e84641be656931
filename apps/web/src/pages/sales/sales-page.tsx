import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SALES_CONTACT_ROLES } from '@shop/domain';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { SALES_CONTACTS_QUERY } from '../../features/sales/sales.queries';
import { ContactCard } from '../../features/sales/contact-card';
import '../../features/sales/sales.css';

/**
 * /mein-konto/vertrieb — who looks after the customer (docs/rules/data-model.md, decision 0063): the salesperson,
 * the service contact and the shipment contact, each a card with number, e-mail and phone links.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const me = useMe().data?.me;
  const title = t('pages.accountSales.title');
  useDocumentTitle(title);
  const query = useQuery(SALES_CONTACTS_QUERY, { fetchPolicy: 'network-only', skip: !me?.customer });
  const contacts = query.data?.me?.customer?.salesContacts;
  const assigned = contacts ? SALES_CONTACT_ROLES.filter((role) => contacts[role]) : [];

  return (
    <section className="sales" aria-labelledby="sales-title">
      <h1 id="sales-title">{title}</h1>
      <p className="sales__intro">{t('sales.intro')}</p>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !contacts}
        onRetry={() => void query.refetch()}
        data={contacts}
        loading={
          <LoadingRegion label={t('sales.loading')} className="sales__cards">
            {SALES_CONTACT_ROLES.map((role) => (
              <Skeleton key={role} className="sales__skeleton" height="11rem" />
            ))}
          </LoadingRegion>
        }
        isEmpty={() => assigned.length === 0}
        empty={<EmptyState>{t('sales.none')}</EmptyState>}
      >
        {(loaded) => (
          <ul className="sales__cards" aria-label={title}>
            {assigned.map((role) => (
              <ContactCard key={role} role={role} contact={loaded[role]!} />
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
