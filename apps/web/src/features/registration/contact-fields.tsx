import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isFormFieldShown, type RegistrationContactForm, type RegistrationOptions } from '@shop/domain';
import { FormField } from './form-field';
import type { RegistrationConfig } from './registration-form';

type ContactValues = Omit<RegistrationContactForm, 'comment'>;

const isMandatory = (options: RegistrationOptions, field: string) =>
  options.fieldDescriptions.some((d) => d.parameterName === field && d.status === 'Mandatory');

/**
 * The registrant's own fields, shared by both registrations: salutation, name, position, phone, the
 * login (the signed-in IdP login, shown but not editable: decision 0092) and, with the
 * additional-contact-mail option, an e-mail of its own.
 */
export function ContactFields({
  values,
  config,
  options,
  errors,
  disabled,
  onChange,
}: {
  values: ContactValues;
  config: RegistrationConfig;
  options: RegistrationOptions;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (patch: Partial<ContactValues>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = (
    field: 'firstName' | 'lastName' | 'personalPhone',
    autoComplete: string,
    required: boolean,
  ) => (
    <FormField
      id={`${id}-${field}`}
      field={field}
      label={t(`registration.field.${field}`)}
      error={errors[field]}
      required={required}
    >
      {(a11y) => (
        <input
          {...a11y}
          type={field === 'personalPhone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          disabled={disabled}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
  const ownMailShown = isFormFieldShown(options, 'personalMail');
  const ownMailRequired = values.additionalContactMail || isMandatory(options, 'personalMail');
  return (
    <fieldset className="registration-section">
      <legend>{t('registration.contactSection')}</legend>
      <div className="registration-grid">
        <FormField
          id={`${id}-salutation`}
          field="salutation"
          label={t('registration.field.salutation')}
          error={errors.salutation}
          required
        >
          {(a11y) => (
            <select
              {...a11y}
              disabled={disabled}
              value={values.salutation}
              onChange={(event) => onChange({ salutation: event.target.value })}
            >
              <option value="">{t('registration.choose')}</option>
              {config.salutations.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('firstName', 'given-name', true)}
        {text('lastName', 'family-name', true)}
        <FormField
          id={`${id}-position`}
          field="position"
          label={t('registration.field.position')}
          error={errors.position}
          required
        >
          {(a11y) => (
            <select
              {...a11y}
              disabled={disabled}
              value={values.position}
              onChange={(event) => onChange({ position: event.target.value })}
            >
              <option value="">{t('registration.choose')}</option>
              {config.organizationalLevels.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isFormFieldShown(options, 'personalPhone') &&
          text('personalPhone', 'tel', isMandatory(options, 'personalPhone'))}
        <FormField
          id={`${id}-loginMail`}
          field="loginMail"
          label={t('registration.field.loginMail')}
          error={errors.loginMail}
          required
          hint={t('registration.loginMailHint')}
        >
          {(a11y) => <input {...a11y} type="email" readOnly value={values.loginMail} />}
        </FormField>
      </div>
      {ownMailShown && (
        <>
          <div className="registration-check">
            <input
              id={`${id}-ownMail`}
              type="checkbox"
              disabled={disabled}
              checked={values.additionalContactMail}
              onChange={(event) =>
                onChange({
                  additionalContactMail: event.target.checked,
                  ...(event.target.checked ? {} : { personalMail: '' }),
                })
              }
            />
            <label htmlFor={`${id}-ownMail`}>{t('registration.additionalContactMail')}</label>
          </div>
          {ownMailRequired && (
            <div className="registration-grid">
              <FormField
                id={`${id}-personalMail`}
                field="personalMail"
                label={t('registration.field.personalMail')}
                error={errors.personalMail}
                required
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="email"
                    autoComplete="email"
                    disabled={disabled}
                    value={values.personalMail}
                    onChange={(event) => onChange({ personalMail: event.target.value })}
                  />
                )}
              </FormField>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
