import type { CompanyContact, CompanyUsersPort } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { guestShopContext } from '@shop/locales';
import type { Logger } from 'pino';
import type { ShopEventPublisher } from '../events/shop-event-publisher';
import type { AccessMails } from '../mail/access-mails.service';
import type { InvitationMails } from '../mail/invitation-mails.service';
import type { ShopConfigService } from '../shop-config/shop-config.service';
import { CompanyUsersService } from './company-users.service';
import type { ContactSessionStamps } from './contact-session-stamps';
import type { CompanyContactsArgs } from './users.args';

const ctx: ShopContext = {
  ...guestShopContext('de-at'),
  userType: 'STANDARD',
  role: 'ROLE_ADMIN',
  customer: { id: 'cu-1', customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: {
    id: 'co-1',
    contactNo: 'KT1',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'a@x.example',
    role: 'ROLE_ADMIN',
  },
  employee: null,
};

const contact: CompanyContact = {
  id: 'co-2',
  customerId: 'cu-1',
  customerNumber: '100001',
  contactNumber: 'KT2',
  loginEmail: 'eva@x.example',
  salutation: null,
  firstName: 'Eva',
  middleName: null,
  lastName: 'Moser',
  email: null,
  phone: null,
  position: null,
  organizationalLevelCode: null,
  role: 'ROLE_CART_PURCHASER',
  deletionState: false,
  externalId: null,
  key: '100001-KT2',
  version: 1,
  createdAt: '2026-11-28T00:00:00.000Z',
};

const args = {
  locale: 'de-at',
  mandantCode: '20HHAT',
  search: '',
  sort: 'name',
  direction: 'ASC',
  page: 1,
  limit: 20,
} as CompanyContactsArgs;

function serviceWith(temporary: CompanyUsersPort['getTemporaryAssociates']) {
  const warn = jest.fn();
  const port = {
    listContacts: jest.fn(async () => ({ items: [contact], total: 1 })),
    getTemporaryAssociates: temporary,
  } as unknown as CompanyUsersPort;
  const service = new CompanyUsersService(
    port,
    {} as ShopConfigService,
    {} as ShopEventPublisher,
    {} as InvitationMails,
    {} as AccessMails,
    {} as ContactSessionStamps,
    { warn } as unknown as Logger,
  );
  return { service, warn };
}

describe('CompanyUsersService.list (decision 0082)', () => {
  it('marks the temporary associates (getTemporaryAssociates, page 1, limit 100)', async () => {
    const temporary = jest.fn(async () => [
      {
        contactId: 'co-2',
        loginEmail: 'eva@x.example',
        invitedAt: '2026-11-28T00:00:00.000Z',
        expiresAt: '2026-12-05T00:00:00.000Z',
      },
    ]);
    const { service } = serviceWith(temporary);
    const page = await service.list(ctx, args);
    expect(temporary).toHaveBeenCalledWith(ctx, { page: 1, limit: 100 });
    expect(page.items[0]).toMatchObject({
      isTemporary: true,
      invitationExpiresAt: '2026-12-05T00:00:00.000Z',
    });
    expect(page.temporaryAssociatesKnown).toBe(true);
  });

  it('only logs a failure to read them: the contact list is shown without the marks', async () => {
    const { service, warn } = serviceWith(jest.fn(async () => Promise.reject(new Error('upstream down'))));
    const page = await service.list(ctx, args);
    expect(page.items.map((item) => item.id)).toEqual(['co-2']);
    expect(page.items[0].isTemporary).toBeNull();
    expect(page.temporaryAssociatesKnown).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ mandantCode: '20HHAT', customerNo: '100001' }),
      expect.stringContaining('temporary associates not read'),
    );
  });
});
