import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_CARTS_PER_MERGE, mayDeleteCart } from '@shop/domain';
import { Pager } from '../../ui/pager';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import type { PriceFormatConfig } from '../../features/pricing/format-price';
import { Price } from '../../features/pricing/price';
import { lockTimeOf } from '../../features/cart/cart-lock-notice';
import { cartStatusLabel } from '../../features/cart-administration/cart-status';
import { MergeCartsPanel } from '../../features/cart-administration/merge-carts-panel';
import { RecentDecisions } from '../../features/cart-administration/recent-decisions';
import '../../features/cart-administration/cart-administration.css';
import {
  awaitsDecision,
  cartLabel,
  SORTS,
  useCartsPage,
  type ListedCart,
  type MergeReport,
  type Role,
  type Sort,
} from './use-carts-page';

/**
 * /mein-konto/warenkorbverwaltung — the customer's carts: create, switch to, open and delete; approvers
 * also merge carts waiting for approval (decision 0042).
 */
export function CartsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const sortId = useId();
  const title = t('pages.accountCarts.title');
  useDocumentTitle(title);
  const {
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
  } = useCartsPage();
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
        {mergeReport && <MergeReportNotice report={mergeReport} />}
      </div>
      {mayMerge && mergeable.length > 0 && (
        <MergeCartsPanel
          selected={selected.map((cart) => ({ cartId: cart.id, version: cart.version }))}
          onOutcome={merged}
        />
      )}

      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !data}
        onRetry={() => void query.refetch()}
        data={data}
        loading={
          <div aria-busy="true">
            <Skeleton className="cart-admin__skeleton" height="4.5rem" />
            <Skeleton className="cart-admin__skeleton" height="4.5rem" />
            <Skeleton className="cart-admin__skeleton" height="4.5rem" />
          </div>
        }
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={<EmptyState>{t('carts.empty')}</EmptyState>}
      >
        {(data) => (
          <>
            <ul className="cart-admin__list" aria-label={title}>
              {data.items.map((cart) => (
                <CartRow
                  key={cart.id}
                  cart={cart}
                  priceConfig={listing.priceConfig}
                  mayDelete={mayDeleteCart((me?.role ?? null) as Role, cart.ownedBySession)}
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
      </PageStates>
      {me?.customer && <RecentDecisions />}
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

/** What the last merge did: a link to the merged cart, and the carts left out with why. */
function MergeReportNotice({ report: mergeReport }: { report: MergeReport }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
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
  );
}
