import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickOrderState } from './use-quick-order';

/** Rows from elsewhere: a block pasted from a spreadsheet, or a CSV or Excel file. */
export function QuickOrderImport({ state }: { state: QuickOrderState }) {
  const { t } = useTranslation();
  const id = useId();
  const disabled = state.busy !== null;
  return (
    <aside className="quick-order-import" aria-label={t('quickOrder.importTitle')}>
      <section className="quick-order-import__part" aria-labelledby={`${id}-paste`}>
        <h2 id={`${id}-paste`}>{t('quickOrder.paste.title')}</h2>
        <label htmlFor={`${id}-paste-text`}>{t('quickOrder.paste.label')}</label>
        <textarea
          id={`${id}-paste-text`}
          rows={6}
          value={state.pasteText}
          placeholder={'4711;3\n9012000000769\t12'}
          spellCheck={false}
          disabled={disabled}
          aria-describedby={`${id}-paste-hint`}
          onChange={(event) => state.setPasteText(event.target.value)}
        />
        <p id={`${id}-paste-hint`} className="quick-order-import__hint">
          {t('quickOrder.paste.hint')}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || state.pasteText.trim() === ''}
          onClick={state.pasteRows}
        >
          {t('quickOrder.paste.apply')}
        </button>
      </section>
      <section className="quick-order-import__part" aria-labelledby={`${id}-file`}>
        <h2 id={`${id}-file`}>{t('quickOrder.file.title')}</h2>
        <label htmlFor={`${id}-file-input`}>{t('quickOrder.file.label')}</label>
        <input
          id={`${id}-file-input`}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={disabled}
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again (after correcting it) reads it again.
            event.target.value = '';
            if (file) void state.readFile(file);
          }}
        />
        <p id={`${id}-file-hint`} className="quick-order-import__hint">
          {t('quickOrder.file.hint')}
        </p>
      </section>
    </aside>
  );
}
