import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationReviewFieldsFragment } from '../../gql/generated';
import { messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { DeclineForm } from './decline-form';
import { RegistrationDetails, RegistrationOutcome } from './registration-details';

/**
 * A registration with its decision: the outcome once decided, every field, and while pending the
 * confirm button (with what `extra` adds before it, e.g. the role) and the decline with a reason.
 * A refused decision (decided meanwhile) is said translated and the registration read again.
 */
export function RegistrationDecision({
  registration,
  confirmLabel,
  confirming,
  declining,
  onConfirm,
  onDecline,
  onRefused,
  extra,
}: {
  registration: RegistrationReviewFieldsFragment;
  confirmLabel: string;
  confirming: boolean;
  declining: boolean;
  onConfirm: () => Promise<unknown>;
  onDecline: (reason: string) => Promise<unknown>;
  onRefused: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const decide = async (write: () => Promise<unknown>) => {
    setProblem('');
    try {
      await write();
      setDeclineOpen(false);
    } catch (error) {
      setProblem(messageText(t, messageKeyOf(error) ?? 'error.internal'));
      onRefused();
    }
  };
  return (
    <>
      <RegistrationOutcome registration={registration} />
      <RegistrationDetails registration={registration} />
      <p className="registration__problem" role="alert">
        {problem}
      </p>
      {registration.status === 'pending' &&
        (declineOpen ? (
          <DeclineForm
            busy={declining}
            onCancel={() => setDeclineOpen(false)}
            onDecline={(reason) => void decide(() => onDecline(reason))}
          />
        ) : (
          <div className="registration__decide">
            {extra}
            <div className="registration__actions">
              <button
                type="button"
                className="button"
                disabled={confirming}
                onClick={() => void decide(onConfirm)}
              >
                {confirmLabel}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDeclineOpen(true)}>
                {t('registrations.decline')}
              </button>
            </div>
          </div>
        ))}
    </>
  );
}
