import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CUSTOMER_PORT, type CustomerPort } from '@shop/commerce';
import { RequireAccess } from '../access/require-access.decorator';
import { toMeModel } from '../account/to-me-model';
import { CurrentSession, CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import type { SessionWriter } from '../common/session/session-writer';
import { sessionShopContext } from '../common/shop-context.factory';
import { badInput, notFound, unauthenticated } from '../common/shop-error';
import { ContactsQuery, SetCustomerBody } from './customer-session.dto';
import { EmployeeSelectionService } from './employee-selection.service';

/**
 * The spec's own server routes for the customer session (docs/rules/calls.md): GET /api/contacts and
 * POST /api/setCustomer. They share EmployeeSelectionService with the GraphQL operations
 * (`Customer.contacts`, `selectCustomer`); see docs/decisions/0014-employee-customer-selection.md.
 */
@Controller('api')
export class CustomerSessionController {
  constructor(
    @Inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    private readonly employees: EmployeeSelectionService,
  ) {}

  /**
   * The contacts a session may act as: for an employee those of `customerId` (a customer of the
   * employee's tenant); for a company user the contact of their own login.
   */
  @RequireAccess('ROLE_AUTHENTICATED')
  @Get('contacts')
  async contacts(@Query() { customerId }: ContactsQuery, @CurrentUser() user: SessionUser | undefined) {
    if (!user) throw unauthenticated();
    if (user.userType === 'EMPLOYEE') {
      if (!customerId)
        throw badInput('error.customer-required', {
          fields: [{ field: 'customerId', messageKey: 'error.customer-required' }],
        });
      return { contacts: await this.employees.contactsOf(user, customerId) };
    }
    const ctx = sessionShopContext(user);
    const own = ctx ? await this.customers.findContactByLoginEmail(ctx, user.email) : null;
    return { contacts: own ? [own.contact] : [] };
  }

  /** Creates the customer session from a contact; answers the session customer (`me`). */
  @RequireAccess('ROLE_AUTHENTICATED')
  @Post('setCustomer')
  @HttpCode(200)
  async setCustomer(
    @Body() { contactId, customerId }: SetCustomerBody,
    @CurrentUser() user: SessionUser | undefined,
    @CurrentSession() session: SessionWriter,
  ) {
    if (!user) throw unauthenticated();
    if (user.userType === 'EMPLOYEE') {
      return toMeModel(await this.employees.select(user, session, contactId, customerId));
    }
    // A company user can only be the contact of their own login.
    if (user.contact?.id !== contactId) throw notFound('error.contact-not-found', { contactId });
    return toMeModel(user);
  }
}
