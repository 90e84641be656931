import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ESSENCE_LIST_MAX_SEARCH_LENGTH, ESSENCE_LIST_PURCHASES } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { EssenceListQuery } from '../../gql/generated';
import { Pager } from '../../ui/pager';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCart } from '../../features/cart/use-cart';
import { messageText } from '../../features/errors/message-text';
import { useEssenceList } from '../../features/essence-list/use-essence-list';
import { useLocale } from '../../features/locale/locale-context';
import { productPath } from '../../features/navigation/paths';
import './essence-list-page.css';

type Entry = EssenceListQuery['essenceList']['items'][number];
type Notice = { tone: 'ok' | 'error'; text: string };
const PURCHASE_COLUMNS = Array.from({ length: ESSENCE_LIST_PURCHASES }, (_, index) => index);

/**
 * /mein-konto/stammsortiment — what the customer buys regularly (decisions 0101–0103): each item with its
 * last five purchases, searchable, paged; single lines or the selected ones go into the cart.
 */
export function EssenceListPage() {
  const { t } = useTranslation();
  const list = useEssenceList();
  const cart = useCart();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const title = t('pages.accountEssenceList.title');
  useDocumentTitle(title);
  const data = list.data;

  const add = async (skus: string[]) => {
    setNotice(null);
    const outcome = await cart.change(
      'add',
      skus.map((sku) => ({ sku, quantity: 1 })),
    );
    if (outcome.kind === 'done') {
      setNotice({ tone: 'ok', text: t('essenceList.added', { count: skus.length }) });
      setSelected(new Set());
    } else if (outcome.kind === 'conflict') setNotice({ tone: 'error', text: t('cart.changedMeanwhile') });
    else setNotice({ tone: 'error', text: messageText(t, outcome.messageKey, outcome.values) });
  };
  const toggle = (sku: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(sku)) next.delete(sku);
      else next.add(sku);
      return next;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.applySearch(draft);
  };

  return (
    <section className="essence-list" aria-labelledby="essence-list-title">
      <h1 id="essence-list-title">{title}</h1>
      <form className="essence-list__filters" role="search" onSubmit={search}>
        <label htmlFor={searchId}>{t('essenceList.search')}</label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={ESSENCE_LIST_MAX_SEARCH_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('essenceList.apply')}
        </button>
      </form>
      <p className="essence-list__notice" role="status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </p>
      <PageStates
        unavailable={!list.hasCustomer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!list.query.error && !data}
        onRetry={() => void list.query.refetch()}
        data={data}
        loading={
          <LoadingRegion label={t('essenceList.loading')}>
            <Skeleton className="essence-list__skeleton" height="3rem" />
            <Skeleton className="essence-list__skeleton" height="3rem" />
            <Skeleton className="essence-list__skeleton" height="3rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState>
            {list.search ? t('essenceList.noneMatching') : t('pages.accountEssenceList.empty')}
          </EmptyState>
        }
      >
        {(loaded) => (
          <>
            <p className="essence-list__source">
              {t(`essenceList.source.${loaded.source}`)}
              {loaded.onlyItemsFromEssenceList ? ` ${t('essenceList.onlyThese')}` : ''}
            </p>
            <div className="essence-list__actions">
              <span>{t('essenceList.count', { count: loaded.total })}</span>
              <button
                type="button"
                className="button button--primary"
                disabled={selected.size === 0 || cart.pending || !cart.enabled}
                onClick={() => void add([...selected])}
              >
                {t('essenceList.addSelected', { count: selected.size })}
              </button>
            </div>
            <div className="essence-list__scroll">
              <table className="essence-list__table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('essenceList.select')}</span>
                    </th>
                    <th scope="col">{t('essenceList.item')}</th>
                    {PURCHASE_COLUMNS.map((index) => (
                      <th scope="col" key={index} className="essence-list__purchase">
                        {t('essenceList.purchase', { number: index + 1 })}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">{t('essenceList.addToCart')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.items.map((entry) => (
                    <EntryRow
                      key={entry.itemNo}
                      entry={entry}
                      selected={selected.has(entry.itemNo)}
                      onToggle={() => toggle(entry.itemNo)}
                      onAdd={() => void add([entry.itemNo])}
                      disabled={cart.pending || !cart.enabled}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={loaded.page} lastPage={loaded.lastPage} onPage={list.setPage} />
          </>
        )}
      </PageStates>
    </section>
  );
}

/** One item: its product, its last five purchases (date over quantity), and adding one to the cart. */
function EntryRow({
  entry,
  selected,
  onToggle,
  onAdd,
  disabled,
}: {
  entry: Entry;
  selected: boolean;
  onToggle: () => void;
  onAdd: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium' });
  const name = entry.product?.name ?? entry.itemNo;
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('essenceList.selectItem', { name })}
        />
      </td>
      <th scope="row" className="essence-list__item">
        <Link to={productPath(locale, entry.productSlug)}>{name}</Link>
        <span className="essence-list__sku">{entry.itemNo}</span>
      </th>
      {PURCHASE_COLUMNS.map((index) => {
        const purchase = entry.purchases[index];
        return (
          <td
            key={index}
            className="essence-list__purchase"
            data-label={t('essenceList.purchase', { number: index + 1 })}
          >
            {purchase ? (
              <>
                <time dateTime={purchase.date}>{format.format(new Date(purchase.date))}</time>
                <span className="essence-list__quantity">
                  {t('essenceList.quantity', { count: purchase.quantity })}
                </span>
              </>
            ) : (
              <span aria-label={t('essenceList.noPurchase')}>–</span>
            )}
          </td>
        );
      })}
      <td>
        <button type="button" className="button button--secondary" disabled={disabled} onClick={onAdd}>
          {t('essenceList.addOne')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </td>
    </tr>
  );
}
