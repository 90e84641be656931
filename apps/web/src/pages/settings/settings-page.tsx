import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { REMINDER_PERIODS, type ReminderPeriod } from '@shop/domain';
import type {
  CustomerConfigurationQuery,
  SetCustomerConfigurationMutation,
  SetCustomerConfigurationMutationVariables,
} from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import {
  CUSTOMER_CONFIGURATION_QUERY,
  SET_CUSTOMER_CONFIGURATION_MUTATION,
} from '../../features/company/company.queries';
import '../../features/company/company.css';

/**
 * /mein-konto/einstellungen — approvers set how often they are reminded of carts waiting for their
 * decision (decision 0088). A change names the version shown; changed meanwhile, it is refused and
 * the page shows the current value. Another approver's change reaches the page live.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const title = t('pages.accountSettings.title');
  useDocumentTitle(title);
  const selectId = useId();
  const query = useQuery<CustomerConfigurationQuery>(CUSTOMER_CONFIGURATION_QUERY, {
    variables: { locale },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const { refetch } = query;
  const [save, saving] = useMutation<
    SetCustomerConfigurationMutation,
    SetCustomerConfigurationMutationVariables
  >(SET_CUSTOMER_CONFIGURATION_MUTATION);
  const configuration = query.data?.customerConfiguration;
  // What the approver picked for the version shown; a new version (saved, or changed elsewhere) shows its own value.
  const [choice, setChoice] = useState<{ version: number; period: ReminderPeriod } | null>(null);
  const period =
    choice && choice.version === configuration?.version
      ? choice.period
      : ((configuration?.reminderMailInterval as ReminderPeriod | undefined) ?? '');
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!me?.customer) return;
    return subscribeShopEvents(locale, {
      'company-changed': (event) => {
        if (event.subject === 'settings') void refetch();
      },
    });
  }, [me?.customer, locale, refetch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!configuration || !period) return;
    try {
      await save({
        variables: { input: { locale, reminderMailInterval: period, version: configuration.version } },
      });
      // The saved version is shown before the next choice is made: a choice belongs to the version it was made on.
      await refetch();
      setNotice(t('settings.saved'));
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) await refetch();
      setNotice(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    }
  }

  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{title}</h1>
      <p className="settings__intro">{t('settings.intro')}</p>
      <p role="status">{notice}</p>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !configuration}
        onRetry={() => void refetch()}
        data={configuration}
        loading={<Skeleton height="6rem" />}
      >
        {() => (
          <form className="settings__form" onSubmit={(event) => void submit(event)}>
            <label htmlFor={selectId}>{t('settings.reminderMailInterval')}</label>
            <select
              id={selectId}
              value={period}
              onChange={(event) =>
                configuration &&
                setChoice({ version: configuration.version, period: event.target.value as ReminderPeriod })
              }
            >
              {REMINDER_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`settings.periods.${value}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button" disabled={saving.loading}>
              {t('settings.save')}
            </button>
          </form>
        )}
      </PageStates>
    </section>
  );
}
