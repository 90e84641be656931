import { useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { mayApproveCarts, mayDeleteCart, waitsForDecision, type CartProcessStatus } from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { CartsQuery } from '../../gql/generated';
import { useMe } from '../../features/session/use-me';
import { useListingContext } from '../../features/shop/use-listing-context';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { CARTS_QUERY } from '../../features/cart-administration/carts.queries';
import { useCartActions, type CartActionOutcome } from '../../features/cart-administration/use-cart-actions';
import type { MergeOutcome } from '../../features/cart-administration/use-merge-carts';

const PAGE_SIZE = 10;
export const SORTS = [
  'lastModifiedAt:DESC',
  'lastModifiedAt:ASC',
  'createdAt:DESC',
  'createdAt:ASC',
] as const;
export type Sort = (typeof SORTS)[number];
export type ListedCart = CartsQuery['carts']['items'][number];
export type Role = Parameters<typeof mayDeleteCart>[0];

/** Whether an approver can select the cart for a merge (the rule is libs/domain's). */
export const awaitsDecision = (cart: ListedCart) =>
  waitsForDecision({ processStatus: cart.cartProcessStatus as CartProcessStatus });

/** What the last merge did: the merged cart, and the selected carts left out with why. */
export interface MergeReport {
  mergedCartId: string;
  failed: { cartId: string; label: string; messageKey: string }[];
}

/** "Cart of <last change>": how the list names a cart (in the row, its checkbox and a merge report). */
export function cartLabel(t: TFunction, locale: LocaleCode, cart: ListedCart): string {
  const date = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(cart.lastModifiedAt));
  return t('carts.cartOf', { date });
}

/**
 * The state of the cart administration: the page of carts in the chosen order, the notice of the
 * last action, and an approver's selection of carts to merge with the report of the last merge.
 */
export function useCartsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const listing = useListingContext();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>('lastModifiedAt:DESC');
  const arrivedWith = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(
    arrivedWith ? { tone: 'info', text: arrivedWith } : null,
  );
  const [sorting, sortDirection] = sort.split(':');
  const query = useQuery(CARTS_QUERY, {
    variables: { locale, page, limit: PAGE_SIZE, sorting, sortDirection },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const actions = useCartActions();
  const mayMerge = mayApproveCarts((me?.role ?? null) as Role);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [mergeReport, setMergeReport] = useState<MergeReport | null>(null);
  const report = async (outcome: CartActionOutcome, done: string) => {
    if (outcome.kind === 'done') setNotice({ tone: 'info', text: done });
    else if (outcome.kind === 'conflict') setNotice({ tone: 'info', text: t('carts.changedMeanwhile') });
    else setNotice({ tone: 'error', text: messageText(t, outcome.messageKey) });
    await query.refetch();
  };

  const data = query.data?.carts;
  // Only carts still listed and still waiting count: a reload drops what was merged or decided meanwhile.
  const mergeable = data?.items.filter(awaitsDecision) ?? [];
  const selected = mergeable.filter((cart) => selectedIds.includes(cart.id));
  const toggle = (cartId: string) =>
    setSelectedIds((ids) => (ids.includes(cartId) ? ids.filter((id) => id !== cartId) : [...ids, cartId]));
  const changePage = (next: number) => {
    setPage(next);
    setSelectedIds([]);
  };

  const merged = async (outcome: MergeOutcome) => {
    if (outcome.kind === 'merged') {
      const labels = new Map(selected.map((cart) => [cart.id, cartLabel(t, locale, cart)]));
      setMergeReport({
        mergedCartId: outcome.mergedCartId,
        failed: outcome.failedCarts.map((failed) => ({
          ...failed,
          label: labels.get(failed.cartId) ?? failed.cartId,
        })),
      });
      setSelectedIds([]);
      setNotice(null);
    } else {
      setMergeReport(null);
      setNotice(
        outcome.kind === 'conflict'
          ? { tone: 'info', text: t('carts.changedMeanwhile') }
          : { tone: 'error', text: messageText(t, outcome.messageKey) },
      );
    }
    await query.refetch();
  };
  return {
    me,
    listing,
    query,
    data,
    sort,
    setSort,
    notice,
    actions,
    mayMerge,
    mergeable,
    selected,
    selectedIds,
    toggle,
    changePage,
    merged,
    mergeReport,
    report,
  };
}
