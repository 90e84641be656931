import { useEffect, useRef, useState } from 'react';
import type { RegistrationFieldError } from '@shop/domain';
import { fieldErrorsOf, hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { errorsByField } from './registration-form';

/**
 * The submit of a registration form: the shared rules first (nothing is sent while one fails), then
 * the BFF (the authority), whose field errors land on the same fields. After a refusal the first
 * invalid control gets the focus.
 */
export function useRegistrationSubmit<T>({
  rules,
  send,
  onDone,
}: {
  rules: () => RegistrationFieldError[];
  send: () => Promise<T>;
  onDone: (result: T) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = async () => {
    if (sending) return;
    setFailure(null);
    const local = rules();
    if (local.length > 0) {
      setErrors(errorsByField(local));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onDone(await send());
    } catch (error) {
      if (hasErrorCode(error, 'BAD_USER_INPUT')) {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(messageKeyOf(error) ?? 'error.internal');
        setAttempt((n) => n + 1);
      } else {
        setFailure(messageKeyOf(error) ?? 'error.internal');
      }
    } finally {
      setSending(false);
    }
  };

  return { errors, setErrors, failure, sending, submit, form };
}
