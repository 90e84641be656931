import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayCheckOut, type WebRole } from '@shop/domain';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { useListingContext } from '../../features/shop/use-listing-context';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { HandOverPanel } from '../../features/approval/hand-over-panel';
import { OrderTotals } from '../../features/checkout/order-totals';
import { formatPrice } from '../../features/pricing/format-price';
import { CartBudget } from '../../features/budgets/cart-budget';
import { CartLineRow } from '../../features/cart/cart-line-row';
import { acceptsChanges } from '../../features/cart/cart-editing';
import { CartLockNotice } from '../../features/cart/cart-lock-notice';
import { viewCart } from '../../features/cart/cart-analytics';
import { NoCartNotice } from '../../features/cart/no-cart-notice';
import { useCart, type CartChangeOutcome } from '../../features/cart/use-cart';
import { useCartEditLock } from '../../features/cart/use-cart-edit-lock';
import '../../features/cart/cart-page.css';

/** /warenkorb — the session's cart: lines, quantities, prices (where the role sees them), totals. */
export function CartPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe();
  const cart = useCart();
  const listing = useListingContext();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  useDocumentTitle(t('pages.cart.title'));
  const role = (me.data?.me?.role ?? null) as WebRole | null;
  const { refetch } = cart;
  const reload = useCallback(() => void refetch(), [refetch]);
  // Open for editing while this page shows it: colleagues see it locked (decision 0041).
  useCartEditLock({
    cartId: cart.cart?.id ?? null,
    editing: Boolean(cart.cart && acceptsChanges(cart.cart, role)),
    lockedByOther: cart.cart?.lockedByOther ?? false,
    onRefused: reload,
  });

  // view_cart once per visit of the page, when the cart has lines (later reloads are no new view).
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart.cart || cart.cart.lineItems.length === 0 || !listing.ready) return;
    viewed.current = true;
    viewCart(listing.userType, cart.cart);
  }, [cart.cart, listing.ready, listing.userType]);

  const report = (outcome: CartChangeOutcome) => {
    if (outcome.kind === 'done') setNotice(null);
    else if (outcome.kind === 'conflict') setNotice({ tone: 'info', text: t('cart.changedMeanwhile') });
    else setNotice({ tone: 'error', text: messageText(t, outcome.messageKey) });
  };

  const header = (
    <>
      <Breadcrumb name="cart" current={t('pages.cart.title')} />
      <div className="cart-page__head">
        <h1 className="cart-page__title">{t('pages.cart.title')}</h1>
        <Link className="cart-page__quick-order" to={pathTo('quick-order', locale)}>
          {t('pages.quickOrder.title')}
        </Link>
      </div>
    </>
  );

  const unavailable = Boolean(me.data) && !cart.enabled;
  const failed = Boolean(cart.error) && !cart.cart;
  const loaded =
    cart.cart && listing.priceConfig ? { current: cart.cart, config: listing.priceConfig } : null;
  return (
    <div className="container cart-page" aria-busy={!unavailable && !failed && !loaded ? true : undefined}>
      {header}
      <PageStates
        unavailable={
          unavailable && (
            <NoCartNotice
              signedIn={Boolean(me.data?.me)}
              guestText={t('cart.signInFirst')}
              className="cart-page__empty"
            />
          )
        }
        failed={failed}
        onRetry={() => void cart.refetch()}
        data={loaded}
        loading={
          <>
            <Skeleton className="cart-page__skeleton" height="7rem" />
            <Skeleton className="cart-page__skeleton" height="7rem" />
          </>
        }
      >
        {({ current, config }) => {
          const { lineItems, taxedPrice, lockedByOther } = current;
          return (
            <>
              <CartLockNotice lock={current} />
              <p className={`cart-page__notice cart-page__notice--${notice?.tone ?? 'info'}`} role="status">
                {notice?.text ?? ''}
              </p>
              {lineItems.length === 0 ? (
                <section className="empty-state cart-page__empty">
                  <p>{t('cart.empty')}</p>
                  <Link className="button button--primary" to={`/${locale}`}>
                    {t('cart.continueShopping')}
                  </Link>
                </section>
              ) : (
                <div className="cart-page__layout">
                  <ul className="cart-page__lines" aria-label={t('cart.lines')}>
                    {lineItems.map((line) => (
                      <CartLineRow
                        key={`${line.key}:${line.quantity}`}
                        line={line}
                        config={config}
                        disabled={cart.pending || lockedByOther}
                        onQuantity={async (quantity) =>
                          report(await cart.change('set', [{ sku: line.sku, quantity }]))
                        }
                      />
                    ))}
                  </ul>
                  <aside className="cart-page__summary" aria-label={t('cart.summary')}>
                    <p className="cart-page__count">
                      {t('cart.items', { count: current.totalLineItemQuantity })}
                    </p>
                    {taxedPrice && (
                      <OrderTotals totals={taxedPrice} surcharge={current.customLineItem} config={config} />
                    )}
                    {current.surchargeWaiver && (
                      <p className="cart-page__surcharge-hint">
                        {t('cart.surchargeHint', {
                          missing: formatPrice(current.surchargeWaiver.missing, config).main,
                          minimum: formatPrice(current.surchargeWaiver.from, config).main,
                        })}
                      </p>
                    )}
                    {current.budget && config && <CartBudget budget={current.budget} config={config} />}
                    {!lockedByOther && !mayCheckOut({ role, hasCustomer: true }) && (
                      <HandOverPanel cartId={current.id} version={current.version} />
                    )}
                    {!lockedByOther && mayCheckOut({ role, hasCustomer: true }) && (
                      <Link
                        className="button button--primary cart-page__checkout"
                        to={pathTo('order-confirmation', locale)}
                      >
                        {t('cart.toCheckout')}
                      </Link>
                    )}
                  </aside>
                </div>
              )}
            </>
          );
        }}
      </PageStates>
    </div>
  );
}
