import { closeProducerQueue } from '../infra/producer-queue';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MaintenanceController } from './maintenance.controller';
import { MAINTENANCE_QUEUE, maintenanceQueueProvider } from './maintenance-queue.provider';
import { MaintenanceService } from './maintenance.service';
import { MaintenanceWindows } from './maintenance-windows.service';

/** Maintenance per tenant: the state, its public route and the windows (the ops routes: ops/ops-maintenance.controller.ts). */
@Module({
  controllers: [MaintenanceController],
  providers: [MaintenanceService, MaintenanceWindows, maintenanceQueueProvider],
  exports: [MaintenanceService, MaintenanceWindows, MAINTENANCE_QUEUE],
})
export class MaintenanceModule implements OnApplicationShutdown {
  constructor(@Inject(MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  onApplicationShutdown(): Promise<void> {
    return closeProducerQueue(this.queue);
  }
}
