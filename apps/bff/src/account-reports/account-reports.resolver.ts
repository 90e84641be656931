import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CustomerModel } from '../account/me.models';
import { Shop } from '../common/request/shop.decorator';
import { CustomerPlansArgs, ServiceReportArgs } from './account-reports.args';
import { PlanPageModel, SalesContactsModel, ServiceReportCategoryModel } from './account-reports.models';
import { AccountReportsService } from './account-reports.service';

/** The service list and the display plans of the session's customer (docs/rules/data-model.md WP4). */
@Resolver()
export class AccountReportsResolver {
  constructor(private readonly reports: AccountReportsService) {}

  @Query(() => [ServiceReportCategoryModel], {
    description:
      "The services performed for the session's customer between two days, by category with counts and values (docs/rules/calls.md serviceReportCategories, decision 0064). ROLE_ADMIN. BAD_USER_INPUT error.invalid-date, error.invalid-date-range or error.date-range-too-long (two years or more).",
  })
  @RequireAccess('ROLE_ADMIN')
  serviceReportCategories(
    @Args() args: ServiceReportArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ServiceReportCategoryModel[]> {
    return this.reports.serviceReport(ctx, args);
  }

  @Query(() => PlanPageModel, {
    description:
      "A page of the session customer's display plans, by date (newest first by default) or name (docs/rules/calls.md customerPlans, decision 0065). FORBIDDEN without a customer.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  customerPlans(@Args() args: CustomerPlansArgs, @Shop() ctx: ShopContext): Promise<PlanPageModel> {
    return this.reports.plans(ctx, args);
  }
}

/** The sales page's data on the session's customer (docs/rules/data-model.md, decision 0063). */
@Resolver(() => CustomerModel)
export class SalesContactsResolver {
  constructor(private readonly reports: AccountReportsService) {}

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => SalesContactsModel, {
    description:
      "Salesperson, service contact and shipment contact of the customer; only on the session's own customer (FORBIDDEN elsewhere).",
  })
  salesContacts(@Parent() customer: CustomerModel, @Shop() ctx: ShopContext): Promise<SalesContactsModel> {
    return this.reports.salesContacts(ctx, customer.id);
  }
}
