import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { EventsModule } from '../events/events.module';
import { closeProducerQueue } from '../infra/producer-queue';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { maintenanceLogProvider } from './maintenance-log.provider';
import { OpsApiClientsController } from './ops-api-clients.controller';
import { OpsConsoleController } from './ops-console.controller';
import { OpsEventsController } from './ops-events.controller';
import { OpsMaintenanceController } from './ops-maintenance.controller';
import { OpsGuard } from './ops.guard';
import { PRICES_QUEUE, pricesQueueProvider } from './prices-queue.provider';
import { QUEUE_BOARD, queueBoardProvider, type QueueBoard } from './queue-board';

/**
 * The operations console's server side (docs/decisions/0138, 0139): its API under /api/ops/console,
 * the live stream of every tenant, and the queue dashboard (Bull Board, mounted by http-setup.ts under
 * /ops/queues behind the same ops access rule).
 */
@Module({
  imports: [EventsModule, MaintenanceModule],
  controllers: [OpsMaintenanceController, OpsConsoleController, OpsEventsController, OpsApiClientsController],
  providers: [OpsGuard, maintenanceLogProvider, pricesQueueProvider, queueBoardProvider],
  exports: [QUEUE_BOARD],
})
export class OpsModule implements OnApplicationShutdown {
  constructor(
    @Inject(PRICES_QUEUE) private readonly prices: Queue,
    @Inject(QUEUE_BOARD) private readonly board: QueueBoard,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([closeProducerQueue(this.prices), this.board.close()]);
  }
}
