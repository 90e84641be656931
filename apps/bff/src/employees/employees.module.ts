import { Module } from '@nestjs/common';
import { CustomerContactsResolver } from './customer-contacts.resolver';
import { CustomerSessionController } from './customer-session.controller';
import { EmployeeSelectionService } from './employee-selection.service';
import { EmployeeResolver } from './employee.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const EMPLOYEES_RESOLVERS = [EmployeeResolver, CustomerContactsResolver];

/**
 * Employees acting for customers: customer search, selecting a contact, clearing the selection; and a
 * customer's contacts (`Customer.contacts`), which its administrators read too.
 */
@Module({
  controllers: [CustomerSessionController],
  providers: [EmployeeSelectionService, ...EMPLOYEES_RESOLVERS],
  exports: [EmployeeSelectionService],
})
export class EmployeesModule {}
