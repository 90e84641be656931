import { closeProducerQueue } from '../infra/producer-queue';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MaintenanceController } from './maintenance.controller';
import { MAINTENANCE_QUEUE, maintenanceQueueProvider } from './maintenance-queue.provider';
import { MaintenanceService } from './maintenance.service';
import { OpsMaintenanceController } from './ops-maintenance.controller';
import { OpsTokenGuard } from './ops-token.guard';

/** Maintenance per tenant: the public state route and the ops routes (token-protected). */
@Module({
  controllers: [MaintenanceController, OpsMaintenanceController],
  providers: [MaintenanceService, maintenanceQueueProvider, OpsTokenGuard],
  exports: [MaintenanceService],
})
export class MaintenanceModule implements OnApplicationShutdown {
  constructor(@Inject(MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  onApplicationShutdown(): Promise<void> {
    return closeProducerQueue(this.queue);
  }
}
