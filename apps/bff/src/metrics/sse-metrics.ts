import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OpenPagesService } from '../events/open-pages.service';
import { BffMetrics } from './bff-metrics';

/** The open event streams of this process per tenant as a gauge, read when scraped. */
@Injectable()
export class SseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: BffMetrics,
    private readonly openPages: OpenPagesService,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(
      'shop_sse_open_streams',
      'Open event streams (shop pages) of this BFF process, per tenant.',
      'tenant',
      () => this.openPages.local(),
    );
  }
}
