import { Module } from '@nestjs/common';
import { EmployeesModule } from '../employees/employees.module';
import { CustomerResolver } from './customer.resolver';
import { MeResolver } from './me.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ACCOUNT_RESOLVERS = [MeResolver, CustomerResolver];

/** The signed-in user (`me`) and the customer's contacts. */
@Module({
  imports: [EmployeesModule],
  providers: [...ACCOUNT_RESOLVERS],
})
export class AccountModule {}
