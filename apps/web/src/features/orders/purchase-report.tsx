import { useId, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { purchaseReportRangeProblem } from '@shop/domain';
import { PURCHASE_REPORT_QUERY } from '../documents/documents.queries';
import { useDocumentDownload } from '../documents/use-document-download';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The purchase report (docs/rules/calls.md purchaseReport): what the customer bought between two days, as a PDF. */
export function PurchaseReport({ mandantCode }: { mandantCode: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useApolloClient();
  const ids = { from: useId(), until: useId() };
  const today = new Date();
  const [fromDate, setFromDate] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))));
  const [untilDate, setUntilDate] = useState(isoDay(today));
  const [formError, setFormError] = useState<string | null>(null);
  const { download, pending, failure } = useDocumentDownload();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      fromDate && untilDate ? purchaseReportRangeProblem(fromDate, untilDate) : 'error.invalid-date';
    setFormError(problem);
    if (problem) return;
    void download('REPORT', async () => {
      const { data } = await client.query({
        query: PURCHASE_REPORT_QUERY,
        variables: { locale, startDate: fromDate, endDate: untilDate, mandantCode },
        fetchPolicy: 'network-only',
      });
      return data?.purchaseReport;
    });
  };
  const error = formError ?? failure?.messageKey ?? null;

  return (
    <form className="purchase-report" onSubmit={submit} aria-labelledby={`${ids.from}-title`}>
      <h2 id={`${ids.from}-title`}>{t('documents.purchaseReport')}</h2>
      <p className="purchase-report__hint">{t('documents.purchaseReportHint')}</p>
      <div className="orders__field">
        <label htmlFor={ids.from}>{t('orders.fromDate')}</label>
        <input
          id={ids.from}
          type="date"
          value={fromDate}
          onChange={(e) => setFromDate(e.target.value)}
          required
        />
      </div>
      <div className="orders__field">
        <label htmlFor={ids.until}>{t('orders.untilDate')}</label>
        <input
          id={ids.until}
          type="date"
          value={untilDate}
          onChange={(e) => setUntilDate(e.target.value)}
          required
        />
      </div>
      <div className="orders__buttons">
        <button
          type="submit"
          className="button button--secondary"
          disabled={pending !== null}
          aria-busy={pending !== null}
        >
          {pending ? t('documents.preparing') : t('documents.downloadReport')}
        </button>
      </div>
      <p className="orders__form-error" role="alert">
        {error ? messageText(t, error) : ''}
      </p>
    </form>
  );
}
