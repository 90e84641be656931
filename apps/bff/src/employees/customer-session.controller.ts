import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import { RequireAccess } from '../access/require-access.decorator';
import { toMeModel } from '../account/to-me-model';
import { sessionShopContext } from '../common/shop-context.factory';
import { badInput, notFound, unauthenticated } from '../common/shop-error';
import { EmployeeSelectionService } from './employee-selection.service';

const ID_PATTERN = /^[\w-]{1,64}$/;

/**
 * The spec's own server routes for the customer session (spec 02 §7): GET /api/contacts and
 * POST /api/setCustomer. They share EmployeeSelectionService with the GraphQL operations
 * (`Customer.contacts`, `selectCustomer`); see docs/decisions/0014-employee-customer-selection.md.
 */
@Controller('api')
export class CustomerSessionController {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly employees: EmployeeSelectionService,
  ) {}

  /**
   * The contacts a session may act as: for an employee those of `customerId` (a customer of the
   * employee's tenant); for a company user the contact of their own login.
   */
  @RequireAccess('ROLE_AUTHENTICATED')
  @Get('contacts')
  async contacts(@Query('customerId') customerId: string | undefined, @Req() req: Request) {
    const user = req.session.user;
    if (!user) throw unauthenticated();
    if (user.userType === 'EMPLOYEE') {
      if (!customerId || !ID_PATTERN.test(customerId)) {
        throw badInput('error.customer-required', { field: 'customerId' });
      }
      return { contacts: await this.employees.contactsOf(user, customerId) };
    }
    const ctx = sessionShopContext(user);
    const own = ctx ? await this.commerce.findContactByLoginEmail(ctx, user.email) : null;
    return { contacts: own ? [own.contact] : [] };
  }

  /** Creates the customer session from a contact; answers the session customer (`me`). */
  @RequireAccess('ROLE_AUTHENTICATED')
  @Post('setCustomer')
  @HttpCode(200)
  async setCustomer(@Body() body: { contactId?: unknown; customerId?: unknown }, @Req() req: Request) {
    const user = req.session.user;
    if (!user) throw unauthenticated();
    const contactId = body?.contactId;
    const customerId = body?.customerId;
    if (typeof contactId !== 'string' || !ID_PATTERN.test(contactId)) {
      throw badInput('error.contact-required', { field: 'contactId' });
    }
    if (customerId !== undefined && (typeof customerId !== 'string' || !ID_PATTERN.test(customerId))) {
      throw badInput('error.customer-required', { field: 'customerId' });
    }
    if (user.userType === 'EMPLOYEE') {
      return toMeModel(await this.employees.select(req, contactId, customerId as string | undefined));
    }
    // A company user can only be the contact of their own login.
    if (user.contact?.id !== contactId) throw notFound('error.contact-not-found', { contactId });
    return toMeModel(user);
  }
}
