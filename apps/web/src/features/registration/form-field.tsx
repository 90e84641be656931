import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './registration-form';

interface FieldProps {
  id: string;
  /** The field path the rules name (`firstName`, `dynamicFields.vatNumber`). */
  field: string;
  label: string;
  error: string | undefined;
  required: boolean;
  hint?: string;
  children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean;
  }) => ReactNode;
}

/** A labelled form control with its hint and translated rule message (decision 0092). */
export function FormField({ id, field, label, error, required, hint, children }: FieldProps) {
  const { t } = useTranslation();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`registration-field${error ? ' registration-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="registration-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="registration-field__optional"> ({t('registration.optional')})</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': required,
      })}
      {hint && (
        <p id={`${id}-hint`} className="registration-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="registration-field__error">
          {fieldMessage(t, field, error)}
        </p>
      )}
    </div>
  );
}
