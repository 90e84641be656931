import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { print } from 'graphql';
import { hasErrorCode } from '../errors/graphql-error-code';
import { useLocale } from '../locale/locale-context';
import { LOCK_CART_MUTATION, UNLOCK_CART_MUTATION } from './cart.queries';

/** The lock runs 10 minutes (docs/rules/constants.md); an open page renews it well before that. */
export const LOCK_RENEW_MS = 4 * 60_000;

/**
 * Holds the edit lock of a cart while a page edits it (decision 0041): taken when the page opens (and
 * again when someone else's lock ends), renewed every few minutes while the page is visible and when
 * it becomes visible again, released when the page closes or the user leaves it. `onRefused`: someone
 * else holds it (the page reloads the cart and shows who).
 */
export function useCartEditLock({
  cartId,
  editing,
  lockedByOther,
  onRefused,
}: {
  cartId: string | null;
  editing: boolean;
  lockedByOther: boolean;
  onRefused: () => void;
}): void {
  const { locale } = useLocale();
  const [lock] = useMutation(LOCK_CART_MUTATION);
  const [unlock] = useMutation(UNLOCK_CART_MUTATION);

  useEffect(() => {
    if (!cartId || !editing || lockedByOther) return;
    const variables = { locale, cartId };
    let held = false;
    let active = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      lock({ variables }).then(
        () => {
          held = true;
        },
        (error: unknown) => {
          if (active && hasErrorCode(error, 'CONFLICT')) onRefused();
        },
      );
    };
    // Closing or reloading the tab: a request that outlives the page.
    const releaseOnExit = () => {
      if (!held) return;
      held = false;
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(UNLOCK_CART_MUTATION), variables }),
      }).catch(() => undefined);
    };
    take();
    const timer = window.setInterval(take, LOCK_RENEW_MS);
    document.addEventListener('visibilitychange', take);
    window.addEventListener('pagehide', releaseOnExit);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', take);
      window.removeEventListener('pagehide', releaseOnExit);
      if (held) void unlock({ variables }).catch(() => undefined);
    };
  }, [cartId, editing, lockedByOther, locale, lock, unlock, onRefused]);
}
