import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { BusinessUnitController } from './business-unit.controller';
import { BusinessUnitResolver } from './business-unit.resolver';
import { BusinessUnitService } from './business-unit.service';
import { CompanyEvents } from './company-events';
import { CompanyResolver } from './company.resolver';
import { CompanyService } from './company.service';
import { CustomerCompanyResolver } from './customer-company.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const COMPANY_RESOLVERS = [CustomerCompanyResolver, CompanyResolver, BusinessUnitResolver];

/** Company data, settings, activity and locations of the session's customer (issue 26, decisions 0087–0089). */
@Module({
  imports: [EventsModule],
  controllers: [BusinessUnitController],
  providers: [CompanyEvents, CompanyService, BusinessUnitService, ...COMPANY_RESOLVERS],
})
export class CompanyModule {}
