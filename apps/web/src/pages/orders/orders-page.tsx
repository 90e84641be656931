import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ORDER_SOURCES, ORDER_STATUSES, orderHistoryDatesProblem } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { OrderHistoryQuery } from '../../gql/generated';
import { Pager } from '../../ui/pager';
import { EmptyState, PageStates } from '../../ui/page-states';
import { QueryError } from '../../ui/query-error';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { useListingContext } from '../../features/shop/use-listing-context';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import type { PriceFormatConfig } from '../../features/pricing/format-price';
import { Price } from '../../features/pricing/price';
import { SHOP_ORDER_QUERY } from '../../features/checkout/checkout.queries';
import { OrderActions } from '../../features/orders/order-actions';
import { ORDER_HISTORY_QUERY } from '../../features/orders/orders.queries';
import { PurchaseReport } from '../../features/orders/purchase-report';
import './orders-page.css';

const PAGE_SIZE = 20;
type Entry = OrderHistoryQuery['orderHistories']['items'][number];

/** The filters as the form holds them; empty strings are "any". */
interface Filters {
  status: string;
  source: string;
  fromDate: string;
  untilDate: string;
  orderDirection: 'DESC' | 'ASC';
}
const NO_FILTERS: Filters = { status: '', source: '', fromDate: '', untilDate: '', orderDirection: 'DESC' };

/**
 * /mein-konto/bestellungen — the customer's orders of every source (docs/rules/data-model.md WP2, decision 0056):
 * newest first, filtered by status, source and days, paged; a row opens the order's lines.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const listing = useListingContext();
  const ids = { status: useId(), source: useId(), from: useId(), until: useId(), direction: useId() };
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [formError, setFormError] = useState<string | null>(null);
  const title = t('pages.accountOrders.title');
  useDocumentTitle(title);
  const orNull = (value: string) => (value === '' ? null : value);
  const query = useQuery(ORDER_HISTORY_QUERY, {
    variables: {
      locale,
      page,
      limit: PAGE_SIZE,
      orderDirection: filters.orderDirection,
      status: orNull(filters.status),
      source: orNull(filters.source),
      fromDate: orNull(filters.fromDate),
      untilDate: orNull(filters.untilDate),
    },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const data = query.data?.orderHistories;
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = orderHistoryDatesProblem(draft.fromDate || undefined, draft.untilDate || undefined);
    setFormError(problem ? messageText(t, problem) : null);
    if (problem) return;
    setFilters(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setFormError(null);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section className="orders" aria-labelledby="orders-title">
      <h1 id="orders-title">{title}</h1>
      <form className="orders__filters" onSubmit={apply} aria-label={t('orders.filters')}>
        <div className="orders__field">
          <label htmlFor={ids.status}>{t('orders.status')}</label>
          <select id={ids.status} {...field('status')}>
            <option value="">{t('orders.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.states.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="orders__field">
          <label htmlFor={ids.source}>{t('orders.origin')}</label>
          <select id={ids.source} {...field('source')}>
            <option value="">{t('orders.any')}</option>
            {ORDER_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`orders.origins.${source}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="orders__field">
          <label htmlFor={ids.from}>{t('orders.fromDate')}</label>
          <input id={ids.from} type="date" {...field('fromDate')} />
        </div>
        <div className="orders__field">
          <label htmlFor={ids.until}>{t('orders.untilDate')}</label>
          <input id={ids.until} type="date" {...field('untilDate')} />
        </div>
        <div className="orders__field">
          <label htmlFor={ids.direction}>{t('orders.sortLabel')}</label>
          <select id={ids.direction} {...field('orderDirection')}>
            <option value="DESC">{t('orders.newestFirst')}</option>
            <option value="ASC">{t('orders.oldestFirst')}</option>
          </select>
        </div>
        <div className="orders__buttons">
          <button type="submit" className="button button--primary">
            {t('orders.apply')}
          </button>
          {filtered && (
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('orders.reset')}
            </button>
          )}
        </div>
        <p className="orders__form-error" role="alert">
          {formError ?? ''}
        </p>
      </form>

      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !data}
        onRetry={() => void query.refetch()}
        data={data}
        loading={
          <LoadingRegion label={t('orders.loading')}>
            <Skeleton className="orders__skeleton" height="3.25rem" />
            <Skeleton className="orders__skeleton" height="3.25rem" />
            <Skeleton className="orders__skeleton" height="3.25rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState>{filtered ? t('orders.noneMatching') : t('pages.accountOrders.empty')}</EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="orders__count">{t('orders.count', { count: data.total })}</p>
            <ul className="orders__list" aria-label={title}>
              {data.items.map((entry) => (
                <OrderRow key={entry.key} entry={entry} priceConfig={listing.priceConfig} />
              ))}
            </ul>
            <Pager page={data.page} lastPage={data.lastPage} onPage={setPage} />
          </>
        )}
      </PageStates>
      {me?.customer && me.mandantCode && listing.priceConfig && (
        <PurchaseReport mandantCode={me.mandantCode} />
      )}
      <p className="orders__back">
        <Link to={`/${locale}`}>{t('checkout.continueShopping')}</Link>
      </p>
    </section>
  );
}

/** One order: number, day, status, origin and amount; opening it loads its lines. */
function OrderRow({ entry, priceConfig }: { entry: Entry; priceConfig: PriceFormatConfig | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const date = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium' }).format(
    new Date(entry.date),
  );
  return (
    <li className="orders__order">
      <div className="orders__summary">
        <span className="orders__number">{entry.identifier}</span>
        <time className="orders__date" dateTime={entry.date}>
          {date}
        </time>
        <span className={`orders__state orders__state--${entry.state.toLowerCase()}`}>
          {t(`orders.states.${entry.state}`, { defaultValue: entry.state })}
        </span>
        <span className="orders__origin">
          {t(`orders.origins.${entry.origin}`, { defaultValue: entry.origin })}
        </span>
        <span className="orders__amount">
          {entry.totalGross && priceConfig && <Price money={entry.totalGross} config={priceConfig} />}
        </span>
        <button
          type="button"
          className="button button--secondary orders__toggle"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('orders.hideDetails') : t('orders.showDetails')}
        </button>
      </div>
      <div id={detailId} hidden={!open}>
        {open && <OrderDetail orderNumber={entry.identifier} priceConfig={priceConfig} />}
        {open && <OrderActions orderNumber={entry.identifier} withDocuments={priceConfig !== null} />}
      </div>
    </li>
  );
}

function OrderDetail({
  orderNumber,
  priceConfig,
}: {
  orderNumber: string;
  priceConfig: PriceFormatConfig | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = useQuery(SHOP_ORDER_QUERY, { variables: { locale, orderNumber } });
  const order = query.data?.shopOrder;
  if (query.error && !order) return <QueryError compact onRetry={() => void query.refetch()} />;
  if (!order) return <Skeleton className="orders__skeleton" height="6rem" />;
  const address = order.shippingAddress;
  return (
    <div className="orders__detail">
      <table className="orders__lines">
        <caption className="visually-hidden">{t('orders.linesOf', { orderNumber })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.sku')}</th>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col" className="orders__numeric">
              {t('orders.quantity')}
            </th>
            <th scope="col" className="orders__numeric">
              {t('orders.linePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => (
            <tr key={line.position}>
              <td>{line.sku}</td>
              <td>{line.name}</td>
              <td className="orders__numeric">{line.quantity}</td>
              <td className="orders__numeric">
                {line.linePrice && priceConfig && <Price money={line.linePrice} config={priceConfig} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="orders__address">
        {t('orders.shipsTo', {
          address: `${address.firstName} ${address.lastName}, ${address.streetName}, ${address.postalCode} ${address.city}`,
        })}
      </p>
      {order.taxedPrice && priceConfig && (
        <div className="orders__total">
          <span>{t('orders.totalGross')}</span>
          <Price money={order.taxedPrice.totalGross} config={priceConfig} />
        </div>
      )}
    </div>
  );
}
