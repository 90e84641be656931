import { existingCustomerPayloadOf, newCustomerPayloadOf } from './registration-payload-of';
import {
  maxLengthOf,
  newCustomerFormErrors,
  type NewCustomerForm,
  type RegistrationOptions,
} from './registration-rules';

const options: RegistrationOptions = {
  groups: ['HOTEL'],
  salutations: ['MR', 'MS'],
  positions: ['KITCHEN'],
  countryCode: 'AT',
  fieldDescriptions: [
    { parameterName: 'customerNumber', status: 'Visible' },
    { parameterName: 'personalPhone', status: 'Hidden' },
    { parameterName: 'vatNumber', status: 'Mandatory' },
    { parameterName: 'tradeRegisterNumber', status: 'Visible' },
    { parameterName: 'branchCount', status: 'Hidden' },
  ],
};

const valid: NewCustomerForm = {
  companyName: 'Gasthof',
  companyStreetNumber: 'Hauptstraße 1',
  companyPostal: '1010',
  companyCity: 'Wien',
  companyPhone: '+43 1 1',
  companyMail: 'office@gasthof.example',
  group: 'HOTEL',
  customerNumber: '',
  salutation: 'MR',
  firstName: 'Josef',
  lastName: 'Huber',
  position: 'KITCHEN',
  personalPhone: '',
  loginMail: 'josef@gasthof.example',
  additionalContactMail: false,
  personalMail: '',
  comment: '',
  dynamicFields: { vatNumber: 'ATU1' },
};

const errorsOf = (patch: Partial<NewCustomerForm>) =>
  newCustomerFormErrors({ ...valid, ...patch }, options).map((e) => `${e.field}:${e.messageKey}`);

describe('registration form rules (decision 0092)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('requires a Mandatory extra field, leaves a Visible one optional and refuses a hidden or unknown one', () => {
    expect(errorsOf({ dynamicFields: {} })).toEqual(['dynamicFields.vatNumber:error.field-required']);
    expect(errorsOf({ dynamicFields: { vatNumber: 'x', tradeRegisterNumber: 'FN 1' } })).toEqual([]);
    expect(errorsOf({ dynamicFields: { vatNumber: 'x', branchCount: '2' } })).toEqual([
      'dynamicFields.branchCount:error.unknown-field',
    ]);
    expect(errorsOf({ dynamicFields: { vatNumber: 'x'.repeat(81) } })).toEqual([
      'dynamicFields.vatNumber:error.field-too-long',
    ]);
  });

  it('requires the own e-mail only with the additional-contact-mail option', () => {
    expect(errorsOf({ additionalContactMail: true })).toEqual(['personalMail:error.field-required']);
    expect(errorsOf({ additionalContactMail: true, personalMail: 'me@x.example' })).toEqual([]);
  });

  it('checks the maxima of the spec and the post code format of the tenant country', () => {
    expect(errorsOf({ customerNumber: '1'.repeat(21) })).toEqual(['customerNumber:error.field-too-long']);
    expect(errorsOf({ companyPostal: '10100' })).toEqual(['companyPostal:error.invalid-postal-code']);
    expect([maxLengthOf('personalPhone'), maxLengthOf('loginMail'), maxLengthOf('dynamicFields.x')]).toEqual([
      30, 80, 80,
    ]);
  });

  it('does not check a described field that is not shown (Hidden personalPhone)', () => {
    expect(errorsOf({ personalPhone: '0'.repeat(40) })).toEqual([]);
  });

  it('builds the payload: the admin role, dynamicFields per shown description, unshown fields dropped', () => {
    const payload = newCustomerPayloadOf(
      { ...valid, personalPhone: '123', customerNumber: 'K-1', comment: ' bitte ' },
      options,
      { mandantCode: '20HHAT', webRole: 'ROLE_ADMIN' },
    );
    expect(payload.contact).toMatchObject({ webRole: 'ROLE_ADMIN', phone: null, email: null });
    expect(payload.dynamicFields).toEqual({
      customerNumber: 'K-1',
      vatNumber: 'ATU1',
      tradeRegisterNumber: '',
    });
    expect(payload.comments).toEqual([{ text: 'bitte' }]);
    expect(payload.customer.address).toEqual({
      address1: 'Hauptstraße 1',
      postCode: '1010',
      city: 'Wien',
      countryCode: 'AT',
    });
    const existing = existingCustomerPayloadOf({ ...valid, customerNumber: ' 100001 ' }, options, {
      mandantCode: '20HHAT',
      webRole: 'ROLE_CART_PURCHASER',
    });
    expect(existing.customer.customerNumber).toBe('100001');
  });
});
