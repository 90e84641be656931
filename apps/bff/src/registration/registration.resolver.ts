import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { LocaleArgs } from '../common/locale.args';
import { requestUserOf } from '../common/request/request-user';
import { Shop } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import { unauthenticated, unavailable } from '../common/shop-error';
import {
  ExistingCustomerRegistrationInput,
  NewCustomerRegistrationInput,
  PostCodesArgs,
} from './registration.args';
import { PostCodePageModel, RegistrationModel, RegistrationStateModel } from './registration.models';
import { RegistrationService } from './registration.service';

/**
 * The signed-in user, checked here rather than by @RequireAccess: a newcomer has no tenant yet, so
 * the access guard would see it as a guest of every locale (decision 0092).
 */
function userOf({ req }: GraphqlContext): SessionUser {
  if (req.sessionUnavailable) throw unavailable();
  const user = requestUserOf(req);
  if (!user) throw unauthenticated();
  return user;
}

/** Self-registration (docs/rules/calls.md createCustomer, registerExistingCustomer, postCodes; decisions 0092–0094). */
@Resolver(() => RegistrationModel)
export class RegistrationResolver {
  constructor(private readonly registrations: RegistrationService) {}

  @Query(() => RegistrationStateModel, {
    description:
      "The signed-in newcomer's login and open registration in the locale's tenant. FORBIDDEN for employees and for users with a contact there.",
  })
  registrationState(
    @Args() _args: LocaleArgs,
    @Shop() ctx: ShopContext,
    @Context() context: GraphqlContext,
  ): Promise<RegistrationStateModel> {
    return this.registrations.state(ctx, userOf(context));
  }

  @Mutation(() => RegistrationModel, {
    description:
      'createCustomer (docs/rules/calls.md): stores a new-customer registration for staff to confirm, with the signed-in login as the first contact (the administrator role), and mails the registrant. BAD_USER_INPUT with details.fields per broken rule; a repeated submit answers the open registration; FORBIDDEN for users with a contact in the tenant; INTERNAL error.customer-not-created when the tenant has no administrator role.',
  })
  createCustomer(
    @Args('input', { description: 'The new-customer form; the login e-mail is the session’s.' })
    input: NewCustomerRegistrationInput,
    @Shop() ctx: ShopContext,
    @Context() context: GraphqlContext,
  ): Promise<RegistrationModel> {
    return this.registrations.registerNewCustomer(ctx, userOf(context), input);
  }

  @Mutation(() => RegistrationModel, {
    description:
      "registerExistingCustomer (docs/rules/calls.md): asks the administrators of the tenant's customer with this number for access (they get a mail with an approval link). BAD_USER_INPUT error.registration-unknown-customer on customerNumber when the tenant has no such customer.",
  })
  registerExistingCustomer(
    @Args('input', {
      description: 'The customer number and the registrant; the login e-mail is the session’s.',
    })
    input: ExistingCustomerRegistrationInput,
    @Shop() ctx: ShopContext,
    @Context() context: GraphqlContext,
  ): Promise<RegistrationModel> {
    return this.registrations.registerExistingCustomer(ctx, userOf(context), input);
  }

  @Query(() => PostCodePageModel, {
    description:
      "postCodes (docs/rules/calls.md): the tenant's post codes whose code (blanks ignored) or place begins with `query`, by code (public).",
  })
  postCodes(@Args() args: PostCodesArgs, @Shop() ctx: ShopContext): Promise<PostCodePageModel> {
    return this.registrations.postCodes(ctx, args);
  }
}
