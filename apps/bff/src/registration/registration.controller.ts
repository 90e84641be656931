import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { requestUserOf } from '../common/request/request-user';
import { shopContextFor } from '../common/shop-context.factory';
import { unauthenticated, unavailable } from '../common/shop-error';
import { NewCustomerRegistrationInput } from './registration.args';
import type { RegistrationModel } from './registration.models';
import { RegistrationService } from './registration.service';

/**
 * POST /api/createCustomer (docs/rules/calls.md): the createCustomer mutation as the spec's server
 * route, with the same body, rules and answers (decision 0092). Like the mutation it checks the
 * signed-in newcomer itself: a newcomer has no tenant, so the access guard would see a guest.
 */
@Controller('api')
export class RegistrationController {
  constructor(private readonly registrations: RegistrationService) {}

  @Post('createCustomer')
  @HttpCode(200)
  createCustomer(
    @Body() body: NewCustomerRegistrationInput,
    @Req() req: Request,
  ): Promise<RegistrationModel> {
    if (req.sessionUnavailable) throw unavailable();
    const user = requestUserOf(req);
    if (!user) throw unauthenticated();
    return this.registrations.registerNewCustomer(shopContextFor(user, body.locale), user, body);
  }
}
