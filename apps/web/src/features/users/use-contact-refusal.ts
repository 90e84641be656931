import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';

/**
 * What the BFF refused of a contact form's last submission: the fields with their message keys (shown
 * under each field) and one line for the whole form.
 */
export function useContactRefusal() {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  return {
    serverErrors,
    problem,
    clear() {
      setServerErrors({});
      setProblem('');
    },
    refused(error: unknown) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      setProblem(
        Object.keys(fields).length > 0
          ? t('users.form.checkFields')
          : messageText(t, messageKeyOf(error) ?? 'error.internal'),
      );
    },
  };
}
