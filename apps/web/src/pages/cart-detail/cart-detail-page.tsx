import { useCallback, useEffect, useState } from 'react';
import { mayApproveCarts, waitsForDecision, type WebRole } from '@shop/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { DecidePanel, type Decision } from '../../features/approval/decide-panel';
import { CartBudget } from '../../features/budgets/cart-budget';
import { useListingContext } from '../../features/shop/use-listing-context';
import { OrderTotals } from '../../features/checkout/order-totals';
import { CHANGE_CART_LINES_MUTATION } from '../../features/cart/cart.queries';
import { CartLineRow } from '../../features/cart/cart-line-row';
import { CartLockNotice } from '../../features/cart/cart-lock-notice';
import { useCartEditLock } from '../../features/cart/use-cart-edit-lock';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Price } from '../../features/pricing/price';
import { cartStatusLabel } from '../../features/cart-administration/cart-status';
import { CART_BY_ID_QUERY } from '../../features/cart-administration/carts.queries';
import { useCartActions } from '../../features/cart-administration/use-cart-actions';
import '../../features/cart-administration/cart-administration.css';

/** /mein-konto/warenkorbverwaltung/:cartId — one cart of the customer, read-only, with switch to it. */
export function CartDetailPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { cartId = '' } = useParams();
  const listing = useListingContext();
  const role = (useMe().data?.me?.role ?? null) as WebRole | null;
  const query = useQuery(CART_BY_ID_QUERY, { variables: { locale, cartId }, fetchPolicy: 'network-only' });
  const actions = useCartActions();
  const [changeLines, changing] = useMutation(CHANGE_CART_LINES_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);
  const title = t('pages.accountCarts.title');
  useDocumentTitle(title);
  const cart = query.data?.cartById;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // An approver deciding on a handed-over cart has it open for editing (decision 0041).
  const deciding =
    mayApproveCarts(role) &&
    waitsForDecision({ processStatus: (cart?.cartProcessStatus ?? 'None') as 'Open' });
  useCartEditLock({
    cartId: cart?.id ?? null,
    editing: deciding,
    lockedByOther: cart?.lockedByOther ?? false,
    onRefused: reload,
  });
  // Live: any change of this cart, its lock included, made elsewhere, and of the budgets it counts against.
  useEffect(
    () =>
      subscribeShopEvents(locale, {
        'cart-changed': (event) => {
          if (event.cartId === cartId) reload();
        },
        'budget-changed': reload,
      }),
    [locale, cartId, reload],
  );

  const back = (
    <p className="cart-admin__back">
      <Link to={pathTo('account-carts', locale)}>{t('carts.backToList')}</Link>
    </p>
  );
  if (hasErrorCode(query.error, 'NOT_FOUND')) {
    return (
      <section className="cart-admin">
        <h1>{title}</h1>
        <p className="empty-state">{t('carts.notFound')}</p>
        {back}
      </section>
    );
  }
  if (query.error) return <QueryError onRetry={() => void query.refetch()} />;
  if (!cart || !listing.ready) {
    return (
      <section className="cart-admin" aria-busy="true">
        <h1>{title}</h1>
        <Skeleton className="cart-admin__skeleton" height="12rem" />
      </section>
    );
  }

  const decided = (decision: Decision) => {
    const text =
      decision.kind === 'approved'
        ? t('approval.approvedByYou', { orderNumber: decision.orderNumber })
        : t('approval.declinedByYou');
    void navigate(pathTo('account-carts', locale), { state: { notice: text } });
  };

  const editable = deciding && !cart.lockedByOther;
  const setQuantity = async (sku: string, quantity: number) => {
    setNotice(null);
    try {
      await changeLines({
        variables: {
          locale,
          cartId: cart.id,
          version: cart.version,
          mode: 'set',
          lines: [{ sku, quantity }],
        },
      });
    } catch (failure) {
      if (hasErrorCode(failure, 'CONFLICT')) {
        setNotice(t('carts.changedMeanwhile'));
        reload();
      } else setNotice(messageText(t, messageKeyOf(failure) ?? 'error.internal'));
    }
  };

  const switchTo = async () => {
    const outcome = await actions.switchCart(cart.id);
    if (outcome.kind === 'done') void navigate(pathTo('cart', locale));
    else if (outcome.kind === 'conflict') setNotice(t('carts.changedMeanwhile'));
    else setNotice(messageText(t, outcome.messageKey));
  };

  return (
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
          onDecided={decided}
          onConflict={() => {
            setNotice(t('carts.changedMeanwhile'));
            void query.refetch();
          }}
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
                disabled={changing.loading}
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
        <OrderTotals totals={cart.taxedPrice} surcharge={cart.customLineItem} config={listing.priceConfig} />
      )}
      {/* The requester's budget, so an approver sees before deciding whether the cart fits (decision 0061). */}
      {cart.budget && listing.priceConfig && <CartBudget budget={cart.budget} config={listing.priceConfig} />}
      {back}
    </section>
  );
}
