import { Module } from '@nestjs/common';
import { AccountReportsResolver, SalesContactsResolver } from './account-reports.resolver';
import { AccountReportsService } from './account-reports.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ACCOUNT_REPORTS_RESOLVERS = [AccountReportsResolver, SalesContactsResolver];

/** Sales page, service list and display plans (issue 14, decisions 0063–0065). */
@Module({
  providers: [AccountReportsService, ...ACCOUNT_REPORTS_RESOLVERS],
  exports: [AccountReportsService],
})
export class AccountReportsModule {}
