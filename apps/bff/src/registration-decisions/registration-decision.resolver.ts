import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import {
  ApprovalLinkArgs,
  CreateContactWithTokenArgs,
  DeclineApprovalLinkArgs,
  DeclineRegistrationArgs,
  DecideRegistrationArgs,
  StaffRegistrationArgs,
  StaffRegistrationsArgs,
} from './registration-decision.args';
import { RegistrationModel, RegistrationPageModel } from './registration-decision.models';
import { RegistrationDecisionService } from './registration-decision.service';

/** Deciding registrations (docs/decisions/0095-registration-decisions.md). */
@Resolver(() => RegistrationModel)
export class RegistrationDecisionResolver {
  constructor(private readonly decisions: RegistrationDecisionService) {}

  @Query(() => RegistrationPageModel, {
    description:
      "Staff (employees of the locale's tenant): the tenant's new-customer registrations, pending first; FORBIDDEN for everyone else.",
  })
  @RequireAccess('EMPLOYEE')
  staffRegistrations(
    @Args() args: StaffRegistrationsArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationPageModel> {
    return this.decisions.list(ctx, args);
  }

  @Query(() => RegistrationModel, {
    description: "Staff: one new-customer registration of the tenant; NOT_FOUND for another tenant's.",
  })
  @RequireAccess('EMPLOYEE')
  staffRegistration(
    @Args() args: StaffRegistrationArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.one(ctx, args);
  }

  @Mutation(() => RegistrationModel, {
    description:
      'Staff: confirms a pending new-customer registration at `version`: creates the customer and its first contact (the administrator role) and mails the registrant. CONFLICT error.registration-conflict when it was decided meanwhile.',
  })
  @RequireAccess('EMPLOYEE')
  confirmRegistration(
    @Args() args: DecideRegistrationArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.confirm(ctx, args);
  }

  @Mutation(() => RegistrationModel, {
    description:
      'Staff: declines a pending new-customer registration with a reason, mailed to the registrant.',
  })
  @RequireAccess('EMPLOYEE')
  declineRegistration(
    @Args() args: DeclineRegistrationArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.decline(ctx, args);
  }

  @Query(() => RegistrationModel, {
    description:
      "Administrators (docs/rules/calls.md readTokenCustomObject): the request for access behind an approval link's token, for the session's customer named by `customer`; NOT_FOUND for a forged token, another customer or tenant.",
  })
  @RequireAccess('ROLE_ADMIN')
  readTokenCustomObject(
    @Args() args: ApprovalLinkArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.byToken(ctx, args);
  }

  @Mutation(() => RegistrationModel, {
    description:
      'Administrators (docs/rules/calls.md createContact with token): confirms the request behind the approval link: its contact is created with `webRole` (a configured web role; default the one asked for) and the registrant is mailed. CONFLICT when it was decided meanwhile.',
  })
  @RequireAccess('ROLE_ADMIN')
  createContactWithToken(
    @Args() args: CreateContactWithTokenArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.createContactWithToken(ctx, args);
  }

  @Mutation(() => RegistrationModel, {
    description:
      'Administrators (docs/rules/calls.md declineRegistrationCustomObject): declines the request behind the approval link with a reason, mailed to the registrant.',
  })
  @RequireAccess('ROLE_ADMIN')
  declineRegistrationCustomObject(
    @Args() args: DeclineApprovalLinkArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RegistrationModel> {
    return this.decisions.declineWithToken(ctx, args);
  }
}
