import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CartFieldsFragment } from '../../gql/generated';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCart } from '../cart/use-cart';
import { useListingContext } from '../catalogue/use-listing-context';
import { fieldErrorsOf, hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { pathTo } from '../navigation/paths';
import { Breadcrumb } from '../page-shells/breadcrumb';
import { Price } from '../pricing/price';
import { useShopConfig } from '../shop/use-shop-config';
import { AddressFields } from './address-fields';
import { AddressLines } from './address-lines';
import { addShippingInfo, beginCheckout, purchase } from './checkout-analytics';
import { addressErrorsOf, detailChangesOf, formFromCart, type CheckoutForm } from './checkout-form';
import { FINALIZE_CART_MUTATION, UPDATE_CART_MUTATION } from './checkout.queries';
import { OrderTotals } from './order-totals';
import './checkout.css';

type Notice = { tone: 'info' | 'error'; text: string };

const analyticsLines = (cart: CartFieldsFragment) =>
  cart.lineItems.map((line) => ({
    sku: line.sku,
    name: line.product?.name ?? line.sku,
    quantity: line.quantity,
    linePrice: line.linePrice,
  }));

/**
 * /bestellbestaetigung — review and order (spec 02 §7 finalize): shipping agent and address, further
 * information, the lines and totals, and the order button. What the user typed stays in the form when
 * the cart changes meanwhile (a conflict reloads the cart, never the form); ordering twice (double
 * click, retry, two tabs) gives one order (decision 0037).
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const listing = useListingContext();
  const shopConfig = useShopConfig().data?.shopConfig;
  const [updateCart] = useMutation(UPDATE_CART_MUTATION);
  const [finalizeCart] = useMutation(FINALIZE_CART_MUTATION);
  // Null until the user changes something: the form shows the cart as it is until then, and what
  // was typed is never overwritten by a reload of the cart (live change, conflict).
  const [typed, setTyped] = useState<CheckoutForm | null>(null);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const ids = useId();
  const title = t('pages.orderConfirmation.title');
  useDocumentTitle(title);

  const current = cart.cart;
  const form = typed ?? (current ? formFromCart(current) : null);

  const begun = useRef<string | null>(null);
  useEffect(() => {
    if (!current || current.lineItems.length === 0 || !listing.ready || begun.current === current.id) return;
    begun.current = current.id;
    beginCheckout(listing.userType, analyticsLines(current), current.taxedPrice ?? null);
  }, [current, listing.ready, listing.userType]);

  const header = (
    <>
      <Breadcrumb name="order-confirmation" current={title} />
      <h1 className="checkout-page__title">{title}</h1>
    </>
  );

  if (cart.error && !current) {
    return (
      <div className="container checkout-page">
        {header}
        <QueryError onRetry={() => void cart.refetch()} />
      </div>
    );
  }
  if (!current || !form || !listing.priceConfig || !shopConfig) {
    return (
      <div className="container checkout-page" aria-busy="true">
        {header}
        <Skeleton className="checkout-page__skeleton" height="14rem" />
        <Skeleton className="checkout-page__skeleton" height="10rem" />
      </div>
    );
  }
  if (current.lineItems.length === 0) {
    return (
      <div className="container checkout-page">
        {header}
        <section className="empty-state checkout-page__empty">
          <p>{t('checkout.empty')}</p>
          <Link className="button button--primary" to={`/${locale}`}>
            {t('checkout.continueShopping')}
          </Link>
        </section>
      </div>
    );
  }

  const placeOrder = async () => {
    if (placing) return;
    const addressErrors = addressErrorsOf(form, shopConfig.deliveryCountries);
    const [firstError] = Object.values(addressErrors);
    if (firstError) {
      setFieldErrors(addressErrors);
      setNotice({ tone: 'error', text: messageText(t, firstError) });
      return;
    }
    setPlacing(true);
    setNotice(null);
    setFieldErrors({});
    try {
      let version = current.version;
      const changes = detailChangesOf(form, current);
      if (changes) {
        const updated = await updateCart({ variables: { locale, cartId: current.id, version, ...changes } });
        version = updated.data!.updateCart.version;
        if (changes.shippingAgent)
          addShippingInfo(listing.userType, form.shippingAgent, analyticsLines(current));
      }
      const placed = await finalizeCart({ variables: { locale, cartId: current.id, version } });
      const order = placed.data!.finalizeCart;
      purchase(listing.userType, order);
      void navigate(`${pathTo('order-finish', locale)}?order=${encodeURIComponent(order.orderNumber)}`);
    } catch (error) {
      const key = messageKeyOf(error);
      if (hasErrorCode(error, 'CONFLICT')) {
        await cart.refetch();
        setNotice({
          tone: 'info',
          text: key === 'error.cart-in-approval' ? t('checkout.inApproval') : t('checkout.changedMeanwhile'),
        });
      } else {
        setFieldErrors(fieldErrorsOf(error));
        setNotice({ tone: 'error', text: messageText(t, key ?? 'error.internal') });
      }
      setPlacing(false);
    }
  };

  const change = (patch: Partial<CheckoutForm>) => setTyped({ ...form, ...patch });
  const config = listing.priceConfig;

  return (
    <div className="container checkout-page">
      {header}
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby={`${ids}-shipping`}>
            <h2 id={`${ids}-shipping`}>{t('checkout.shipping')}</h2>
            <div className="checkout-field">
              <label htmlFor={`${ids}-agent`}>{t('checkout.shippingAgent')}</label>
              <select
                id={`${ids}-agent`}
                value={form.shippingAgent}
                disabled={placing}
                onChange={(event) => change({ shippingAgent: event.target.value })}
              >
                {shopConfig.shippingAgents.map((agent) => (
                  <option key={agent.code} value={agent.code}>
                    {agent.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="checkout-choice">
              <legend>{t('checkout.address')}</legend>
              <label className="checkout-choice__option">
                <input
                  type="radio"
                  name={`${ids}-address`}
                  checked={!form.otherAddress}
                  disabled={placing}
                  onChange={() => change({ otherAddress: false })}
                />
                <span>
                  {t('checkout.customerAddress')}
                  {current.shipsToCustomerAddress && <AddressLines address={current.shippingAddress} />}
                </span>
              </label>
              <label className="checkout-choice__option">
                <input
                  type="radio"
                  name={`${ids}-address`}
                  checked={form.otherAddress}
                  disabled={placing}
                  onChange={() => change({ otherAddress: true })}
                />
                <span>{t('checkout.otherAddress')}</span>
              </label>
            </fieldset>
            {form.otherAddress && (
              <AddressFields
                address={form.address}
                deliveryCountries={shopConfig.deliveryCountries}
                errors={fieldErrors}
                disabled={placing}
                onChange={(address) => change({ address })}
              />
            )}
          </section>

          <section className="checkout-section" aria-labelledby={`${ids}-further`}>
            <h2 id={`${ids}-further`}>{t('checkout.furtherInformation')}</h2>
            <p className="checkout-section__hint" id={`${ids}-further-hint`}>
              {t('checkout.furtherInformationHint')}
            </p>
            <div className="checkout-field">
              <label htmlFor={`${ids}-identifier`}>{t('checkout.customerIdentifier')}</label>
              <input
                id={`${ids}-identifier`}
                value={form.customerIdentifier}
                maxLength={120}
                disabled={placing}
                aria-describedby={`${ids}-further-hint`}
                onChange={(event) => change({ customerIdentifier: event.target.value })}
              />
            </div>
            <div className="checkout-field">
              <label htmlFor={`${ids}-comment`}>{t('checkout.customerComment')}</label>
              <textarea
                id={`${ids}-comment`}
                value={form.customerComment}
                maxLength={120}
                rows={3}
                disabled={placing}
                aria-describedby={`${ids}-further-hint`}
                onChange={(event) => change({ customerComment: event.target.value })}
              />
            </div>
          </section>

          <section className="checkout-section" aria-labelledby={`${ids}-lines`}>
            <div className="checkout-section__head">
              <h2 id={`${ids}-lines`}>{t('checkout.lines')}</h2>
              <Link to={pathTo('cart', locale)}>{t('checkout.editCart')}</Link>
            </div>
            <ul className="checkout-lines">
              {current.lineItems.map((line) => (
                <li key={line.key} className="checkout-lines__line">
                  <span className="checkout-lines__name">{line.product?.name ?? line.sku}</span>
                  <span className="checkout-lines__meta">
                    {line.sku} · {t('checkout.quantityShort')}: {line.quantity}
                  </span>
                  {line.linePrice && <Price money={line.linePrice} config={config} />}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="checkout-page__summary" aria-label={t('checkout.summary')}>
          {current.taxedPrice && (
            <OrderTotals totals={current.taxedPrice} surcharge={current.customLineItem} config={config} />
          )}
          <button
            type="button"
            className="button button--primary checkout-page__order"
            disabled={placing}
            aria-busy={placing}
            onClick={() => void placeOrder()}
          >
            {placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
          <p
            className={`checkout-page__notice checkout-page__notice--${notice?.tone ?? 'info'}`}
            role="status"
          >
            {notice?.text ?? ''}
          </p>
        </aside>
      </div>
    </div>
  );
}
