import { useState } from 'react';
import { Link } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@shop/locales';
import { useMe } from '../session/use-me';
import { useCart } from '../cart/use-cart';
import {
  PRINT_CREDIT_MEMO_QUERY,
  PRINT_INVOICE_QUERY,
  PRINT_ORDER_QUERY,
} from '../documents/documents.queries';
import { useDocumentDownload } from '../documents/use-document-download';
import { hasErrorCode, messageKeyOf, messageValuesOf } from '../errors/graphql-error-code';
import { messageText, type MessageValues } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { ORDER_INFORMATIONS_QUERY, REORDER_MUTATION } from './orders.queries';

type Skipped = { sku: string; name: string; reason: string };
type ReorderNotice =
  | { kind: 'done'; added: number; skipped: Skipped[] }
  | { kind: 'error'; messageKey: string; values?: MessageValues };

/**
 * What one can do with an opened order: print it, its invoices and credit memos (rendered by the
 * worker, decision 0057), and put its lines into the cart again (decision 0058).
 */
export function OrderActions({
  orderNumber,
  withDocuments,
}: {
  orderNumber: string;
  withDocuments: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useApolloClient();
  const mandantCode = useMe().data?.me?.mandantCode ?? '';
  // Documents show amounts: roles that see no prices print none (the BFF refuses them too).
  const infos = useQuery(ORDER_INFORMATIONS_QUERY, {
    variables: { locale, orderNumbers: [orderNumber] },
    fetchPolicy: 'network-only',
    skip: !withDocuments,
  });
  const documents = infos.data?.orderInformations[0]?.documents ?? [];
  const { download, pending, failure } = useDocumentDownload();

  const printOrder = () =>
    download('ORDER', async () => {
      const { data } = await client.query({
        query: PRINT_ORDER_QUERY,
        variables: { locale, orderNo: orderNumber, mandantCode },
        fetchPolicy: 'network-only',
      });
      return data?.printOrder;
    });
  const printDocument = (type: string, number: string) =>
    download(number, async () => {
      if (type === 'INVOICE') {
        const { data } = await client.query({
          query: PRINT_INVOICE_QUERY,
          variables: { locale, invoiceNumber: number },
          fetchPolicy: 'network-only',
        });
        return data?.printOrderInvoice;
      }
      const { data } = await client.query({
        query: PRINT_CREDIT_MEMO_QUERY,
        variables: { locale, memoNumber: number },
        fetchPolicy: 'network-only',
      });
      return data?.printOrderCreditMemo;
    });

  const label = (key: string, text: string) => (pending === key ? t('documents.preparing') : text);
  return (
    <div className="order-actions">
      {withDocuments && (
        <div className="order-actions__documents" role="group" aria-label={t('documents.title')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void printOrder()}
            disabled={pending !== null}
            aria-busy={pending === 'ORDER'}
          >
            {label('ORDER', t('documents.orderPdf'))}
          </button>
          {documents.map((document) => (
            <button
              key={document.number}
              type="button"
              className="button button--secondary"
              onClick={() => void printDocument(document.type, document.number)}
              disabled={pending !== null}
              aria-busy={pending === document.number}
            >
              {label(
                document.number,
                t(document.type === 'INVOICE' ? 'documents.invoicePdf' : 'documents.creditMemoPdf', {
                  number: document.number,
                }),
              )}
            </button>
          ))}
          {infos.loading && <span className="order-actions__hint">{t('documents.loadingList')}</span>}
        </div>
      )}
      <p className="order-actions__error" role="alert">
        {failure ? messageText(t, failure.messageKey) : ''}
      </p>
      <ReorderButton orderNumber={orderNumber} />
    </div>
  );
}

function ReorderButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cart = useCart();
  const [reorder, { loading }] = useMutation(REORDER_MUTATION);
  const [notice, setNotice] = useState<ReorderNotice | null>(null);
  if (!cart.enabled) return null;

  const run = async () => {
    setNotice(null);
    const current = cart.cart ?? (await cart.refetch()).data?.cart;
    if (!current) return setNotice({ kind: 'error', messageKey: 'error.internal' });
    try {
      const { data } = await reorder({
        variables: { locale, cartId: current.id, version: current.version, orderNumber },
      });
      if (data) setNotice({ kind: 'done', added: data.reorder.added, skipped: data.reorder.skipped });
    } catch (error) {
      // The cart moved on meanwhile (another tab, a colleague): show it as it is, and let the user try again.
      if (hasErrorCode(error, 'CONFLICT')) await cart.refetch();
      setNotice({
        kind: 'error',
        messageKey: hasErrorCode(error, 'CONFLICT')
          ? 'orders.reorderConflict'
          : (messageKeyOf(error) ?? 'error.internal'),
        values: messageValuesOf(error),
      });
    }
  };

  return (
    <div className="order-actions__reorder">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void run()}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t('orders.reordering') : t('orders.reorder')}
      </button>
      <div role="status" className="order-actions__notice">
        {notice?.kind === 'done' && (
          <>
            <p>
              {t('orders.reordered', { count: notice.added })}{' '}
              <Link to={buildPath('cart', locale)}>{t('orders.toCart')}</Link>
            </p>
            {notice.skipped.length > 0 && (
              <>
                <p>{t('orders.reorderSkipped', { count: notice.skipped.length })}</p>
                <ul className="order-actions__skipped">
                  {notice.skipped.map((line) => (
                    <li key={line.sku}>
                      {line.sku} {line.name}: {messageText(t, line.reason)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        {notice?.kind === 'error' && (
          <p className="order-actions__error">
            {notice.messageKey.startsWith('error.')
              ? messageText(t, notice.messageKey, notice.values)
              : t(notice.messageKey as 'orders.reorderConflict')}
          </p>
        )}
      </div>
    </div>
  );
}
