import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import './query-error.css';

interface QueryErrorProps {
  onRetry: () => void;
  compact?: boolean;
}

/** The translated error state of a failed load, with a retry button. */
export function QueryError({ onRetry, compact = false }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'query-error query-error--compact' : 'query-error'} role="alert">
      <AlertIcon className="query-error__icon" width={compact ? 20 : 28} height={compact ? 20 : 28} />
      <div className="query-error__body">
        <p className="query-error__title">{t('errors.loadFailed')}</p>
        {!compact && <p className="query-error__hint">{t('errors.loadFailedHint')}</p>}
      </div>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
