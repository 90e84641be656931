import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ORDER_NUMBER_PATTERN } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useListingContext } from '../../features/shop/use-listing-context';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { useLocale } from '../../features/locale/locale-context';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { Price } from '../../features/pricing/price';
import { AddressLines } from '../../features/checkout/address-lines';
import { SHOP_ORDER_QUERY } from '../../features/checkout/checkout.queries';
import { OrderTotals } from '../../features/checkout/order-totals';
import '../../features/checkout/checkout.css';

/** /bestellabschluss?order=WS-… — the order just placed: its number, what goes where, the totals. */
export function OrderFinishPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const orderNumber = search.get('order') ?? '';
  const valid = ORDER_NUMBER_PATTERN.test(orderNumber);
  const listing = useListingContext();
  const query = useQuery(SHOP_ORDER_QUERY, { variables: { locale, orderNumber }, skip: !valid });
  const title = t('pages.orderFinish.title');
  useDocumentTitle(title);

  const header = (
    <>
      <Breadcrumb name="order-finish" current={title} />
      <h1 className="checkout-page__title">{title}</h1>
    </>
  );
  const notFound = !valid || hasErrorCode(query.error, 'NOT_FOUND');
  const order = query.data?.shopOrder;
  const config = listing.priceConfig;
  const loaded = order && config ? { order, config } : null;
  return (
    <div
      className="container checkout-page"
      aria-busy={!notFound && !query.error && !loaded ? true : undefined}
    >
      {header}
      <PageStates
        unavailable={
          notFound && (
            <section className="empty-state checkout-page__empty">
              <p>{t('checkout.noOrder')}</p>
              <Link className="button button--primary" to={`/${locale}`}>
                {t('checkout.continueShopping')}
              </Link>
            </section>
          )
        }
        failed={Boolean(query.error)}
        onRetry={() => void query.refetch()}
        data={loaded}
        loading={<Skeleton className="checkout-page__skeleton" height="16rem" />}
      >
        {({ order, config }) => {
          const orderedAt = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
            dateStyle: 'long',
            timeStyle: 'short',
          }).format(new Date(order.orderedAt));
          return (
            <>
              <section className="checkout-finish" aria-labelledby="checkout-finish-thanks">
                <h2 id="checkout-finish-thanks" className="checkout-finish__thanks">
                  {t('checkout.thanks')}
                </h2>
                <dl className="checkout-finish__facts">
                  <div>
                    <dt>{t('checkout.orderNumber')}</dt>
                    <dd className="checkout-finish__number">{order.orderNumber}</dd>
                  </div>
                  <div>
                    <dt>{t('checkout.orderedAt')}</dt>
                    <dd>{orderedAt}</dd>
                  </div>
                  {order.customerIdentifier && (
                    <div>
                      <dt>{t('checkout.customerIdentifier')}</dt>
                      <dd>{order.customerIdentifier}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('checkout.address')}</dt>
                    <dd>
                      <AddressLines address={order.shippingAddress} />
                    </dd>
                  </div>
                </dl>
                <p>{t('checkout.finishNote')}</p>
                <ul className="checkout-lines">
                  {order.lineItems.map((line) => (
                    <li key={line.position} className="checkout-lines__line">
                      <span className="checkout-lines__name">{line.name}</span>
                      <span className="checkout-lines__meta">
                        {line.sku} · {t('checkout.quantityShort')}: {line.quantity}
                      </span>
                      {line.linePrice && <Price money={line.linePrice} config={config} />}
                    </li>
                  ))}
                </ul>
                {order.taxedPrice && (
                  <OrderTotals totals={order.taxedPrice} surcharge={order.customLineItem} config={config} />
                )}
                <Link className="button button--primary checkout-finish__continue" to={`/${locale}`}>
                  {t('checkout.continueShopping')}
                </Link>
              </section>
            </>
          );
        }}
      </PageStates>
    </div>
  );
}
