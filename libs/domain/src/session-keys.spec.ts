import { cartKeyOf, shoppingListKeyOf } from './session-keys';

const contact = { mandantCode: '20HHAT', customerNo: '100001', contactNo: 'KT000001' };
const hash = '9f86d081884c7d659a2feaa0c55ad015';

describe('cart key', () => {
  it('joins mandant, customer number and contact number with dashes', () => {
    expect(cartKeyOf(contact)).toBe('20HHAT-100001-KT000001');
  });

  it('puts the login-email hash of an employee first', () => {
    expect(cartKeyOf({ ...contact, loginEmailHash: hash })).toBe(`${hash}-20HHAT-100001-KT000001`);
  });

  it('treats an empty or null hash as no employee', () => {
    expect(cartKeyOf({ ...contact, loginEmailHash: null })).toBe('20HHAT-100001-KT000001');
    expect(cartKeyOf({ ...contact, loginEmailHash: '' })).toBe('20HHAT-100001-KT000001');
  });

  it('gives no key when a part is missing or could break the key apart', () => {
    expect(cartKeyOf({ ...contact, customerNo: '' })).toBeNull();
    expect(cartKeyOf({ ...contact, contactNo: 'KT-1' })).toBeNull();
    expect(cartKeyOf({ ...contact, loginEmailHash: 'a-b' })).toBeNull();
  });
});

describe('shopping-list key', () => {
  it('is customerNo-contactNo-mandantCode', () => {
    expect(shoppingListKeyOf(contact)).toBe('100001-KT000001-20HHAT');
  });

  it('puts the login-email hash of an employee first', () => {
    expect(shoppingListKeyOf({ ...contact, loginEmailHash: hash })).toBe(`${hash}-100001-KT000001-20HHAT`);
  });

  it('differs between an employee and the contact they act as', () => {
    expect(shoppingListKeyOf({ ...contact, loginEmailHash: hash })).not.toBe(shoppingListKeyOf(contact));
    expect(cartKeyOf({ ...contact, loginEmailHash: hash })).not.toBe(cartKeyOf(contact));
  });

  it('gives no key without a customer', () => {
    expect(shoppingListKeyOf({ ...contact, contactNo: '' })).toBeNull();
  });
});
