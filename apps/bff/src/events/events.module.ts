import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { EventHubService } from './event-hub.service';
import { OpenPagesService } from './open-pages.service';
import { ShopEventPublisher } from './shop-event-publisher';
import { SseController } from './sse.controller';

/** Redis pub/sub → this BFF instance → the SSE clients of each tenant. */
@Module({
  imports: [MaintenanceModule],
  controllers: [SseController],
  providers: [EventHubService, ShopEventPublisher, OpenPagesService],
  exports: [EventHubService, ShopEventPublisher, OpenPagesService],
})
export class EventsModule {}
