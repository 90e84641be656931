import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { existingCustomerFormErrors, registrationOptionsOf, type ExistingCustomerForm } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { RegistrationFieldsFragment } from '../../gql/generated';
import { useLocale } from '../locale/locale-context';
import { FormField } from './form-field';
import { contactInputOf, emptyNewCustomerForm, type RegistrationConfig } from './registration-form';
import { RegistrationFormFrame } from './registration-form-frame';
import { REGISTER_EXISTING_CUSTOMER_MUTATION } from './registration.queries';
import { useRegistrationSubmit } from './use-registration-submit';

/**
 * The existing-customer form (decision 0092): the customer's number and the registrant; the
 * customer's administrators are asked by mail to approve the access.
 */
export function ExistingCustomerRegistrationForm({
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
  const [values, setValues] = useState<ExistingCustomerForm>(() => emptyNewCustomerForm(loginEmail));
  const [register] = useMutation(REGISTER_EXISTING_CUSTOMER_MUTATION);
  const { errors, failure, sending, submit, form } = useRegistrationSubmit({
    rules: () => existingCustomerFormErrors(values, options),
    send: async () => {
      const result = await register({
        variables: {
          input: {
            locale,
            mandantCode: LOCALES[locale].mandantCode ?? '',
            customerNumber: values.customerNumber,
            ...contactInputOf(values, options),
          },
        },
      });
      return result.data!.registerExistingCustomer;
    },
    onDone,
  });
  const patch = (change: Partial<ExistingCustomerForm>) =>
    setValues((current) => ({ ...current, ...change }));
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
        <legend>{t('registration.customerSection')}</legend>
        <div className="registration-grid">
          <FormField
            id={`${id}-customerNumber`}
            field="customerNumber"
            label={t('registration.field.customerNumber')}
            error={errors.customerNumber}
            required
            hint={t('registration.customerNumberHint')}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                autoComplete="off"
                disabled={sending}
                value={values.customerNumber}
                onChange={(event) => patch({ customerNumber: event.target.value })}
              />
            )}
          </FormField>
        </div>
      </fieldset>
    </RegistrationFormFrame>
  );
}
