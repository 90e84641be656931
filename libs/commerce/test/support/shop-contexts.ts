import type { Db } from '@shop/db';
import type { ShopContext } from '@shop/domain';
import { guestShopContext, type LocaleCode } from '@shop/locales';
import type { CustomerPort } from '../../src/customer.port';

/** The session context of a seeded login, as the BFF builds it. */
export async function contextOfLogin(
  commerce: CustomerPort,
  locale: LocaleCode,
  email: string,
): Promise<ShopContext> {
  const guest = guestShopContext(locale);
  const found = await commerce.findContactByLoginEmail(guest, email);
  if (!found) throw new Error(`no contact ${email}`);
  return {
    ...guest,
    userType: 'STANDARD',
    role: found.contact.role,
    customer: { id: found.customer.id, customerNo: found.customer.customerNo, name: found.customer.name },
    contact: {
      id: found.contact.id,
      contactNo: found.contact.contactNo,
      firstName: found.contact.firstName,
      lastName: found.contact.lastName,
      email: found.contact.loginEmail,
      role: found.contact.role ?? 'ROLE_AUTHENTICATED',
    },
    employee: null,
  };
}

/** `ctx` with a seeded employee of its tenant acting as its contact. */
export async function employeeActingAs(db: Db, ctx: ShopContext): Promise<ShopContext> {
  const [staff] = await db.query<{ id: string; employee_no: string }>(
    'select id, employee_no from employee where mandant_code = $1 order by id limit 1',
    [ctx.mandantCode],
  );
  return {
    ...ctx,
    userType: 'EMPLOYEE',
    employee: {
      id: staff.id,
      employeeNo: staff.employee_no,
      name: 'Staff',
      loginEmail: 'x',
      loginEmailHash: 'h',
    },
  };
}

/** A contact of another customer of ctx's tenant (its second customer). */
export async function otherCustomerOf(commerce: CustomerPort, ctx: ShopContext): Promise<ShopContext> {
  const [, second] = (await commerce.searchCustomers(ctx, { query: '1', page: 1, limit: 2 })).items;
  const [contact] = await commerce.getContactsOfCustomer(ctx, second.id);
  return contextOfLogin(commerce, ctx.locale as LocaleCode, contact.loginEmail);
}
