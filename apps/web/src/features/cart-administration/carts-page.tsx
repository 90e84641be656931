import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CARTS_PER_MERGE,
  mayApproveCarts,
  mayDeleteCart,
  waitsForDecision,
  type CartProcessStatus,
} from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { CartsQuery } from '../../gql/generated';
import { Pager } from '../../ui/pager';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../account/use-me';
import { useListingContext } from '../catalogue/use-listing-context';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { pathTo } from '../navigation/paths';
import type { PriceFormatConfig } from '../pricing/format-price';
import { Price } from '../pricing/price';
import { lockTimeOf } from '../cart/cart-lock-notice';
import { cartStatusLabel } from './cart-status';
import { CARTS_QUERY } from './carts.queries';
import { MergeCartsPanel } from './merge-carts-panel';
import { useCartActions, type CartActionOutcome } from './use-cart-actions';
import type { MergeOutcome } from './use-merge-carts';
import './cart-administration.css';

const PAGE_SIZE = 10;
const SORTS = ['lastModifiedAt:DESC', 'lastModifiedAt:ASC', 'createdAt:DESC', 'createdAt:ASC'] as const;
type Sort = (typeof SORTS)[number];
type ListedCart = CartsQuery['carts']['items'][number];
type Role = Parameters<typeof mayDeleteCart>[0];

/** Whether an approver can select the cart for a merge (the rule is libs/domain's). */
const awaitsDecision = (cart: ListedCart) =>
  waitsForDecision({ processStatus: cart.cartProcessStatus as CartProcessStatus });

/** What the last merge did: the merged cart, and the selected carts left out with why. */
interface MergeReport {
  mergedCartId: string;
  failed: { cartId: string; label: string; messageKey: string }[];
}

/** "Cart of <last change>": how the list names a cart (in the row, its checkbox and a merge report). */
function cartLabel(t: TFunction, locale: LocaleCode, cart: ListedCart): string {
  const date = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(cart.lastModifiedAt));
  return t('carts.cartOf', { date });
}

/**
 * /mein-konto/warenkorbverwaltung — the customer's carts: create, switch to, open and delete; approvers
 * also merge carts waiting for approval (decision 0042).
 */
export function CartsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const listing = useListingContext();
  const sortId = useId();
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
  const title = t('pages.accountCarts.title');
  useDocumentTitle(title);

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
  return (
    <section className="cart-admin" aria-labelledby="cart-admin-title">
      <header className="cart-admin__header">
        <h1 id="cart-admin-title">{title}</h1>
        <button
          type="button"
          className="button button--primary"
          disabled={actions.pending || !me?.customer}
          onClick={async () => report(await actions.createCart(), t('carts.created'))}
        >
          {t('carts.create')}
        </button>
      </header>
      <p className="cart-admin__intro">{t('carts.intro')}</p>
      <div className="cart-admin__tools">
        <label htmlFor={sortId}>{t('carts.sortLabel')}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as Sort);
            changePage(1);
          }}
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`carts.sort.${option.replace(':', '-') as 'lastModifiedAt-DESC'}`)}
            </option>
          ))}
        </select>
      </div>
      <p className={`cart-admin__notice cart-admin__notice--${notice?.tone ?? 'info'}`} role="status">
        {notice?.text ?? ''}
      </p>
      <div className="cart-admin__merged" role="status">
        {mergeReport && (
          <>
            <p>
              {t('carts.merge.done')}{' '}
              <Link to={pathTo('account-carts-cart', locale, { cartId: mergeReport.mergedCartId })}>
                {t('carts.merge.toMerged')}
              </Link>
            </p>
            {mergeReport.failed.length > 0 && (
              <>
                <p>{t('carts.merge.failed')}</p>
                <ul>
                  {mergeReport.failed.map((failed) => (
                    <li key={failed.cartId}>
                      {t('carts.merge.failedCart', {
                        cart: failed.label,
                        reason: messageText(t, failed.messageKey),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      {mayMerge && mergeable.length > 0 && (
        <MergeCartsPanel
          selected={selected.map((cart) => ({ cartId: cart.id, version: cart.version }))}
          onOutcome={merged}
        />
      )}

      {!me?.customer ? (
        <p className="empty-state">{t('cart.noCustomer')}</p>
      ) : query.error && !data ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div aria-busy="true">
          <Skeleton className="cart-admin__skeleton" height="4.5rem" />
          <Skeleton className="cart-admin__skeleton" height="4.5rem" />
          <Skeleton className="cart-admin__skeleton" height="4.5rem" />
        </div>
      ) : data.items.length === 0 ? (
        <p className="empty-state">{t('carts.empty')}</p>
      ) : (
        <>
          <ul className="cart-admin__list" aria-label={title}>
            {data.items.map((cart) => (
              <CartRow
                key={cart.id}
                cart={cart}
                priceConfig={listing.priceConfig}
                mayDelete={mayDeleteCart(me.role as Role, cart.ownedBySession)}
                pending={actions.pending}
                selection={
                  mayMerge && awaitsDecision(cart)
                    ? {
                        checked: selectedIds.includes(cart.id),
                        // At most MAX_CARTS_PER_MERGE: the rest can be merged into the result next.
                        disabled: !selectedIds.includes(cart.id) && selected.length >= MAX_CARTS_PER_MERGE,
                        onToggle: () => toggle(cart.id),
                      }
                    : null
                }
                onSwitch={async () => report(await actions.switchCart(cart.id), t('carts.switched'))}
                onDelete={async () =>
                  report(await actions.deleteCart(cart.id, cart.version), t('carts.deleted'))
                }
              />
            ))}
          </ul>
          <Pager page={data.page} lastPage={data.lastPage} onPage={changePage} />
        </>
      )}
      <p className="cart-admin__back">
        <Link to={`/${locale}`}>{t('checkout.continueShopping')}</Link>
      </p>
    </section>
  );
}

/** One cart of the list: what it is, its amount, and what the user may do with it. */
function CartRow({
  cart,
  priceConfig,
  mayDelete,
  pending,
  selection,
  onSwitch,
  onDelete,
}: {
  cart: ListedCart;
  priceConfig: PriceFormatConfig | null;
  mayDelete: boolean;
  pending: boolean;
  /** An approver's checkbox for merging; null for carts that cannot be merged. */
  selection: { checked: boolean; disabled: boolean; onToggle: () => void } | null;
  onSwitch: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const label = cartLabel(t, locale, cart);
  return (
    <li className="cart-admin__cart">
      <div className="cart-admin__main">
        <span className="cart-admin__heading">
          {selection && (
            <input
              type="checkbox"
              aria-label={t('carts.merge.select', { cart: label })}
              checked={selection.checked}
              disabled={selection.disabled}
              onChange={selection.onToggle}
            />
          )}
          <Link className="cart-admin__name" to={pathTo('account-carts-cart', locale, { cartId: cart.id })}>
            {label}
          </Link>
        </span>
        <span className={`cart-admin__status cart-admin__status--${cart.cartState.toLowerCase()}`}>
          {cartStatusLabel(t, cart)}
        </span>
        {cart.lockedByOther && cart.lockedUntil && (
          <span className="cart-admin__status cart-admin__status--locked">
            {t('carts.lockedBadge', {
              time: lockTimeOf(locale, cart.lockedUntil),
              name: cart.lockedByName || t('cart.someoneElse'),
            })}
          </span>
        )}
        <span className="cart-admin__meta">
          {t('cart.items', { count: cart.totalLineItemQuantity })}
          {!cart.ownedBySession && <> · {t('carts.ofColleague')}</>}
          {cart.cartProcessType === 'Merged' && <> · {t('carts.status.merged')}</>}
        </span>
      </div>
      <div className="cart-admin__amount">
        {cart.totalPrice && priceConfig && <Price money={cart.totalPrice} config={priceConfig} />}
      </div>
      <div className="cart-admin__actions">
        {cart.ownedBySession && cart.cartState === 'Saved' && (
          <button type="button" className="button button--secondary" disabled={pending} onClick={onSwitch}>
            {t('carts.switch')}
          </button>
        )}
        {mayDelete &&
          !cart.lockedByOther &&
          (confirming ? (
            <span className="cart-admin__confirm" role="group" aria-label={t('carts.confirmDelete')}>
              <span>{t('carts.confirmDelete')}</span>
              <button type="button" className="button button--danger" disabled={pending} onClick={onDelete}>
                {t('carts.deleteYes')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('carts.deleteNo')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              onClick={() => setConfirming(true)}
            >
              {t('carts.delete')}
            </button>
          ))}
      </div>
    </li>
  );
}
