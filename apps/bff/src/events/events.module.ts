import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { EventHubService } from './event-hub.service';
import { SseController } from './sse.controller';

/** Redis pub/sub → this BFF instance → the SSE clients of each tenant. */
@Module({
  imports: [MaintenanceModule],
  controllers: [SseController],
  providers: [EventHubService],
  exports: [EventHubService],
})
export class EventsModule {}
