import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DECLINE_REASON_LENGTH } from '@shop/domain';

/**
 * The decline of a registration: a required reason (told to the registrant by mail), checked here
 * as the BFF checks it, so an empty reason is said at once and translated.
 */
export function DeclineForm({
  busy,
  onDecline,
  onCancel,
}: {
  busy: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(t('error.decline-reason-required'));
    if (trimmed.length > MAX_DECLINE_REASON_LENGTH) return setProblem(t('error.decline-reason-too-long'));
    setProblem('');
    onDecline(trimmed);
  };
  return (
    <form className="registration__decline" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('registrations.reason')}</label>
      <textarea
        id={id}
        value={reason}
        rows={4}
        maxLength={MAX_DECLINE_REASON_LENGTH}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <p id={`${id}-problem`} className="registration__problem" role="alert">
        {problem}
      </p>
      <div className="registration__actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {t('registrations.declineSubmit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {t('registrations.cancel')}
        </button>
      </div>
    </form>
  );
}
