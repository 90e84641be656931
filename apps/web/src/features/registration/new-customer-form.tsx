import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  dynamicFieldDescriptions,
  isFormFieldShown,
  newCustomerFormErrors,
  registrationOptionsOf,
  type NewCustomerForm,
} from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { RegistrationFieldsFragment } from '../../gql/generated';
import { useLocale } from '../locale/locale-context';
import { FormField } from './form-field';
import { PostCodeFields } from './post-code-field';
import { contactInputOf, emptyNewCustomerForm, optional, type RegistrationConfig } from './registration-form';
import { RegistrationFormFrame } from './registration-form-frame';
import { CREATE_CUSTOMER_MUTATION } from './registration.queries';
import { useRegistrationSubmit } from './use-registration-submit';

type TextField = 'companyName' | 'companyStreetNumber' | 'companyPhone' | 'companyMail' | 'customerNumber';

/**
 * The new-customer form (docs/rules/validation.md registration form; decision 0092): company, address
 * with post code suggestions, customer group, the configured extra fields, the registrant and a
 * comment. The shared rules of libs/domain run before sending; the BFF checks them again.
 */
export function NewCustomerRegistrationForm({
  config,
  loginEmail,
  onDone,
}: {
  config: RegistrationConfig;
  loginEmail: string;
  onDone: (registration: RegistrationFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const options = registrationOptionsOf(config);
  const [values, setValues] = useState<NewCustomerForm>(() => emptyNewCustomerForm(loginEmail));
  const [create] = useMutation(CREATE_CUSTOMER_MUTATION);
  const { errors, failure, sending, submit, form } = useRegistrationSubmit({
    rules: () => newCustomerFormErrors(values, options),
    send: async () => {
      const result = await create({
        variables: {
          input: {
            locale,
            mandantCode: LOCALES[locale].mandantCode ?? '',
            companyName: values.companyName,
            companyStreetNumber: values.companyStreetNumber,
            companyPostal: values.companyPostal,
            companyCity: values.companyCity,
            companyPhone: values.companyPhone,
            companyMail: values.companyMail,
            group: values.group,
            customerNumber: isFormFieldShown(options, 'customerNumber')
              ? optional(values.customerNumber)
              : null,
            ...contactInputOf(values, options),
            dynamicFields: dynamicFieldDescriptions(options).map((d) => ({
              parameterName: d.parameterName,
              value: values.dynamicFields[d.parameterName] ?? '',
            })),
          },
        },
      });
      return result.data!.createCustomer;
    },
    onDone,
  });
  const patch = (change: Partial<NewCustomerForm>) => setValues((current) => ({ ...current, ...change }));
  const required = (field: string) =>
    field !== 'customerNumber' ||
    options.fieldDescriptions.some((d) => d.parameterName === field && d.status === 'Mandatory');
  const text = (field: TextField, type: string, autoComplete: string): ReactNode => (
    <FormField
      id={`${id}-${field}`}
      field={field}
      label={t(`registration.field.${field}`)}
      error={errors[field]}
      required={required(field)}
    >
      {(a11y) => (
        <input
          {...a11y}
          type={type}
          autoComplete={autoComplete}
          disabled={sending}
          value={values[field]}
          onChange={(event) => patch({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <RegistrationFormFrame
      form={form}
      values={values}
      config={config}
      options={options}
      errors={errors}
      failure={failure}
      sending={sending}
      onChange={patch}
      onSubmit={() => void submit()}
    >
      <fieldset className="registration-section">
        <legend>{t('registration.companySection')}</legend>
        <div className="registration-grid">
          {text('companyName', 'text', 'organization')}
          {text('companyStreetNumber', 'text', 'street-address')}
          <PostCodeFields
            postCode={values.companyPostal}
            city={values.companyCity}
            errors={errors}
            disabled={sending}
            onChange={({ postCode, city }) => patch({ companyPostal: postCode, companyCity: city })}
          />
          {text('companyPhone', 'tel', 'tel')}
          {text('companyMail', 'email', 'email')}
          <FormField
            id={`${id}-group`}
            field="group"
            label={t('registration.field.group')}
            error={errors.group}
            required
          >
            {(a11y) => (
              <select
                {...a11y}
                disabled={sending}
                value={values.group}
                onChange={(event) => patch({ group: event.target.value })}
              >
                <option value="">{t('registration.choose')}</option>
                {config.customerGroups.map((g) => (
                  <option key={g.code} value={g.code}>
                    {g.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {isFormFieldShown(options, 'customerNumber') && text('customerNumber', 'text', 'off')}
          {dynamicFieldDescriptions(options).map((d) => {
            const field = `dynamicFields.${d.parameterName}`;
            return (
              <FormField
                key={d.parameterName}
                id={`${id}-dyn-${d.parameterName}`}
                field={field}
                label={t(`registration.dynamic.${d.parameterName}`, { defaultValue: d.parameterName })}
                error={errors[field]}
                required={d.status === 'Mandatory'}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="text"
                    disabled={sending}
                    value={values.dynamicFields[d.parameterName] ?? ''}
                    onChange={(event) =>
                      patch({
                        dynamicFields: { ...values.dynamicFields, [d.parameterName]: event.target.value },
                      })
                    }
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
    </RegistrationFormFrame>
  );
}
