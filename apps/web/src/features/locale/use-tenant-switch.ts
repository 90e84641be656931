import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NO_CUSTOMER_TOAST_MS } from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { useToast } from '../../ui/toast';
import { ME_QUERY } from '../account/me.queries';
import { updateSessionLocale } from '../session/session-api';
import { useLocale } from './locale-context';

/**
 * Spec 02 §4 "Locale switch": when the tenant changes and the user is signed in, the session
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
        const refreshed = await client
          .query({ query: ME_QUERY, fetchPolicy: 'network-only' })
          .catch(() => null);
        navigate(path);
        const after = refreshed?.data?.me;
        if (result?.changed && hadCustomer && after && !after.customer && !after.employee) {
          // Spec 02 §8 "Customer null after change": error notification for 5 s.
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
