import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_FURTHER_INFORMATION_LENGTH } from '@shop/domain';
import type { CartFieldsFragment, ShopConfigQuery } from '../../gql/generated';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { Price } from '../../features/pricing/price';
import { AddressFields } from '../../features/checkout/address-fields';
import { AddressLines } from '../../features/checkout/address-lines';
import { CharactersLeft } from '../../features/checkout/characters-left';
import type { CheckoutForm } from '../../features/checkout/checkout-form';
import { OrderTotals } from '../../features/checkout/order-totals';
import { useOrderConfirmation } from './use-order-confirmation';
import '../../features/checkout/checkout.css';

/**
 * /bestellbestaetigung — review and order (docs/rules/calls.md finalize): shipping agent and address, further
 * information, the lines and totals, and the order button; the state is `useOrderConfirmation`.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const checkout = useOrderConfirmation();
  const { placing, notice } = checkout;
  const ids = useId();
  const title = t('pages.orderConfirmation.title');
  useDocumentTitle(title);

  return (
    <div
      className="container checkout-page"
      aria-busy={!checkout.failed && !checkout.loaded ? true : undefined}
    >
      <Breadcrumb name="order-confirmation" current={title} />
      <h1 className="checkout-page__title">{title}</h1>
      <PageStates
        failed={checkout.failed}
        onRetry={checkout.retry}
        data={checkout.loaded}
        loading={
          <>
            <Skeleton className="checkout-page__skeleton" height="14rem" />
            <Skeleton className="checkout-page__skeleton" height="10rem" />
          </>
        }
        isEmpty={({ current }) => current.lineItems.length === 0}
        empty={
          <section className="empty-state checkout-page__empty">
            <p>{t('checkout.empty')}</p>
            <Link className="button button--primary" to={`/${locale}`}>
              {t('checkout.continueShopping')}
            </Link>
          </section>
        }
      >
        {({ current, form, config, shopConfig }) => (
          <div className="checkout-page__layout">
            <div className="checkout-page__main">
              <CheckoutDetails
                ids={ids}
                current={current}
                form={form}
                shippingAgents={shopConfig.shippingAgents}
                deliveryCountries={shopConfig.deliveryCountries}
                fieldErrors={checkout.fieldErrors}
                placing={placing}
                change={checkout.change}
              />

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
                onClick={() => void checkout.placeOrder()}
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
        )}
      </PageStates>
    </div>
  );
}

/** Shipping (agent, address) and the further information of the order. */
function CheckoutDetails({
  ids,
  current,
  form,
  shippingAgents,
  deliveryCountries,
  fieldErrors,
  placing,
  change,
}: {
  ids: string;
  current: CartFieldsFragment;
  form: CheckoutForm;
  shippingAgents: ShopConfigQuery['shopConfig']['shippingAgents'];
  deliveryCountries: ShopConfigQuery['shopConfig']['deliveryCountries'];
  fieldErrors: Record<string, string>;
  placing: boolean;
  change: (patch: Partial<CheckoutForm>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {current.academyOnly ? (
        <section className="checkout-section" aria-labelledby={`${ids}-shipping`}>
          <h2 id={`${ids}-shipping`}>{t('checkout.shipping')}</h2>
          <p>{t('checkout.academyOnly')}</p>
        </section>
      ) : (
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
              {shippingAgents.map((agent) => (
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
              deliveryCountries={deliveryCountries}
              errors={fieldErrors}
              disabled={placing}
              onChange={(address) => change({ address })}
            />
          )}
        </section>
      )}

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
            maxLength={MAX_FURTHER_INFORMATION_LENGTH}
            disabled={placing}
            aria-describedby={`${ids}-further-hint ${ids}-identifier-left`}
            onChange={(event) => change({ customerIdentifier: event.target.value })}
          />
          <CharactersLeft
            id={`${ids}-identifier-left`}
            value={form.customerIdentifier}
            max={MAX_FURTHER_INFORMATION_LENGTH}
          />
        </div>
        <div className="checkout-field">
          <label htmlFor={`${ids}-comment`}>{t('checkout.customerComment')}</label>
          <textarea
            id={`${ids}-comment`}
            value={form.customerComment}
            maxLength={MAX_FURTHER_INFORMATION_LENGTH}
            rows={3}
            disabled={placing}
            aria-describedby={`${ids}-further-hint ${ids}-comment-left`}
            onChange={(event) => change({ customerComment: event.target.value })}
          />
          <CharactersLeft
            id={`${ids}-comment-left`}
            value={form.customerComment}
            max={MAX_FURTHER_INFORMATION_LENGTH}
          />
        </div>
      </section>
    </>
  );
}
