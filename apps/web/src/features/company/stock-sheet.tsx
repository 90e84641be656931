import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_QUANTITY } from '@shop/domain';
import type {
  BusinessUnitStockQuery,
  WriteBusinessUnitStockMutation,
  WriteBusinessUnitStockMutationVariables,
} from '../../gql/generated';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { BUSINESS_UNIT_STOCK_QUERY, WRITE_BUSINESS_UNIT_STOCK_MUTATION } from './company.queries';

interface DraftLine {
  sku: string;
  quantity: string;
  minimumQuantity: string;
}

/**
 * A location's counted stock (decision 0089): each product with its quantity and minimum, and what to
 * reorder. "Count" edits the whole sheet (lines can be added by sku and removed) and writes it at the
 * stock version shown; counted meanwhile by someone else, it is refused and the sheet reloads.
 */
export function StockSheet({
  unitId,
  stockVersion,
  onNotice,
}: {
  unitId: string;
  stockVersion: number;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const query = useQuery<BusinessUnitStockQuery>(BUSINESS_UNIT_STOCK_QUERY, {
    variables: { locale, id: unitId },
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;
  useEffect(() => {
    void refetch();
  }, [stockVersion, refetch]);
  const [write, writing] = useMutation<
    WriteBusinessUnitStockMutation,
    WriteBusinessUnitStockMutationVariables
  >(WRITE_BUSINESS_UNIT_STOCK_MUTATION);
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const stock = query.data?.businessUnitStock;
  if (!stock) return null;
  const lines = stock.lines;

  function startCount() {
    setDraft(
      lines.map((line) => ({
        sku: line.sku,
        quantity: String(line.quantity),
        minimumQuantity: String(line.minimumQuantity),
      })),
    );
  }
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !stock) return;
    try {
      await write({
        variables: {
          input: {
            locale,
            id: unitId,
            version: stock.version,
            lines: draft
              .filter((line) => line.sku.trim())
              .map((line) => ({
                sku: line.sku.trim(),
                quantity: Number(line.quantity),
                minimumQuantity: Number(line.minimumQuantity || 0),
              })),
          },
        },
      });
      setDraft(null);
      onNotice(t('locations.counted'));
      await refetch();
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        setDraft(null);
        await refetch();
      }
      onNotice(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    }
  }
  const change = (index: number, patch: Partial<DraftLine>) =>
    setDraft((current) => current && current.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  return (
    <section aria-labelledby={`${id}-stock`}>
      <h3 id={`${id}-stock`}>{t('locations.stock')}</h3>
      {draft ? (
        <form onSubmit={(event) => void save(event)}>
          <table className="locations__stock">
            <StockHead
              first={t('locations.sku')}
              last={<span className="visually-hidden">{t('locations.removeLine')}</span>}
            />
            <tbody>
              {draft.map((line, index) => (
                <tr key={index}>
                  <td>
                    <input
                      aria-label={t('locations.sku')}
                      value={line.sku}
                      required
                      maxLength={40}
                      onChange={(event) => change(index, { sku: event.target.value })}
                    />
                  </td>
                  <td className="num">
                    <input
                      aria-label={t('locations.quantityOf', { sku: line.sku })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_STOCK_QUANTITY}
                      required
                      value={line.quantity}
                      onChange={(event) => change(index, { quantity: event.target.value })}
                    />
                  </td>
                  <td className="num">
                    <input
                      aria-label={t('locations.minimumOf', { sku: line.sku })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_STOCK_QUANTITY}
                      value={line.minimumQuantity}
                      onChange={(event) => change(index, { minimumQuantity: event.target.value })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('locations.removeLineOf', { sku: line.sku })}
                      onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="locations__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft([...draft, { sku: '', quantity: '0', minimumQuantity: '0' }])}
            >
              {t('locations.addLine')}
            </button>
            <button type="submit" className="button button--primary" disabled={writing.loading}>
              {t('locations.saveCount')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
              {t('locations.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {lines.length === 0 ? (
            <p>{t('locations.noStock')}</p>
          ) : (
            <table className="locations__stock">
              <StockHead first={t('locations.product')} last={t('locations.reorder')} />
              <tbody>
                {lines.map((line) => (
                  <tr key={line.sku}>
                    <td>
                      {line.productName} <small>{line.sku}</small>
                    </td>
                    <td className="num">{line.quantity}</td>
                    <td className="num">{line.minimumQuantity}</td>
                    <td>
                      {line.needsReorder
                        ? t('locations.reorderSuggested', { count: line.reorderQuantity })
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" className="button button--secondary" onClick={startCount}>
            {t('locations.count')}
          </button>
        </>
      )}
    </section>
  );
}

/** The sheet's column heads: the product (or its sku when counting), quantity, minimum, and a last column. */
function StockHead({ first, last }: { first: string; last: ReactNode }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className="num">
          {t('locations.quantity')}
        </th>
        <th scope="col" className="num">
          {t('locations.minimum')}
        </th>
        <th scope="col">{last}</th>
      </tr>
    </thead>
  );
}
