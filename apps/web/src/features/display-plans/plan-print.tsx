import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PRINT_FORMATS, type PrintFormat } from '@shop/domain';
import { GENERATE_PLAN_PDF_MUTATION } from '../documents/documents.queries';
import { useDocumentDownload } from '../documents/use-document-download';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';

/** One plan's print control: a print format and the PDF the worker renders (decision 0057). */
export function PlanPrint({ planId, planName }: { planId: string; planName: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useApolloClient();
  const selectId = useId();
  const [format, setFormat] = useState<PrintFormat>('A4_PORTRAIT');
  const { download, pending, failure } = useDocumentDownload();

  const print = () =>
    void download(planId, async () => {
      const { data } = await client.mutate({
        mutation: GENERATE_PLAN_PDF_MUTATION,
        variables: { input: { locale, planId, printFormat: format, clientMutationId: null } },
      });
      return data?.generatePlanPdfEncodedFileContent.document;
    });

  return (
    <div className="plans__print">
      <label htmlFor={selectId} className="visually-hidden">
        {t('plans.printFormatOf', { name: planName })}
      </label>
      <select id={selectId} value={format} onChange={(event) => setFormat(event.target.value as PrintFormat)}>
        {PRINT_FORMATS.map((candidate) => (
          <option key={candidate} value={candidate}>
            {t(`plans.formats.${candidate}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary"
        onClick={print}
        disabled={pending !== null}
        aria-busy={pending !== null}
        aria-label={t('plans.printPlan', { name: planName })}
      >
        {pending ? t('documents.preparing') : t('plans.download')}
      </button>
      {failure && (
        <p className="plans__print-error" role="alert">
          {messageText(t, failure.messageKey)}
        </p>
      )}
    </div>
  );
}
