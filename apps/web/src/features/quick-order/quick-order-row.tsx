import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons';
import { messageText } from '../errors/message-text';
import type { QuickOrderRow } from './quick-order-rows';

/** Message keys of issues with the quantity (the quantity field is the invalid one); others are the code's. */
const QUANTITY_ISSUES = new Set(['error.quantity-below-minimum', 'error.invalid-add-quantity']);

export const codeInputId = (formId: string, rowId: string) => `${formId}-${rowId}-code`;

interface QuickOrderRowFieldsProps {
  formId: string;
  row: QuickOrderRow;
  /** 1-based, as the user counts. */
  number: number;
  disabled: boolean;
  onChange: (patch: { code?: string; quantity?: string }) => void;
  onRemove: () => void;
  /** Text of several cells or lines pasted into the code field (a spreadsheet copy). */
  onPasteRows: (text: string) => void;
}

/** One row of the quick order: code, quantity, remove, and why it did not go into the cart. */
export function QuickOrderRowFields({
  formId,
  row,
  number,
  disabled,
  onChange,
  onRemove,
  onPasteRows,
}: QuickOrderRowFieldsProps) {
  const { t } = useTranslation();
  const codeId = codeInputId(formId, row.id);
  const quantityId = `${formId}-${row.id}-quantity`;
  const issueId = `${formId}-${row.id}-issue`;
  const { issue } = row;
  const quantityIssue = issue !== null && QUANTITY_ISSUES.has(issue.messageKey);
  const invalid = (field: 'code' | 'quantity') =>
    issue && (field === 'quantity') === quantityIssue
      ? { 'aria-invalid': true as const, 'aria-describedby': issueId }
      : {};

  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    onPasteRows(text);
  };

  return (
    <li className={issue ? 'quick-order-row quick-order-row--invalid' : 'quick-order-row'}>
      <span className="quick-order-row__number" aria-hidden="true">
        {number}
      </span>
      <label htmlFor={codeId} className="visually-hidden">
        {t('quickOrder.codeOfRow', { row: number })}
      </label>
      <input
        id={codeId}
        className="quick-order-row__code"
        value={row.code}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onChange({ code: event.target.value })}
        onPaste={pasted}
        {...invalid('code')}
      />
      <label htmlFor={quantityId} className="visually-hidden">
        {t('quickOrder.quantityOfRow', { row: number })}
      </label>
      <input
        id={quantityId}
        className="quick-order-row__quantity"
        inputMode="numeric"
        value={row.quantity}
        maxLength={9}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => onChange({ quantity: event.target.value })}
        {...invalid('quantity')}
      />
      <button
        type="button"
        className="icon-button quick-order-row__remove"
        aria-label={t('quickOrder.removeRow', { row: number })}
        disabled={disabled}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
      {issue && (
        <p id={issueId} className="quick-order-row__issue">
          <span>
            {issue.productName && <strong>{issue.productName}: </strong>}
            {messageText(t, issue.messageKey)}
            {issue.minimum !== undefined && ` ${t('quickOrder.minimum', { minimum: issue.minimum })}`}
            {issue.successor && ` ${t('quickOrder.successor', { sku: issue.successor })}`}
          </span>
          {issue.minimum !== undefined && (
            <button
              type="button"
              className="button button--secondary quick-order-row__fix"
              disabled={disabled}
              onClick={() => onChange({ quantity: String(issue.minimum) })}
            >
              {t('quickOrder.useMinimum', { minimum: issue.minimum })}
            </button>
          )}
        </p>
      )}
    </li>
  );
}
