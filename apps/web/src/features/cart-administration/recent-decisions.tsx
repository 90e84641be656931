import { useEffect, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { subscribeShopEvents } from '../events/shop-events';
import { useLocale } from '../locale/locale-context';
import { RECENT_CART_DECISIONS_QUERY } from './carts.queries';

/** How many of the newest decisions cart administration shows. */
export const RECENT_DECISIONS_SHOWN = 10;

/** The label of each decision (an unknown one from a newer BFF reads as an approval). */
const LABELS = {
  approved: 'carts.decisions.approved',
  modified: 'carts.decisions.modified',
  declined: 'carts.decisions.declined',
} as const;
type Decision = keyof typeof LABELS;
const decisionOf = (value: string): Decision => (value in LABELS ? (value as Decision) : 'approved');

/**
 * Cart administration's "recent decisions" (decision 0070): the customer's newest approvals, approvals
 * after changes and declines, with who handed over, who decided when and why. A decision sends
 * cart-changed to the customer's streams: the list reloads on it, and on every reconnect.
 */
export function RecentDecisions() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const titleId = useId();
  const query = useQuery(RECENT_CART_DECISIONS_QUERY, {
    variables: { locale, limit: RECENT_DECISIONS_SHOWN },
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;

  useEffect(() => {
    const reload = () => void refetch().catch(() => undefined);
    // The first connect comes with the first read; a reconnect may have missed a decision.
    let connected = false;
    return subscribeShopEvents(locale, {
      'cart-changed': reload,
      onOpen: () => {
        if (connected) reload();
        connected = true;
      },
    });
  }, [locale, refetch]);

  const decisions = query.data?.recentCartDecisions;
  const when = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className="cart-admin__decisions" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('carts.decisions.title')}</h2>
      {query.error && !decisions ? (
        <QueryError compact onRetry={() => void refetch().catch(() => undefined)} />
      ) : !decisions ? (
        <div aria-busy="true">
          <Skeleton className="cart-admin__skeleton" height="3rem" />
          <Skeleton className="cart-admin__skeleton" height="3rem" />
        </div>
      ) : decisions.length === 0 ? (
        <p className="empty-state">{t('carts.decisions.empty')}</p>
      ) : (
        <ul className="cart-admin__decision-list" aria-labelledby={titleId}>
          {decisions.map((entry) => {
            const decision = decisionOf(entry.decision);
            return (
              <li key={entry.cartId} className="cart-admin__decision">
                <span className={`cart-admin__status cart-admin__status--${decision}`}>
                  {t(LABELS[decision])}
                </span>
                <span>
                  {t('carts.decisions.line', {
                    requester: entry.requesterName,
                    decider: entry.decidedByName,
                    date: when.format(new Date(entry.at)),
                  })}
                  {entry.orderNumber && (
                    <> · {t('carts.decisions.order', { orderNumber: entry.orderNumber })}</>
                  )}
                </span>
                {entry.comment && <q className="cart-admin__decision-reason">{entry.comment}</q>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
