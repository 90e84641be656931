import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DecidePanel } from '../../features/approval/decide-panel';
import { CartBudget } from '../../features/budgets/cart-budget';
import { OrderTotals } from '../../features/checkout/order-totals';
import { CartLineRow } from '../../features/cart/cart-line-row';
import { CartLockNotice } from '../../features/cart/cart-lock-notice';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Price } from '../../features/pricing/price';
import { cartStatusLabel } from '../../features/cart-administration/cart-status';
import { useCartDetail } from './use-cart-detail';
import '../../features/cart-administration/cart-administration.css';

/** /mein-konto/warenkorbverwaltung/:cartId — one cart of the customer, read-only, with switch to it. */
export function CartDetailPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title = t('pages.accountCarts.title');
  useDocumentTitle(title);
  const {
    query,
    listing,
    actions,
    notice,
    deciding,
    editable,
    changing,
    decided,
    conflict,
    setQuantity,
    switchTo,
  } = useCartDetail();

  const back = (
    <p className="cart-admin__back">
      <Link to={pathTo('account-carts', locale)}>{t('carts.backToList')}</Link>
    </p>
  );
  return (
    <PageStates
      unavailable={
        hasErrorCode(query.error, 'NOT_FOUND') && (
          <section className="cart-admin">
            <h1>{title}</h1>
            <p className="empty-state">{t('carts.notFound')}</p>
            {back}
          </section>
        )
      }
      failed={Boolean(query.error)}
      onRetry={() => void query.refetch()}
      data={listing.ready ? query.data?.cartById : null}
      loading={
        <section className="cart-admin" aria-busy="true">
          <h1>{title}</h1>
          <Skeleton className="cart-admin__skeleton" height="12rem" />
        </section>
      }
    >
      {(cart) => (
        <section className="cart-admin" aria-labelledby="cart-detail-title">
          <header className="cart-admin__header">
            <h1 id="cart-detail-title">{title}</h1>
            <span className={`cart-admin__status cart-admin__status--${cart.cartState.toLowerCase()}`}>
              {cartStatusLabel(t, cart)}
            </span>
          </header>
          <CartLockNotice lock={cart} />
          {cart.lockedByOther ? null : deciding ? (
            <DecidePanel
              cartId={cart.id}
              version={cart.version}
              requesterComment={cart.cartProcessComment ?? null}
              saving={changing}
              onDecided={decided}
              onConflict={conflict}
            />
          ) : cart.cartState === 'Active' && cart.ownedBySession ? (
            <p>
              <Link className="button button--primary" to={pathTo('cart', locale)}>
                {t('carts.toCart')}
              </Link>
            </p>
          ) : (
            <div className="cart-admin__readonly">
              <p>{t('carts.readOnly')}</p>
              {cart.ownedBySession && cart.cartState === 'Saved' && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={actions.pending}
                  onClick={() => void switchTo()}
                >
                  {t('carts.switch')}
                </button>
              )}
            </div>
          )}
          <p className="cart-admin__notice" role="status">
            {notice ?? ''}
          </p>
          {cart.lineItems.length === 0 ? (
            <p className="empty-state">{t('cart.empty')}</p>
          ) : editable && listing.priceConfig ? (
            <section aria-labelledby="cart-detail-lines">
              <h2 id="cart-detail-lines" className="cart-admin__lines-title">
                {t('carts.editLines')}
              </h2>
              <ul className="cart-page__lines cart-admin__edit-lines" aria-label={t('cart.lines')}>
                {cart.lineItems.map((line) => (
                  <CartLineRow
                    key={`${line.key}:${line.quantity}`}
                    line={line}
                    config={listing.priceConfig!}
                    disabled={changing}
                    onQuantity={(quantity) => setQuantity(line.sku, quantity)}
                  />
                ))}
              </ul>
            </section>
          ) : (
            <ul className="checkout-lines cart-admin__lines" aria-label={t('cart.lines')}>
              {cart.lineItems.map((line) => (
                <li key={line.key} className="checkout-lines__line">
                  <span className="checkout-lines__name">{line.product?.name ?? line.sku}</span>
                  <span className="checkout-lines__meta">
                    {line.sku} · {t('checkout.quantityShort')}: {line.quantity}
                  </span>
                  {line.linePrice && listing.priceConfig && (
                    <Price money={line.linePrice} config={listing.priceConfig} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {cart.taxedPrice && listing.priceConfig && (
            <OrderTotals
              totals={cart.taxedPrice}
              surcharge={cart.customLineItem}
              config={listing.priceConfig}
            />
          )}
          {/* The requester's budget, so an approver sees before deciding whether the cart fits (decision 0061). */}
          {cart.budget && listing.priceConfig && (
            <CartBudget budget={cart.budget} config={listing.priceConfig} />
          )}
          {back}
        </section>
      )}
    </PageStates>
  );
}
