import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RequireAccess } from '../access/require-access.decorator';
import { sessionContactOf } from '../auth/session-user.service';
import { CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import { ContactModel, CustomerModel } from '../account/me.models';
import { EmployeeSelectionService } from './employee-selection.service';

/** `Customer.contacts`: beside the selection of a contact, which reads the same list. */
@Resolver(() => CustomerModel)
export class CustomerContactsResolver {
  constructor(private readonly employees: EmployeeSelectionService) {}

  /**
   * The customer's contacts: for the customer's own administrators (user administration) and for
   * employees of the customer's tenant (choosing whom to act as). Everyone else: FORBIDDEN.
   */
  @RequireAccess('ROLE_ADMIN', 'EMPLOYEE')
  @ResolveField(() => [ContactModel], {
    description: 'Contacts of the customer; ROLE_ADMIN of this customer or an employee of its tenant.',
  })
  async contacts(
    @Parent() customer: CustomerModel,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<ContactModel[]> {
    const contacts = await this.employees.contactsOf(user, customer.id);
    return contacts.map((contact) => sessionContactOf({ contact }));
  }
}
