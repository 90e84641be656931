import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DeadlineMetrics } from './deadline-metrics';
import { MetricsController } from './metrics.controller';
import { SseMetrics } from './sse-metrics';

/** GET /metrics of the BFF; BffMetrics itself is provided with the configuration (app.module.ts). */
@Module({
  imports: [EventsModule],
  controllers: [MetricsController],
  providers: [DeadlineMetrics, SseMetrics],
})
export class MetricsModule {}
