import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { NoCartNotice } from '../../features/cart/no-cart-notice';
import { useCart } from '../../features/cart/use-cart';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { QuickOrderImport } from '../../features/quick-order/quick-order-import';
import { rowsFromText } from '../../features/quick-order/quick-order-parse';
import { codeInputId, QuickOrderRowFields } from '../../features/quick-order/quick-order-row';
import { useQuickOrder } from '../../features/quick-order/use-quick-order';
import './quick-order-page.css';

/**
 * /schnellbestellung — order by article number or EAN (decision 0040): rows typed, pasted from a
 * spreadsheet or read from a CSV or Excel file go into the cart in one change; rows that cannot go in
 * stay with the reason. Only for users who have a cart here; guests are asked to sign in.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const me = useMe();
  const cart = useCart();
  const title = t('pages.quickOrder.title');
  useDocumentTitle(title);

  const header = (
    <>
      <Breadcrumb name="quick-order" current={title} />
      <h1 className="quick-order-page__title">{title}</h1>
    </>
  );

  const failed = Boolean(me.error) && !me.data;
  return (
    <div className="container quick-order-page" aria-busy={!failed && !me.data ? true : undefined}>
      {header}
      <PageStates
        unavailable={
          Boolean(me.data) &&
          !cart.enabled && (
            <NoCartNotice
              signedIn={Boolean(me.data?.me)}
              guestText={t('quickOrder.signInFirst')}
              className="quick-order-page__empty"
            />
          )
        }
        failed={failed}
        onRetry={() => void me.refetch()}
        data={me.data}
        loading={<Skeleton className="quick-order-page__skeleton" height="20rem" />}
      >
        {() => <QuickOrderForm />}
      </PageStates>
    </div>
  );
}

function QuickOrderForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const state = useQuickOrder();
  const formId = useId();
  const disabled = state.busy !== null;
  // The code field to focus after the rows changed (a row added or removed).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(codeInputId(formId, focusNext.current))?.focus();
    focusNext.current = null;
  }, [state.rows, formId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.submit();
  };
  const addRow = () => {
    focusNext.current = state.addRow();
  };
  const removeRow = (index: number) => {
    const neighbour = state.rows[index + 1] ?? state.rows[index - 1];
    focusNext.current = neighbour?.id ?? null;
    state.removeRow(state.rows[index].id);
  };
  const { notice } = state;

  return (
    <div className="quick-order-page__layout">
      <form className="quick-order-form" onSubmit={submit} aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="visually-hidden">
          {t('quickOrder.rows')}
        </h2>
        <p className="quick-order-form__intro">{t('quickOrder.intro')}</p>
        <div className="quick-order-form__head" aria-hidden="true">
          <span>{t('quickOrder.code')}</span>
          <span>{t('quickOrder.quantity')}</span>
        </div>
        <ol className="quick-order-rows" aria-label={t('quickOrder.rows')}>
          {state.rows.map((row, index) => (
            <QuickOrderRowFields
              key={row.id}
              formId={formId}
              row={row}
              number={index + 1}
              disabled={disabled}
              onChange={(patch) => state.changeRow(row.id, patch)}
              onRemove={() => removeRow(index)}
              onPasteRows={(text) => state.place(rowsFromText(text), row.id)}
            />
          ))}
        </ol>
        <div className="quick-order-form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled || !state.canAddRow}
            onClick={addRow}
          >
            {t('quickOrder.addRow')}
          </button>
          <button
            type="submit"
            className="button button--primary quick-order-form__submit"
            disabled={disabled}
            aria-busy={state.busy === 'checking'}
          >
            {state.busy === 'checking' ? t('quickOrder.submitting') : t('quickOrder.submit')}
          </button>
        </div>
        <p
          className={`quick-order-page__notice quick-order-page__notice--${notice?.tone ?? 'info'}`}
          role="status"
        >
          {notice?.text ?? ''}
          {notice?.added && (
            <>
              {' '}
              <Link to={pathTo('cart', locale)}>{t('quickOrder.toCart')}</Link>
            </>
          )}
        </p>
      </form>
      <QuickOrderImport state={state} />
    </div>
  );
}
