import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERROR_TOAST_MS } from '@shop/domain';
import { isMandantCode, LOCALES, matchPath, primaryLocaleOf } from '@shop/locales';
import { pathInLocale } from '../../features/locale/locale-switch';
import { useToast } from '../../ui/toast';
import { reportProblem } from '../../features/error-reporting/start-error-reporting';
import { useMe } from '../../features/session/use-me';
import { CustomerSelectionContext } from '../../features/employee/customer-selection-context';
import { useLocale } from '../../features/locale/locale-context';
import {
  clearLoginErrorFlag,
  hasLoginErrorFlag,
  setLoginErrorFlag,
} from '../../features/session/login-error-flag';
import type { SessionState } from '../../features/session/session-api';
import { signOutInBackground } from '../../features/session/session-api';
import { onUnauthenticated } from '../../features/session/session-events';
import { useSessionRefresh } from '../../features/session/use-session-refresh';

// Dialogs of signed-in people only (employees; customers with a guest scan list): their code loads when
// they render, not with the first page (decision 0108).
const GuestListDialog = lazy(() =>
  import('../../features/scan-me/guest-list-dialog').then((m) => ({ default: m.GuestListDialog })),
);
const CustomerSelectionDialog = lazy(() =>
  import('../../features/employee/customer-selection-dialog').then((m) => ({
    default: m.CustomerSelectionDialog,
  })),
);

const NO_CUSTOMER_SELECTED_TOAST = 'no-customer-selected';

/**
 * The client side of the session (docs/rules/states-and-rules.md and docs/rules/errors.md): periodic and on-visibility session reads, a
 * 401 leading to a customer refresh and, if that fails, the login error flag with a 10 s error
 * toast and sign-out; and for employees the customer-selection dialog.
 */
export function SessionRuntime({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const toast = useToast();
  const { data, refetch } = useMe();
  const me = data?.me ?? null;
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = !!me;
  }, [me]);
  const busy = useRef(false);
  const [switching, setSwitching] = useState(false);

  const signOutAfterLoginError = useCallback(async () => {
    clearLoginErrorFlag();
    toast.show({
      kind: 'error',
      message: t('session.loginError'),
      timeoutMs: LOGIN_ERROR_TOAST_MS,
      key: 'login-error',
    });
    await signOutInBackground(locale);
    // docs/rules/errors.md: a failed cache reset is logged, the sign-out goes on.
    await client.resetStore().catch((error: unknown) => reportProblem(error, 'warn', 'cache reset failed'));
  }, [client, locale, t, toast]);

  /**
   * docs/rules/errors.md: A 401 refreshes the customer; if the server then says there is no user, the login
   * error flag is set. A refresh that gets no answer (the server or its session store is away) says
   * nothing about the session: the user stays signed in.
   */
  const refreshCustomer = useCallback(async () => {
    if (busy.current || !signedIn.current) return;
    busy.current = true;
    try {
      const result = await refetch().catch((error: unknown) => ({ data: undefined, error }));
      if (result.error || !result.data) return;
      if (!result.data.me) {
        setLoginErrorFlag();
        await signOutAfterLoginError();
      }
    } finally {
      busy.current = false;
    }
  }, [refetch, signOutAfterLoginError]);

  // Login error flag at start-up (set before a reload): notify and sign out.
  useEffect(() => {
    if (hasLoginErrorFlag()) void signOutAfterLoginError();
    // Only once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onUnauthenticated(() => void refreshCustomer()), [refreshCustomer]);

  /**
   * The session acts for another customer or tenant (a selection here, or one made in another tab):
   * every active query is read again (`me`, lists, prices), and a page of another tenant's locale moves
   * to that tenant's locale (docs/rules/states-and-rules.md).
   */
  const followCustomer = useCallback(
    (mandantCode: string | null) => {
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      if (mandantCode && isMandantCode(mandantCode) && LOCALES[locale].mandantCode !== mandantCode) {
        const target = pathInLocale(location.pathname, primaryLocaleOf(mandantCode), location.search);
        if (target.kind === 'internal') navigate(target.path);
      }
    },
    [client, locale, location.pathname, location.search, navigate],
  );

  const onSessionState = useCallback(
    (state: SessionState | null) => {
      if (!state) return;
      if (!state.authenticated) {
        if (signedIn.current) void refreshCustomer();
        return;
      }
      // Changed elsewhere (another tab, a locale switch).
      if (
        me &&
        (state.mandantCode !== me.mandantCode || state.customerNo !== (me.customer?.customerNo ?? null))
      ) {
        followCustomer(state.mandantCode);
      } else if (!me || state.needsCustomerSelection !== me.needsCustomerSelection) {
        void refetch().catch(() => undefined);
      }
    },
    [followCustomer, me, refetch, refreshCustomer],
  );
  useSessionRefresh(onSessionState);

  const onSelected = useCallback(
    (mandantCode: string | null) => {
      setSwitching(false);
      followCustomer(mandantCode);
    },
    [followCustomer],
  );

  const api = useMemo(() => ({ open: () => setSwitching(true) }), []);
  // Staff pages work without a customer (docs/decisions/0097): there the selection is not forced.
  const onStaffPage = matchPath(location.pathname)?.route.name.startsWith('staff-') ?? false;
  const mustSelect = !!me?.needsCustomerSelection && !onStaffPage;

  // docs/rules/errors.md: no customer selected is a persistent warning, until one is.
  useEffect(() => {
    if (!mustSelect) return;
    const id = toast.show({
      kind: 'warning',
      message: t('employee.noCustomerSelected'),
      timeoutMs: null,
      key: NO_CUSTOMER_SELECTED_TOAST,
    });
    return () => toast.dismiss(id);
  }, [mustSelect, t, toast]);

  return (
    <CustomerSelectionContext.Provider value={me?.employee ? api : null}>
      {children}
      {/* docs/rules/routes-and-guards.md: the guest-list dialog, never for employees. */}
      <Suspense fallback={null}>
        {me && !me.employee && <GuestListDialog me={me} />}
        {me?.employee && (mustSelect || switching) && (
          <CustomerSelectionDialog
            dismissible={!mustSelect}
            onClose={() => setSwitching(false)}
            onSelected={onSelected}
          />
        )}
      </Suspense>
    </CustomerSelectionContext.Provider>
  );
}
