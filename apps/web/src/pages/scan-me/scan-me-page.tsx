import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEan13, normalizeTypedEan, type OfflineProduct, type ScanLine } from '@shop/domain';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CloseIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { QueryError } from '../../ui/query-error';
import { useLocale } from '../../features/locale/locale-context';
import { homePath } from '../../features/navigation/paths';
import type { FetchedMe } from '../../features/session/fetch-me';
import { BarcodeScanner } from '../../features/scan-me/barcode-scanner';
import { useEanLookup } from '../../features/scan-me/use-ean-lookup';
import { useOfflineCatalogue } from '../../features/scan-me/use-offline-catalogue';
import { useScanList, useScanListId } from '../../features/scan-me/use-scan-list';
import { useOnline } from '../../features/scan-me/use-online';
import '../../features/page-shells/breadcrumb.css';
import './scan-me-page.css';

type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * Scan-me (docs/decisions/0105): a phone scans EAN barcodes (or the user types one), each found in
 * the offline catalogue and put on the scan-me list: the same EAN again adds one. Works offline: the
 * service worker serves the page, the catalogue and the list live in IndexedDB. A page of its own,
 * without Apollo and the shop's shell (decision 0125): `me` comes from scan-me-app.tsx.
 */
export function ScanMePage({ me }: { me: FetchedMe }) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const title = t('pages.scanMe.title');
  useDocumentTitle(title);
  const online = useOnline();
  useEffect(() => {
    void import('../../features/scan-me/register-service-worker').then((module) =>
      module.registerScanMeServiceWorker(),
    );
  }, []);
  const catalogue = useOfflineCatalogue(locale);
  const listId = useScanListId(me.data, me.error);
  const lookup = useEanLookup(locale);
  const catalogueProducts = catalogue.status === 'ready' ? catalogue.products : null;
  // What the device knows: the offline catalogue and what it found online (decision 0133).
  const products = useMemo(() => {
    if (lookup.found.size === 0) return catalogueProducts;
    return new Map([...(catalogueProducts ?? []), ...lookup.found]);
  }, [catalogueProducts, lookup.found]);
  // A signed-in customer's list is synced with the server's scan-me list (decision 0130).
  const list = useScanList(listId, { locale, products });
  const customer = Boolean(me.data?.me?.customer);
  const [cameraOn, setCameraOn] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const formId = useId();

  const add = useCallback(
    async (ean: string): Promise<boolean> => {
      let product = products?.get(ean) ?? null;
      // Not on the device: a signed-in customer online asks the shop (decision 0133).
      if (!product && customer && online && isValidEan13(ean)) {
        const answer = await lookup.lookUp(ean).then(
          (found) => ({ found }),
          () => null,
        );
        if (answer && !answer.found) {
          setNotice({ tone: 'error', text: t('scanMe.notFoundOnline', { ean }) });
          return false;
        }
        product = answer?.found ?? null;
      }
      if (!product && catalogueProducts) {
        setNotice({ tone: 'error', text: t('scanMe.notFound', { ean }) });
        return false;
      }
      const lines = list.dispatch({ type: 'scan', ean });
      const quantity = lines.find((line) => line.ean === ean)?.quantity ?? 1;
      setNotice({ tone: 'info', text: t('scanMe.added', { name: product?.name ?? ean, quantity }) });
      return true;
    },
    [list, products, catalogueProducts, customer, online, lookup, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ean = normalizeTypedEan(typed);
    if (!ean) {
      setTypedError(true);
      return;
    }
    setTypedError(false);
    void add(ean).then((added) => added && setTyped(''));
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <div className="container scan-me-page">
      {/* The shop's breadcrumb (features/page-shells) as plain links: the shop is another page. */}
      <nav aria-label={t('a11y.breadcrumb')} className="breadcrumb">
        <ol className="breadcrumb__list">
          <li>
            <a href={homePath(locale)}>{t('common.home')}</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="scan-me-page__title">{title}</h1>
      <p className="scan-me-page__intro">{t('scanMe.intro')}</p>

      <p className="scan-me-page__catalogue" role="status" aria-live="polite">
        {catalogue.status === 'loading' && t('scanMe.catalogueLoading')}
        {catalogue.status === 'off' && t('scanMe.catalogueOff')}
        {catalogue.status === 'ready' &&
          (catalogue.stale
            ? t('scanMe.catalogueStale', { date: dateFormat.format(catalogue.checkedAt) })
            : t('scanMe.catalogueReady', { count: catalogue.products.size }))}
      </p>
      {catalogue.status === 'failed' && (
        <div className="scan-me-page__catalogue-error" role="alert">
          <span>{t('scanMe.catalogueError')}</span>
          <button type="button" className="button button--secondary" onClick={catalogue.retry}>
            {t('scanMe.retry')}
          </button>
        </div>
      )}
      {!online && <p className="scan-me-page__offline">{t('scanMe.offline')}</p>}

      <section className="scan-me-page__scan" aria-labelledby={`${formId}-scan`}>
        <h2 id={`${formId}-scan`} className="visually-hidden">
          {t('scanMe.scanStart')}
        </h2>
        <button
          type="button"
          className="button button--large scan-me-page__camera-toggle"
          aria-pressed={cameraOn}
          onClick={() => setCameraOn((on) => !on)}
        >
          {cameraOn ? t('scanMe.scanStop') : t('scanMe.scanStart')}
        </button>
        {cameraOn && <BarcodeScanner onCode={(code) => void add(code)} />}
        <form className="scan-me-page__form" onSubmit={submit} noValidate>
          <label htmlFor={`${formId}-ean`}>{t('scanMe.eanLabel')}</label>
          <div className="scan-me-page__form-row">
            <input
              id={`${formId}-ean`}
              className="scan-me-page__ean"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="done"
              maxLength={20}
              value={typed}
              aria-describedby={`${formId}-ean-hint`}
              aria-invalid={typedError || undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button">
              {t('scanMe.add')}
            </button>
          </div>
          <p
            id={`${formId}-ean-hint`}
            className={typedError ? 'scan-me-page__hint scan-me-page__hint--error' : 'scan-me-page__hint'}
          >
            {typedError ? t('scanMe.invalidEan') : t('scanMe.eanHint')}
          </p>
        </form>
        <p
          className={`scan-me-page__notice scan-me-page__notice--${notice?.tone ?? 'info'}`}
          role="status"
          aria-live="polite"
        >
          {notice?.text ?? ''}
        </p>
      </section>

      <section className="scan-me-page__list" aria-labelledby={`${formId}-list`}>
        <h2 id={`${formId}-list`} className="scan-me-page__list-title">
          {t('scanMe.listTitle')}
          {list.state.status === 'ready' && list.state.lines.length > 0 && (
            <span className="scan-me-page__count">
              {' '}
              ({t('scanMe.itemCount', { count: list.state.lines.length })})
            </span>
          )}
        </h2>
        <p className="scan-me-page__sync" role="status" aria-live="polite">
          {list.syncState === 'syncing' && t('scanMe.syncing')}
          {list.syncState === 'synced' && t('scanMe.synced')}
          {list.syncState === 'conflict' && t('scanMe.syncConflict')}
          {list.syncState === 'failed' && t('scanMe.syncError')}
        </p>
        {list.state.status === 'loading' && <Skeleton height="8rem" />}
        {list.state.status === 'failed' && <QueryError compact onRetry={list.retry} />}
        {list.state.status === 'ready' && list.state.lines.length === 0 && (
          <p className="empty-state">{t('scanMe.empty')}</p>
        )}
        {list.state.status === 'ready' && list.state.lines.length > 0 && (
          <>
            <ul className="scan-me-lines">
              {list.state.lines.map((line) => (
                <ScanLineRow
                  key={line.ean}
                  line={line}
                  product={products?.get(line.ean) ?? null}
                  onQuantity={(quantity) => list.dispatch({ type: 'set-quantity', ean: line.ean, quantity })}
                  onRemove={() => list.dispatch({ type: 'remove', ean: line.ean })}
                />
              ))}
            </ul>
            <button
              type="button"
              className="button button--secondary scan-me-page__clear"
              onClick={() => list.dispatch({ type: 'clear' })}
            >
              {t('scanMe.clear')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}

function ScanLineRow({
  line,
  product,
  onQuantity,
  onRemove,
}: {
  line: ScanLine;
  product: OfflineProduct | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = product?.name ?? t('scanMe.unknownProduct');
  const [draft, setDraft] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    if (Number.isInteger(value) && value > 0) onQuantity(value);
    setDraft(null);
  };
  return (
    <li className="scan-me-line" data-ean={line.ean}>
      {product && !imageFailed ? (
        <img
          className="scan-me-line__image"
          src={product.imageUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          // Offline, an image never seen online is not kept: the empty frame instead of a broken icon.
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="scan-me-line__image" aria-hidden="true" />
      )}
      <div className="scan-me-line__text">
        <span className="scan-me-line__name">{name}</span>
        <span className="scan-me-line__meta">
          {product && <span>{t('scanMe.sku', { sku: product.sku })}</span>}{' '}
          <span>{t('scanMe.ean', { ean: line.ean })}</span>
        </span>
      </div>
      <div className="scan-me-line__quantity">
        <button
          type="button"
          className="button button--secondary scan-me-line__step"
          aria-label={t('scanMe.decrease', { name })}
          disabled={line.quantity <= 1}
          onClick={() => onQuantity(line.quantity - 1)}
        >
          −
        </button>
        <label htmlFor={`${id}-quantity`} className="visually-hidden">
          {t('scanMe.quantity', { name })}
        </label>
        <input
          id={`${id}-quantity`}
          className="scan-me-line__quantity-input"
          inputMode="numeric"
          value={draft ?? String(line.quantity)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
        <button
          type="button"
          className="button button--secondary scan-me-line__step"
          aria-label={t('scanMe.increase', { name })}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="button button--secondary scan-me-line__remove"
        aria-label={t('scanMe.remove', { name })}
        onClick={onRemove}
      >
        <CloseIcon aria-hidden="true" />
      </button>
    </li>
  );
}
