import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { STAFF_REGISTRATIONS_QUERY } from '../../features/registration-decisions/registration-decisions.queries';
import { useRegistrationTime } from '../../features/registration-decisions/registration-details';
import { useMe } from '../../features/session/use-me';
import { Pager } from '../../ui/pager';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/registration-decisions/registrations.css';

const STATUSES = ['pending', 'confirmed', 'declined'] as const;

/**
 * /mitarbeiter/registrierungen — staff of the tenant see its new-customer registrations, pending
 * first, filtered by status (in the URL), paged (docs/decisions/0095 and 0097). Customers' contacts
 * get the page's "staff only" state; the BFF refuses them too.
 */
export function StaffRegistrationsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe();
  const staff = me.data?.me?.userType === 'EMPLOYEE';
  const title = t('pages.staffRegistrations.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const status = STATUSES.find((value) => value === search.get('status')) ?? null;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filterId = useId();
  const time = useRegistrationTime();
  const query = useQuery(STAFF_REGISTRATIONS_QUERY, {
    variables: { locale, status, page },
    fetchPolicy: 'network-only',
    skip: !staff,
  });
  const result = query.data?.staffRegistrations;
  const go = (next: { status?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) params.set('status', nextStatus);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <div className="container registrations">
      <Breadcrumb name="staff-registrations" current={title} />
      <h1>{title}</h1>
      <p className="registrations__intro">{t('registrations.staffIntro')}</p>
      <PageStates
        unavailable={!me.loading && !staff && <EmptyState>{t('registrations.staffOnly')}</EmptyState>}
        failed={!!query.error && !result}
        onRetry={() => void query.refetch()}
        data={result}
        loading={
          <LoadingRegion label={t('common.loading')}>
            <Skeleton height="3rem" />
            <Skeleton height="3rem" />
          </LoadingRegion>
        }
      >
        {(loaded) => (
          <>
            <div className="registrations__filter">
              <label htmlFor={filterId}>{t('registrations.status')}</label>
              <select
                id={filterId}
                value={status ?? ''}
                onChange={(event) => go({ status: event.target.value || null })}
              >
                <option value="">{t('registrations.allStatuses')}</option>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`registrations.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {loaded.items.length === 0 ? (
              <EmptyState>{t('pages.staffRegistrations.empty')}</EmptyState>
            ) : (
              <ul className="registrations__list" aria-label={title}>
                {loaded.items.map((item) => (
                  <li key={item.id} className="registrations__item">
                    <Link
                      to={pathTo('staff-registration', locale, { id: item.id })}
                      className="registrations__link"
                    >
                      {item.companyName}
                    </Link>
                    <span>{item.city}</span>
                    <span>
                      {item.contact.firstName} {item.contact.lastName} · {item.contact.loginEmail}
                    </span>
                    <span className={`registrations__status registrations__status--${item.status}`}>
                      {t(`registrations.statuses.${item.status as (typeof STATUSES)[number]}`)}
                    </span>
                    <span>{time(item.decidedAt ?? item.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={loaded.page} lastPage={loaded.lastPage} onPage={(next) => go({ page: next })} />
          </>
        )}
      </PageStates>
    </div>
  );
}
