import { Module } from '@nestjs/common';
import { CustomerSessionController } from './customer-session.controller';
import { EmployeeSelectionRepository } from './employee-selection.repository';
import { EmployeeSelectionService } from './employee-selection.service';

@Module({
  controllers: [CustomerSessionController],
  providers: [EmployeeSelectionService, EmployeeSelectionRepository],
  exports: [EmployeeSelectionService],
})
export class EmployeesModule {}
