import { existingCustomerFormErrors, newCustomerFormErrors, registrationOptionsOf } from '@shop/domain';
import { i18nFor } from '../../i18n/i18n';
import { emptyNewCustomerForm, errorsByField, fieldMessage } from './registration-form';

const config = {
  countryCode: 'AT',
  salutations: [{ code: 'MR', name: 'Herr' }],
  customerGroups: [{ code: 'HOTEL', name: 'Hotellerie' }],
  organizationalLevels: [{ code: 'KITCHEN', name: 'Küche' }],
  fieldDescriptions: [
    { parameterName: 'customerNumber', status: 'Visible' },
    { parameterName: 'vatNumber', status: 'Mandatory' },
    { parameterName: 'tradeRegisterNumber', status: 'Visible' },
    { parameterName: 'branchCount', status: 'Hidden' },
  ],
};
const options = registrationOptionsOf(config);

describe('the registration form on the shared rules (decision 0092)', () => {
  it('lists every required field of an empty new-customer form with the required message', () => {
    const errors = errorsByField(
      newCustomerFormErrors(emptyNewCustomerForm('newcomer@shop.example'), options),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'companyName',
        'companyPostal',
        'companyCity',
        'companyMail',
        'group',
        'salutation',
        'position',
        'companyStreetNumber',
        'companyPhone',
        'firstName',
        'lastName',
        'dynamicFields.vatNumber',
      ].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['error.field-required']));
  });

  it('shows the messages in the page language, "too long" with the field’s maximum', () => {
    const t = i18nFor('de').t;
    expect(fieldMessage(t, 'firstName', 'error.field-too-long')).toBe(
      'Bitte geben Sie höchstens 30 Zeichen ein.',
    );
    expect(fieldMessage(t, 'customerNumber', 'error.field-too-long')).toContain('20');
    expect(fieldMessage(t, 'loginMail', 'error.field-too-long')).toContain('80');
    expect(fieldMessage(i18nFor('bg').t, 'companyMail', 'error.field-invalid-email')).toBe(
      'Моля, въведете валиден имейл адрес.',
    );
  });

  it('takes codes only from the configured lists and the existing customer’s number as required', () => {
    const errors = errorsByField(
      existingCustomerFormErrors(
        {
          ...emptyNewCustomerForm('newcomer@shop.example'),
          salutation: 'LORD',
          position: 'KITCHEN',
          firstName: 'A',
          lastName: 'B',
        },
        options,
      ),
    );
    expect(errors).toEqual({
      customerNumber: 'error.field-required',
      salutation: 'error.field-invalid-option',
    });
  });
});
