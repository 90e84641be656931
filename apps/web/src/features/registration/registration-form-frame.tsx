import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isFormFieldShown, type RegistrationContactForm, type RegistrationOptions } from '@shop/domain';
import { messageText } from '../errors/message-text';
import { ContactFields } from './contact-fields';
import { FormField } from './form-field';
import type { RegistrationConfig } from './registration-form';

/**
 * What both registration forms share around their own fields: the form (no browser validation: the
 * shared rules speak), the registrant's fields, the comment when configured, the submit button and
 * the summary of a refusal.
 */
export function RegistrationFormFrame<T extends RegistrationContactForm>({
  form,
  values,
  config,
  options,
  errors,
  failure,
  sending,
  onChange,
  onSubmit,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  values: T;
  config: RegistrationConfig;
  options: RegistrationOptions;
  errors: Record<string, string>;
  failure: string | null;
  sending: boolean;
  onChange: (patch: Partial<T>) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const commentRequired = options.fieldDescriptions.some(
    (d) => d.parameterName === 'comment' && d.status === 'Mandatory',
  );
  return (
    <form
      ref={form}
      className="registration-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ContactFields
        values={values}
        config={config}
        options={options}
        errors={errors}
        disabled={sending}
        onChange={(patch) => onChange(patch as Partial<T>)}
      />
      {isFormFieldShown(options, 'comment') && (
        <div className="registration-section registration-section--plain">
          <FormField
            id={`${id}-comment`}
            field="comment"
            label={t('registration.field.comment')}
            error={errors.comment}
            required={commentRequired}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                rows={3}
                disabled={sending}
                value={values.comment}
                onChange={(event) => onChange({ comment: event.target.value } as Partial<T>)}
              />
            )}
          </FormField>
        </div>
      )}
      <div className="registration-submit">
        <p className="registration-submit__note">{t('registration.requiredNote')}</p>
        <div role="alert" className="registration-submit__alert">
          {Object.keys(errors).length > 0 && <p>{t('registration.fixFields')}</p>}
          {failure && <p>{messageText(t, failure)}</p>}
        </div>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {sending ? t('registration.sending') : t('registration.submit')}
        </button>
      </div>
    </form>
  );
}
