import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { ACCOUNT_ACTIVITY_LIMIT } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { LocaleArgs } from '../common/locale.args';
import { Shop } from '../common/request/shop.decorator';
import { SetCustomerConfigurationInput } from './company.args';
import { AccountActivityModel, CustomerConfigurationModel } from './company.models';
import { CompanyService } from './company.service';

/** Settings and activity of the session's customer (decision 0088). */
@Resolver()
export class CompanyResolver {
  constructor(private readonly company: CompanyService) {}

  @Query(() => CustomerConfigurationModel, {
    description:
      "The session customer's configuration (docs/rules/calls.md customerConfiguration). ROLE_CART_APPROVER.",
  })
  @RequireAccess('ROLE_CART_APPROVER')
  customerConfiguration(
    @Args() _args: LocaleArgs,
    @Shop() ctx: ShopContext,
  ): Promise<CustomerConfigurationModel> {
    return this.company.configuration(ctx);
  }

  @Mutation(() => CustomerConfigurationModel, {
    description:
      'Sets the approval reminder period at `version` (docs/rules/calls.md setCustomerConfiguration); the reminder job uses it at its next run. ROLE_CART_APPROVER. CONFLICT error.settings-conflict when it changed meanwhile.',
  })
  @RequireAccess('ROLE_CART_APPROVER')
  setCustomerConfiguration(
    @Args('input', { description: 'The period and the version seen.' }) input: SetCustomerConfigurationInput,
    @Shop() ctx: ShopContext,
  ): Promise<CustomerConfigurationModel> {
    return this.company.setConfiguration(ctx, input);
  }

  @Query(() => [AccountActivityModel], {
    description: `The last ${ACCOUNT_ACTIVITY_LIMIT} changes to the session customer's users, locations, settings, API clients and company data, newest first, with who made them. ROLE_ADMIN.`,
  })
  @RequireAccess('ROLE_ADMIN')
  accountActivity(@Args() _args: LocaleArgs, @Shop() ctx: ShopContext): Promise<AccountActivityModel[]> {
    return this.company.activity(ctx);
  }
}
