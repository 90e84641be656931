import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import type {
  BusinessUnitsQuery,
  CreateBusinessUnitMutation,
  CreateBusinessUnitMutationVariables,
  LocationContactsQuery,
} from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { useMe } from '../../features/session/use-me';
import { messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import {
  BUSINESS_UNITS_QUERY,
  CREATE_BUSINESS_UNIT_MUTATION,
  LOCATION_CONTACTS_QUERY,
} from '../../features/company/company.queries';
import { LocationCard, refusedField } from '../../features/company/location-card';
import { EMPTY_LOCATION, LocationForm, type LocationValues } from '../../features/company/location-form';
import '../../features/company/company.css';

/**
 * …/benutzerverwaltung/standort — the customer's locations (decision 0089): search, create, change,
 * remove, their associates and their counted stock with reorder suggestions. Changes by another
 * administrator reach the page live.
 */
export function LocationsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const title = t('pages.accountUsersLocation.title');
  useDocumentTitle(title);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useQuery<BusinessUnitsQuery>(BUSINESS_UNITS_QUERY, {
    variables: { locale, search: search.trim() || null, page: 1 },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const contactsQuery = useQuery<LocationContactsQuery>(LOCATION_CONTACTS_QUERY, {
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const { refetch } = query;
  const [notice, setNotice] = useState('');
  const [create, creating] = useMutation<CreateBusinessUnitMutation, CreateBusinessUnitMutationVariables>(
    CREATE_BUSINESS_UNIT_MUTATION,
  );
  useEffect(() => {
    if (!me?.customer) return;
    return subscribeShopEvents(locale, {
      'company-changed': (event) => {
        if (event.subject === 'location') void refetch();
      },
      onOpen: () => void refetch(),
    });
  }, [me?.customer, locale, refetch]);
  const units = query.data?.businessUnits.items;
  const contacts = (contactsQuery.data?.me?.customer?.contacts ?? []).map((contact) => ({
    contactNo: contact.contactNo,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
  }));

  async function createLocation(values: LocationValues): Promise<string | null> {
    try {
      const created = await create({
        variables: {
          input: {
            locale,
            ...values,
            contactMail: values.contactMail.trim() || null,
            countryCode: LOCALES[locale].countryCode,
          },
        },
      });
      setNotice(t('locations.created', { name: created.data?.createBusinessUnit.name ?? values.name }));
      void refetch();
      return null;
    } catch (error) {
      setNotice(messageText(t, messageKeyOf(error) ?? 'error.internal'));
      return refusedField(error) ?? 'form';
    }
  }

  return (
    <section className="locations" aria-labelledby="locations-title">
      <Breadcrumb name="account-users-location" current={title} />
      <h1 id="locations-title">{title}</h1>
      <p className="locations__intro">{t('locations.intro')}</p>
      <p className="locations__notice" role="status">
        {notice}
      </p>
      <label className="locations__search" htmlFor={searchId}>
        {t('locations.search')}
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !units}
        onRetry={() => void refetch()}
        data={units}
        loading={<Skeleton height="8rem" />}
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyState>{t('locations.empty')}</EmptyState>}
      >
        {(loaded) => (
          <ul className="locations__list" aria-label={title}>
            {loaded.map((unit) => (
              <LocationCard
                key={unit.id}
                unit={unit}
                contacts={contacts}
                onNotice={setNotice}
                onChanged={() => void refetch()}
              />
            ))}
          </ul>
        )}
      </PageStates>
      {me?.customer && (
        <section className="company__section" aria-labelledby="locations-create">
          <h2 id="locations-create">{t('locations.create')}</h2>
          <LocationForm
            initial={EMPTY_LOCATION}
            submitLabel={t('locations.createSubmit')}
            busy={creating.loading}
            onSubmit={createLocation}
          />
        </section>
      )}
    </section>
  );
}
