import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NO_CUSTOMER_TOAST_MS } from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { useToast } from '../../ui/toast';
import { ME_QUERY } from '../session/me.queries';
import { updateSessionLocale } from '../session/session-api';
import { useLocale } from './locale-context';

/**
 * docs/rules/states-and-rules.md, the locale switch: when the tenant changes and the user is signed in, the session
 * follows (POST /api/updateApolloToken) and the customer is fetched again before the page of the
 * new locale renders. Returns whether it took over the navigation.
 */
export function useTenantSwitch(): (to: LocaleCode, path: string) => boolean {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();

  return useCallback(
    (to: LocaleCode, path: string) => {
      const me = client.readQuery({ query: ME_QUERY })?.me;
      if (!me || LOCALES[to].mandantCode === LOCALES[locale].mandantCode) return false;
      const hadCustomer = !!me.customer;
      void (async () => {
        const result = await updateSessionLocale(to);
        const refreshed = await client.query({ query: ME_QUERY, fetchPolicy: 'no-cache' }).catch(() => null);
        // The old locale's page must be gone before the new customer reaches the cache, or its guards
        // would act on a customer of the other tenant (e.g. send it to its own registration page).
        void navigate(path, { flushSync: true });
        if (refreshed?.data) client.writeQuery({ query: ME_QUERY, data: refreshed.data });
        else void client.refetchQueries({ include: [ME_QUERY] }).catch(() => undefined);
        const after = refreshed?.data?.me;
        if (result?.changed && hadCustomer && after && !after.customer && !after.employee) {
          // The customer is gone after a change: an error notice for 5 s (docs/rules/errors.md).
          toast.show({
            kind: 'error',
            message: t('session.noCustomerInTenant'),
            timeoutMs: NO_CUSTOMER_TOAST_MS,
          });
        }
      })();
      return true;
    },
    [client, locale, navigate, t, toast],
  );
}
