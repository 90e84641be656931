import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { mayDeleteCart } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { CartsQuery } from '../../gql/generated';
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
import { useCartActions, type CartActionOutcome } from './use-cart-actions';
import './cart-administration.css';

const PAGE_SIZE = 10;
const SORTS = ['lastModifiedAt:DESC', 'lastModifiedAt:ASC', 'createdAt:DESC', 'createdAt:ASC'] as const;
type Sort = (typeof SORTS)[number];
type ListedCart = CartsQuery['carts']['items'][number];

/** /mein-konto/warenkorbverwaltung — the customer's carts: create, switch to, open and delete. */
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
  const title = t('pages.accountCarts.title');
  useDocumentTitle(title);

  const report = async (outcome: CartActionOutcome, done: string) => {
    if (outcome.kind === 'done') setNotice({ tone: 'info', text: done });
    else if (outcome.kind === 'conflict') setNotice({ tone: 'info', text: t('carts.changedMeanwhile') });
    else setNotice({ tone: 'error', text: messageText(t, outcome.messageKey) });
    await query.refetch();
  };

  const data = query.data?.carts;
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
            setPage(1);
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
                mayDelete={mayDeleteCart(me.role as Parameters<typeof mayDeleteCart>[0], cart.ownedBySession)}
                pending={actions.pending}
                onSwitch={async () => report(await actions.switchCart(cart.id), t('carts.switched'))}
                onDelete={async () =>
                  report(await actions.deleteCart(cart.id, cart.version), t('carts.deleted'))
                }
              />
            ))}
          </ul>
          {data.lastPage > 1 && (
            <nav className="cart-admin__pages" aria-label={t('carts.pages')}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('carts.previous')}
              </button>
              <span>{t('carts.pageOf', { page: data.page, lastPage: data.lastPage })}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= data.lastPage}
                onClick={() => setPage(page + 1)}
              >
                {t('carts.next')}
              </button>
            </nav>
          )}
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
  onSwitch,
  onDelete,
}: {
  cart: ListedCart;
  priceConfig: PriceFormatConfig | null;
  mayDelete: boolean;
  pending: boolean;
  onSwitch: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const changed = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(cart.lastModifiedAt));
  return (
    <li className="cart-admin__cart">
      <div className="cart-admin__main">
        <Link className="cart-admin__name" to={pathTo('account-carts-cart', locale, { cartId: cart.id })}>
          {t('carts.cartOf', { date: changed })}
        </Link>
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
