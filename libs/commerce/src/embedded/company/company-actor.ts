import type { ShopContext } from '@shop/domain';
import type { AccountActor } from '../account/account-events';

/** Who acts in a company write: the session's contact and the employee acting as it (decision 0014). */
export function companyActorOf(ctx: ShopContext): AccountActor & { contactId: string } {
  if (!ctx.customer || !ctx.contact) throw new Error('company calls need a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}
