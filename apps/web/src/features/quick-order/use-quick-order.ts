import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MAX_QUICK_ORDER_ROWS } from '@shop/domain';
import { useCart } from '../cart/use-cart';
import { useListingContext } from '../shop/use-listing-context';
import { messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { quickOrderEvent } from './quick-order-analytics';
import { checkRows, codesToLookUp } from './quick-order-check';
import { QuickOrderFileError, rowsFromFile } from './quick-order-file';
import { rowsFromText, textOfRows, type ParsedRow } from './quick-order-parse';
import {
  afterQuickOrder,
  isFilled,
  newRow,
  padded,
  withPlacedRows,
  type QuickOrderRow,
} from './quick-order-rows';
import { QUICK_ORDER_LOOKUP_QUERY } from './quick-order.queries';

export interface QuickOrderNotice {
  tone: 'ok' | 'info' | 'error';
  text: string;
  /** Rows went into the cart: the notice offers the way there. */
  added?: boolean;
}

/**
 * The quick order form's state (decision 0040): its rows, the paste box, and "add to cart": look the
 * codes up in one call, check each row with the cart's rules, put the valid rows into the cart in one
 * change and keep every other row with why it did not go in. A refusal of the whole change keeps
 * every row; nothing the user typed is lost.
 */
export function useQuickOrder() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cart = useCart();
  const client = useApolloClient();
  const { userType } = useListingContext();
  const [rows, setRows] = useState(() => padded([]));
  const [pasteText, setPasteText] = useState('');
  const [busy, setBusy] = useState<'checking' | 'reading' | null>(null);
  const [notice, setNotice] = useState<QuickOrderNotice | null>(null);

  /** Puts parsed rows into the form; what does not fit goes (back) into the paste box. */
  const place = (parsed: readonly ParsedRow[], at?: string) => {
    const result = withPlacedRows(rows, parsed, at);
    setRows(result.rows);
    setPasteText(textOfRows(result.overflow));
    const placed = t('quickOrder.placed', { count: result.placed });
    setNotice(
      result.overflow.length > 0
        ? {
            tone: 'info',
            text: `${placed} ${t('quickOrder.overflow', { count: result.overflow.length, max: MAX_QUICK_ORDER_ROWS })}`,
          }
        : { tone: 'info', text: placed },
    );
  };

  const changeRow = (id: string, patch: Partial<Pick<QuickOrderRow, 'code' | 'quantity'>>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch, issue: null } : row)));

  const addRow = (): string | null => {
    if (rows.length >= MAX_QUICK_ORDER_ROWS) return null;
    const row = newRow();
    setRows((current) => [...current, row]);
    return row.id;
  };

  const removeRow = (id: string) =>
    setRows((current) => {
      const rest = current.filter((row) => row.id !== id);
      return rest.length === 0 ? padded([]) : rest;
    });

  const pasteRows = () => {
    const parsed = rowsFromText(pasteText);
    if (parsed.length > 0) place(parsed);
  };

  const readFile = async (file: File) => {
    setBusy('reading');
    setNotice({ tone: 'info', text: t('quickOrder.file.reading') });
    try {
      const parsed = await rowsFromFile(file);
      if (parsed.length === 0) setNotice({ tone: 'error', text: t('quickOrder.file.empty') });
      else place(parsed);
    } catch (error) {
      const problem = error instanceof QuickOrderFileError ? error.problem : 'unreadable';
      setNotice({ tone: 'error', text: t(`quickOrder.file.${problem}`) });
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (busy) return;
    const filled = rows.filter(isFilled);
    if (filled.length === 0) {
      setNotice({ tone: 'error', text: t('quickOrder.nothingToAdd') });
      return;
    }
    setBusy('checking');
    setNotice(null);
    const keepAll = (reason: string) =>
      setNotice({ tone: 'error', text: `${reason} ${t('quickOrder.refusedAll')}` });
    try {
      const codes = codesToLookUp(filled);
      const matches =
        codes.length === 0
          ? []
          : ((
              await client.query({
                query: QUICK_ORDER_LOOKUP_QUERY,
                variables: { locale, codes },
                fetchPolicy: 'no-cache',
              })
            ).data?.quickOrderLookup ?? []);
      const checked = checkRows(filled, matches);
      const outcome = checked.lines.length > 0 ? await cart.change('add', checked.lines) : null;
      if (outcome && outcome.kind !== 'done') {
        setRows((current) => current.map((row) => ({ ...row, issue: checked.issues.get(row.id) ?? null })));
        keepAll(
          outcome.kind === 'conflict'
            ? t('quickOrder.changedMeanwhile')
            : messageText(t, outcome.messageKey, outcome.values),
        );
        return;
      }
      setRows((current) => afterQuickOrder(current, checked.passing, checked.issues));
      if (outcome) quickOrderEvent(userType, checked.items, checked.issues.size);
      const summary = [
        t('quickOrder.added', { count: checked.passing.size }),
        ...(checked.issues.size > 0 ? [t('quickOrder.attention', { count: checked.issues.size })] : []),
      ].join(' ');
      setNotice({ tone: checked.issues.size > 0 ? 'error' : 'ok', text: summary, added: Boolean(outcome) });
    } catch (error) {
      keepAll(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    } finally {
      setBusy(null);
    }
  };

  return {
    rows,
    busy,
    notice,
    pasteText,
    setPasteText,
    changeRow,
    addRow,
    removeRow,
    place,
    pasteRows,
    readFile,
    submit,
    canAddRow: rows.length < MAX_QUICK_ORDER_ROWS,
  };
}

export type QuickOrderState = ReturnType<typeof useQuickOrder>;
