import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_REPORTS_PORT, type AccountReportsPort } from '@shop/commerce';
import { serviceReportRangeProblem, type ShopContext } from '@shop/domain';
import { badInput, ShopError } from '../common/shop-error';
import type { CustomerPlansArgs, ServiceReportArgs } from './account-reports.args';
import type { PlanPageModel, SalesContactsModel, ServiceReportCategoryModel } from './account-reports.models';

/**
 * The account reports of the session's customer (docs/rules/data-model.md WP4): the sales page, the service list and
 * the display plans. Read-only; the port scopes every read by tenant and customer.
 */
@Injectable()
export class AccountReportsService {
  constructor(@Inject(ACCOUNT_REPORTS_PORT) private readonly accountReports: AccountReportsPort) {}

  async salesContacts(ctx: ShopContext, customerId: string): Promise<SalesContactsModel> {
    // Only the session's own customer: the field is not for the customers of an employee's search.
    if (!ctx.customer || ctx.customer.id !== customerId) throw new ShopError('FORBIDDEN', 'error.forbidden');
    const contacts = await this.accountReports.getSalesContacts(ctx);
    return contacts ?? { salesperson: null, serviceContact: null, shipmentContact: null };
  }

  async serviceReport(ctx: ShopContext, args: ServiceReportArgs): Promise<ServiceReportCategoryModel[]> {
    customerOf(ctx);
    const problem = serviceReportRangeProblem(args.fromDate, args.untilDate);
    if (problem) throw badInput(problem, { fromDate: args.fromDate, untilDate: args.untilDate });
    return this.accountReports.getServiceReport(ctx, { fromDate: args.fromDate, untilDate: args.untilDate });
  }

  async plans(ctx: ShopContext, args: CustomerPlansArgs): Promise<PlanPageModel> {
    customerOf(ctx);
    const found = await this.accountReports.listPlans(ctx, {
      page: args.page,
      limit: args.limit,
      orderField: args.orderField,
      orderDirection: args.orderDirection,
    });
    return {
      collection: found.items.map((plan) => ({ ...plan, language: { ...plan.language } })),
      paginationInfo: {
        totalCount: found.total,
        lastPage: Math.max(1, Math.ceil(found.total / args.limit)),
        itemsPerPage: args.limit,
      },
    };
  }
}

/** The reports are the customer's: a session without one (or in another tenant's shop) gets none. */
function customerOf(ctx: ShopContext) {
  if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
  return ctx.customer;
}
