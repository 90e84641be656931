import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { lastPageOf } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CustomerPageModel, MeModel } from '../account/me.models';
import { toMeModel } from '../account/to-me-model';
import { CurrentSession, CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import type { SessionWriter } from '../common/session/session-writer';
import { unauthenticated } from '../common/shop-error';
import { EmployeeCustomersArgs } from './customer-session.dto';
import { EmployeeSelectionService } from './employee-selection.service';

@Resolver()
export class EmployeeResolver {
  constructor(private readonly employees: EmployeeSelectionService) {}

  @RequireAccess('EMPLOYEE')
  @Query(() => CustomerPageModel, {
    description: "Employees: customers of the employee's own tenant by number prefix or part of the name.",
  })
  async employeeCustomers(
    @Args() { query, page, limit }: EmployeeCustomersArgs,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<CustomerPageModel> {
    if (!user) throw unauthenticated();
    const result = await this.employees.searchCustomers(user, query, page, limit);
    return {
      items: result.items.map(({ id, customerNo, name, city, exclFromMinQtyCharge }) => ({
        id,
        customerNo,
        name,
        city,
        exclFromMinQtyCharge,
      })),
      total: result.total,
      page: result.page,
      limit: result.limit,
      lastPage: lastPageOf(result.total, result.limit),
    };
  }

  @RequireAccess('EMPLOYEE')
  @Mutation(() => MeModel, {
    description:
      'Employees: act for a customer of the own tenant as one of its contacts (recorded for attribution).',
  })
  async selectCustomer(
    @Args('contactId', { type: () => ID, description: 'The contact of the customer to act as.' })
    contactId: string,
    @Args('customerId', {
      type: () => ID,
      nullable: true,
      description: 'The customer the contact must belong to (employees name it).',
    })
    customerId: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
    @CurrentSession() session: SessionWriter,
  ): Promise<MeModel> {
    return toMeModel(await this.employees.select(user, session, contactId, customerId ?? undefined));
  }

  @RequireAccess('EMPLOYEE')
  @Mutation(() => MeModel, { description: 'Employees: stop acting for the selected customer.' })
  async clearCustomerSelection(
    @CurrentUser() user: SessionUser | undefined,
    @CurrentSession() session: SessionWriter,
  ): Promise<MeModel> {
    return toMeModel(await this.employees.clear(user, session));
  }
}
