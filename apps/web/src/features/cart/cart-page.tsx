import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayCheckOut } from '@shop/domain';
import type { CartFieldsFragment } from '../../gql/generated';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../account/use-me';
import { packLabel } from '../catalogue/pack-label';
import { useListingContext } from '../catalogue/use-listing-context';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { pathTo, productPath } from '../navigation/paths';
import { Breadcrumb } from '../page-shells/breadcrumb';
import type { PriceFormatConfig } from '../pricing/format-price';
import { Price } from '../pricing/price';
import { HandOverPanel } from '../approval/hand-over-panel';
import { OrderTotals } from '../checkout/order-totals';
import { viewCart } from './cart-analytics';
import { NoCartNotice } from './no-cart-notice';
import { useCart, type CartChangeOutcome } from './use-cart';
import './cart-page.css';

type Line = CartFieldsFragment['lineItems'][number];

/** /warenkorb — the session's cart: lines, quantities, prices (where the role sees them), totals. */
export function CartPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe();
  const cart = useCart();
  const listing = useListingContext();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  useDocumentTitle(t('pages.cart.title'));

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

  if (me.data && !cart.enabled) {
    return (
      <div className="container cart-page">
        {header}
        <NoCartNotice
          signedIn={Boolean(me.data.me)}
          guestText={t('cart.signInFirst')}
          className="cart-page__empty"
        />
      </div>
    );
  }
  if (cart.error && !cart.cart) {
    return (
      <div className="container cart-page">
        {header}
        <QueryError onRetry={() => void cart.refetch()} />
      </div>
    );
  }
  if (!cart.cart || !listing.priceConfig) {
    return (
      <div className="container cart-page" aria-busy="true">
        {header}
        <Skeleton className="cart-page__skeleton" height="7rem" />
        <Skeleton className="cart-page__skeleton" height="7rem" />
      </div>
    );
  }

  const { lineItems, taxedPrice } = cart.cart;
  return (
    <div className="container cart-page">
      {header}
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
                config={listing.priceConfig!}
                disabled={cart.pending}
                onQuantity={async (quantity) =>
                  report(await cart.change('set', [{ sku: line.sku, quantity }]))
                }
              />
            ))}
          </ul>
          <aside className="cart-page__summary" aria-label={t('cart.summary')}>
            <p className="cart-page__count">{t('cart.items', { count: cart.cart.totalLineItemQuantity })}</p>
            {taxedPrice && (
              <OrderTotals
                totals={taxedPrice}
                surcharge={cart.cart.customLineItem}
                config={listing.priceConfig}
              />
            )}
            {!mayCheckOut({ role: me.data?.me?.role ?? null, hasCustomer: true }) && (
              <HandOverPanel cartId={cart.cart.id} version={cart.cart.version} />
            )}
            {mayCheckOut({ role: me.data?.me?.role ?? null, hasCustomer: true }) && (
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
    </div>
  );
}

function CartLineRow({
  line,
  config,
  disabled,
  onQuantity,
}: {
  line: Line;
  config: PriceFormatConfig;
  disabled: boolean;
  onQuantity: (quantity: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  // Keyed by its quantity (see CartPage): a cart changed elsewhere starts the row afresh.
  const [quantity, setQuantity] = useState(String(line.quantity));
  const product = line.product;
  const commit = () => {
    const next = Number(quantity);
    if (next !== line.quantity) void onQuantity(next);
  };
  return (
    <li className="cart-line">
      {product && <img className="cart-line__image" src={product.imageUrl} alt="" width="96" height="96" />}
      <div className="cart-line__main">
        {product ? (
          <Link className="cart-line__name" to={productPath(locale, product.slug)}>
            {product.name}
          </Link>
        ) : (
          <span className="cart-line__name">{line.sku}</span>
        )}
        <p className="cart-line__meta">
          {t('product.sku')}: {line.sku}
          {product && <> · {packLabel(product.unit, product.packSize, t)}</>}
        </p>
        {product?.attributes.hazardousMaterial && (
          <p className="cart-line__flag" role="note">
            {t('product.hazardNotice')}
          </p>
        )}
      </div>
      <div className="cart-line__quantity">
        <label htmlFor={inputId}>{t('cart.quantity')}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={product?.attributes.minimumOrderQuantity ?? 1}
          step={1}
          value={quantity}
          disabled={disabled}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="button button--secondary cart-line__remove"
          disabled={disabled}
          onClick={() => void onQuantity(0)}
        >
          {t('cart.remove')}
        </button>
      </div>
      <div className="cart-line__prices">
        {line.unitPrice && (
          <div className="cart-line__unit">
            <span>{t('cart.unitPrice')}</span>
            <Price money={line.unitPrice} config={config} />
          </div>
        )}
        {line.linePrice && <Price money={line.linePrice} config={config} />}
      </div>
    </li>
  );
}
