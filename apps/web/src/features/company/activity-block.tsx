import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccountActivityQuery } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { subscribeShopEvents } from '../events/shop-events';
import { useLocale } from '../locale/locale-context';
import { ACCOUNT_ACTIVITY_QUERY } from './company.queries';

type Activity = AccountActivityQuery['accountActivity'][number];

/**
 * The company's last 100 changes (users, locations, settings, API clients, company data): who, when,
 * what changed (field: before → after). Another change reaches it live.
 */
export function ActivityBlock() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const query = useQuery<AccountActivityQuery>(ACCOUNT_ACTIVITY_QUERY, {
    variables: { locale },
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;
  useEffect(
    () =>
      subscribeShopEvents(locale, {
        // Every change of the company lands in its activity: users and invitations, API clients too.
        'company-changed': () => void refetch(),
        'contacts-changed': () => void refetch(),
        'api-clients-changed': () => void refetch(),
        onOpen: () => void refetch(),
      }),
    [locale, refetch],
  );
  const rows = query.data?.accountActivity;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="company__section" aria-labelledby="company-activity">
      <h2 id="company-activity">{t('company.activity.title')}</h2>
      <PageStates
        failed={!!query.error && !rows}
        onRetry={() => void refetch()}
        data={rows}
        loading={<Skeleton height="6rem" />}
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyState>{t('company.activity.empty')}</EmptyState>}
      >
        {(loaded) => (
          <ol className="company__activity">
            {loaded.map((row) => (
              <li key={row.id}>
                <p>
                  <time dateTime={row.at}>{when.format(new Date(row.at))}</time>{' '}
                  <strong>{actorText(t, row)}</strong>{' '}
                  {t(`company.activity.actions.${row.subjectKind}.${row.action}`, {
                    defaultValue: `${row.subjectKind} ${row.action}`,
                    name: row.subjectName ?? '',
                  })}
                </p>
                {row.changes.length > 0 && (
                  <ul className="company__changes">
                    {row.changes.map((change) => (
                      <li key={change.field}>
                        {t(`company.activity.fields.${change.field}`, { defaultValue: change.field })}:{' '}
                        {valueText(t, change.field, change.before)} →{' '}
                        {valueText(t, change.field, change.after)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </PageStates>
    </section>
  );
}

function actorText(t: TFunction, row: Activity): string {
  if (row.employee && row.contact)
    return t('company.activity.employeeFor', { employee: row.employee.name, contact: row.contact.name });
  return row.contact?.name ?? row.employee?.name ?? t('company.activity.system');
}

/** A changed value as the page shows it: a reminder period by its label, nothing as a dash. */
function valueText(t: TFunction, field: string, value: string | null): string {
  if (value === null) return '–';
  if (field === 'reminderMailInterval') return t(`settings.periods.${value}`, { defaultValue: value });
  return value;
}
