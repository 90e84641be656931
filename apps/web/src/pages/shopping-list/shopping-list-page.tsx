import { useEffect, useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShoppingListFieldsFragment } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import { productPath } from '../../features/navigation/paths';
import { formatPrice } from '../../features/pricing/format-price';
import { useListingContext } from '../../features/shop/use-listing-context';
import { saveEncodedFile } from '../../features/documents/save-file';
import { useCart } from '../../features/cart/use-cart';
import { NoCartNotice } from '../../features/cart/no-cart-notice';
import {
  ADD_SHOPPING_LIST_TO_CART_MUTATION,
  MERGE_SHOPPING_LIST_MUTATION,
  SHOPPING_LIST_CSV_QUERY,
  SHOPPING_LIST_KEYS_QUERY,
  SHOPPING_LIST_QUERY,
  UPDATE_SHOPPING_LIST_MUTATION,
} from '../../features/shopping-list/shopping-list.queries';
import '../../features/shopping-list/shopping-list.css';

type List = ShoppingListFieldsFragment;
type Line = List['lineItems'][number];
interface NotAdded {
  sku: string | null;
  lineItemKey: string;
  name: string;
  reason: string;
}

/**
 * /merkliste — the session's shopping list (decisions 0098–0100): lines with image, price where the role
 * sees prices and quantity; change, remove, rename, take over the scan-me list, download it as CSV and
 * put its buyable lines into the cart (the others are listed). Every write names the version on screen:
 * changed meanwhile (another tab), it is refused, the list reloads and the page says so. Changes from the
 * customer's other pages arrive live.
 */
export function ShoppingListPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe();
  const signedIn = Boolean(me.data?.me?.customer);
  const title = t('pages.shoppingList.title');
  useDocumentTitle(title);
  const keys = useQuery(SHOPPING_LIST_KEYS_QUERY, { variables: { locale }, skip: !signedIn });
  const key = keys.data?.shoppingListKeys.shoppingList ?? '';
  const scanMeKey = keys.data?.shoppingListKeys.scanMe ?? '';
  const query = useQuery(SHOPPING_LIST_QUERY, {
    variables: { locale, key },
    skip: !key,
    fetchPolicy: 'network-only',
  });
  const scanMe = useQuery(SHOPPING_LIST_QUERY, {
    variables: { locale, key: scanMeKey },
    skip: !scanMeKey,
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;
  const refetchScanMe = scanMe.refetch;
  const [notice, setNotice] = useState('');
  const [notAdded, setNotAdded] = useState<NotAdded[]>([]);
  const list = query.data?.shoppingList;

  useEffect(() => {
    if (!key) return;
    return subscribeShopEvents(locale, {
      'shopping-list-changed': (event) => {
        if (event.key === key) void refetch();
        if (event.key === scanMeKey) void refetchScanMe();
      },
      onOpen: () => void refetch(),
    });
  }, [key, scanMeKey, locale, refetch, refetchScanMe]);

  /** A refused write: a conflict reloads the list and says so; anything else says why. */
  const refused = (error: unknown) => {
    if (hasErrorCode(error, 'CONFLICT')) {
      setNotice(t('shoppingList.conflict'));
      void refetch();
    } else setNotice(messageText(t, messageKeyOf(error) ?? 'error.internal'));
  };

  return (
    <section className="container shopping-list" aria-labelledby="shopping-list-title">
      <h1 id="shopping-list-title">{title}</h1>
      <p className="shopping-list__notice" role="status">
        {notice}
      </p>
      <PageStates
        unavailable={
          me.data &&
          !signedIn && (
            <NoCartNotice
              signedIn={Boolean(me.data?.me)}
              guestText={t('shoppingList.signInFirst')}
              className="shopping-list__empty"
            />
          )
        }
        failed={Boolean(query.error || keys.error) && !list}
        onRetry={() => void (keys.error ? keys.refetch() : refetch())}
        data={list}
        loading={
          <LoadingRegion label={t('shoppingList.loading')}>
            <Skeleton className="shopping-list__skeleton" height="6rem" />
            <Skeleton className="shopping-list__skeleton" height="6rem" />
          </LoadingRegion>
        }
      >
        {(current) => (
          <>
            <ListToolbar
              key={current.name}
              list={current}
              scanMe={scanMe.data?.shoppingList ?? null}
              onNotice={setNotice}
              onNotAdded={setNotAdded}
              onRefused={refused}
            />
            {notAdded.length > 0 && (
              <div className="shopping-list__not-added" role="alert">
                <p>{t('shoppingList.notAdded')}</p>
                <ul>
                  {notAdded.map((line) => (
                    <li key={line.lineItemKey}>
                      {line.name} — {messageText(t, line.reason, { skus: line.sku ?? '' })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {current.lineItems.length === 0 ? (
              <EmptyState>{t('pages.shoppingList.empty')}</EmptyState>
            ) : (
              <ul className="shopping-list__lines" aria-label={title}>
                {current.lineItems.map((line) => (
                  <ListLine
                    key={`${line.key}:${line.quantity}`}
                    list={current}
                    line={line}
                    onRefused={refused}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </PageStates>
    </section>
  );
}

function ListToolbar({
  list,
  scanMe,
  onNotice,
  onNotAdded,
  onRefused,
}: {
  list: List;
  scanMe: List | null;
  onNotice: (text: string) => void;
  onNotAdded: (lines: NotAdded[]) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useApolloClient();
  const cart = useCart();
  const nameId = useId();
  const [name, setName] = useState(list.name);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UPDATE_SHOPPING_LIST_MUTATION);
  const [merge] = useMutation(MERGE_SHOPPING_LIST_MUTATION);
  const [toCart] = useMutation(ADD_SHOPPING_LIST_TO_CART_MUTATION);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    onNotice('');
    try {
      await action();
    } catch (error) {
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === list.name) return;
    void run(async () => {
      await update({
        variables: {
          input: {
            locale,
            key: list.key,
            version: list.version,
            name,
            addLineItems: null,
            changeLineItems: null,
          },
        },
      });
      onNotice(t('shoppingList.renamed'));
    });
  };

  const mergeScanMe = () =>
    void run(async () => {
      if (!scanMe) return;
      await merge({
        variables: { input: { locale, key: list.key, version: list.version, keysToMerge: [scanMe.key] } },
      });
      onNotice(t('shoppingList.merged'));
    });

  const exportCsv = () =>
    void run(async () => {
      const { data } = await client.query({
        query: SHOPPING_LIST_CSV_QUERY,
        variables: { locale, key: list.key },
        fetchPolicy: 'network-only',
      });
      if (data) saveEncodedFile(data.generateShoppingListCsvEncodedFileContent);
    });

  const addToCart = () =>
    void run(async () => {
      const current = cart.cart;
      const { data } = await toCart({
        variables: {
          locale,
          key: list.key,
          cartId: current?.id ?? null,
          cartVersion: current?.version ?? null,
        },
      });
      await cart.refetch();
      const result = data?.addShoppingListToCart;
      if (!result) return;
      onNotAdded(result.notAdded);
      onNotice(t('shoppingList.addedToCart', { count: result.added }));
    });

  return (
    <div className="shopping-list__toolbar">
      <form className="shopping-list__rename" onSubmit={rename}>
        <label htmlFor={nameId}>{t('shoppingList.name')}</label>
        <input id={nameId} value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('shoppingList.rename')}
        </button>
      </form>
      <div className="shopping-list__actions">
        {scanMe && scanMe.lineItems.length > 0 && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={mergeScanMe}>
            {t('shoppingList.mergeScanMe', { count: scanMe.totalLineItemQuantity })}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={exportCsv}>
          {t('shoppingList.exportCsv')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || list.lineItems.length === 0}
          onClick={addToCart}
        >
          {t('shoppingList.addToCart')}
        </button>
      </div>
      {list.hasNotBuyableItems && <p className="shopping-list__hint">{t('shoppingList.hasNotBuyable')}</p>}
    </div>
  );
}

function ListLine({
  list,
  line,
  onRefused,
}: {
  list: List;
  line: Line;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const listing = useListingContext();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [update, { loading }] = useMutation(UPDATE_SHOPPING_LIST_MUTATION);
  const product = line.product;

  const setTo = async (next: number) => {
    try {
      await update({
        variables: {
          input: {
            locale,
            key: list.key,
            version: list.version,
            addLineItems: null,
            name: null,
            changeLineItems: [{ lineItemKey: line.key, quantity: next }],
          },
        },
      });
    } catch (error) {
      setQuantity(String(line.quantity));
      onRefused(error);
    }
  };

  const commit = () => {
    const next = Number(quantity);
    if (!Number.isInteger(next) || next < 1) {
      setQuantity(String(line.quantity));
      return;
    }
    if (next !== line.quantity) void setTo(next);
  };

  const price = line.price && listing.priceConfig ? formatPrice(line.price, listing.priceConfig) : null;
  return (
    <li className="shopping-list__line">
      {product ? (
        <img className="shopping-list__image" src={product.imageUrl} alt="" width="80" height="80" />
      ) : (
        <span className="shopping-list__image" aria-hidden="true" />
      )}
      <div className="shopping-list__info">
        {product ? (
          <Link to={productPath(locale, product.slug)}>{product.name}</Link>
        ) : (
          <span>{line.sku ?? line.key}</span>
        )}
        <span className="shopping-list__sku">{line.sku}</span>
        {!line.buyable && <span className="shopping-list__badge">{t('shoppingList.notBuyable')}</span>}
        {price && <span className="shopping-list__price">{price.main}</span>}
      </div>
      <label className="shopping-list__quantity" htmlFor={quantityId}>
        <span>{t('shoppingList.quantity')}</span>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={99999}
          value={quantity}
          disabled={loading}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={loading}
        aria-label={t('shoppingList.removeLine', { name: product?.name ?? line.sku ?? line.key })}
        onClick={() => void setTo(0)}
      >
        {t('shoppingList.remove')}
      </button>
    </li>
  );
}
