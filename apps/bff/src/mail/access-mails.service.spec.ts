import type { CompanyContact } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { validateAccessChangedMailJob } from '@shop/jobs';
import { guestShopContext } from '@shop/locales';
import { accessChangedJobOf, roleChanged } from './access-mails.service';

/** An administrator of the Italian-Swiss tenant (it-it and it-de) at work in it-it. */
const admin: ShopContext = {
  ...guestShopContext('it-it'),
  userType: 'STANDARD',
  role: 'ROLE_ADMIN',
  customer: { id: 'c1', customerNo: '100001', name: 'Pulizie Srl' },
  contact: {
    id: 'p-admin',
    contactNo: 'K1',
    firstName: 'Luca',
    lastName: 'Bianchi',
    email: 'luca@pulizie.example',
    role: 'ROLE_ADMIN',
  },
  employee: null,
};

const contact = (patch: Partial<CompanyContact> = {}): CompanyContact => ({
  id: 'p-anna',
  customerId: 'c1',
  customerNumber: '100001',
  contactNumber: 'K2',
  loginEmail: 'anna@pulizie.example',
  salutation: null,
  firstName: 'Anna',
  middleName: null,
  lastName: 'Rossi',
  email: null,
  phone: null,
  position: null,
  organizationalLevelCode: null,
  role: 'ROLE_CART_APPROVER',
  deletionState: false,
  externalId: null,
  key: '100001-K2',
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

const AT = new Date('2026-11-29T10:00:00.000Z');
const changeOf = (patch: Partial<CompanyContact> = {}) => ({
  kind: 'role-changed' as const,
  contact: contact(patch),
  roleBefore: 'ROLE_CART_PURCHASER' as const,
});

// decision 0147: who is told of a changed role or a removal, and in which language.
describe('the access-changed mail of the user administration', () => {
  it('tells the contact in the language of its latest invitation, naming both roles and who changed them', () => {
    const job = accessChangedJobOf(admin, changeOf(), 'it-de', 'https://shop.example', AT)!;
    expect(validateAccessChangedMailJob(job)).toEqual(job);
    expect(job).toMatchObject({
      to: 'anna@pulizie.example',
      locale: 'it-de',
      mandantCode: '41HHIC',
      access: {
        kind: 'role-changed',
        personName: 'Anna Rossi',
        customerName: 'Pulizie Srl',
        changedByName: 'Luca Bianchi',
        roleBefore: 'ROLE_CART_PURCHASER',
        roleAfter: 'ROLE_CART_APPROVER',
      },
    });
  });

  it("writes in the request's locale when the contact was never invited, or its invitation's locale is another tenant's", () => {
    expect(accessChangedJobOf(admin, changeOf(), null, 'https://shop.example', AT)?.locale).toBe('it-it');
    expect(accessChangedJobOf(admin, changeOf(), 'de-at', 'https://shop.example', AT)?.locale).toBe('it-it');
  });

  it('tells nobody when the administrator changed itself, but tells the contact an employee changed for it', () => {
    const self = changeOf({ id: 'p-admin', loginEmail: 'luca@pulizie.example' });
    expect(accessChangedJobOf(admin, self, null, 'https://shop.example', AT)).toBeNull();
    const employee: ShopContext = {
      ...admin,
      employee: {
        id: 'e1',
        employeeNo: 'MA0001',
        name: 'Eva Muster',
        loginEmail: 'eva@shop.example',
        loginEmailHash: 'h1',
      },
    };
    expect(accessChangedJobOf(employee, self, null, 'https://shop.example', AT)?.access.changedByName).toBe(
      'Eva Muster',
    );
  });

  it('tells nobody without a login e-mail, and sends a removed contact to the start page', () => {
    expect(
      accessChangedJobOf(admin, changeOf({ loginEmail: '  ' }), null, 'https://shop.example', AT),
    ).toBeNull();
    const removed = accessChangedJobOf(
      admin,
      { kind: 'removed', contact: contact() },
      null,
      'https://shop.example',
      AT,
    )!;
    expect(removed.access).toMatchObject({ kind: 'removed', roleBefore: null, roleAfter: null });
    expect(removed.access.shopUrl).toBe('https://shop.example/it-it');
  });

  it('counts no role as signing in without one: none and ROLE_AUTHENTICATED are the same role', () => {
    expect(roleChanged({ role: null }, { role: null })).toBe(false);
    expect(roleChanged({ role: 'ROLE_ADMIN' }, { role: 'ROLE_ADMIN' })).toBe(false);
    expect(roleChanged({ role: null }, { role: 'ROLE_ADMIN' })).toBe(true);
  });
});
