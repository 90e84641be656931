import { Controller, HttpCode, Post } from '@nestjs/common';
import { MaintenanceService } from './maintenance.service';

/** POST /api/maintenance answers an object keyed by mandant code. Public (docs/rules/calls.md). */
@Controller('api/maintenance')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Post()
  @HttpCode(200)
  state() {
    return this.maintenance.all();
  }
}
