import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PricesChangedEvent } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { EventHubService } from '../events/event-hub.service';
import { ResponseCache } from '../response-cache/response-cache';
import { PriceCacheService } from './price-cache.service';

/**
 * The BFF side of price invalidation: on every prices-changed event (published by the worker after
 * it deleted the entries itself) this instance deletes the changed entries once more, so a request
 * that read an old price from the port just before the change cannot leave it in the cache.
 */
@Injectable()
export class PriceInvalidationService implements OnModuleInit {
  private readonly logger = new Logger(PriceInvalidationService.name);

  constructor(
    private readonly hub: EventHubService,
    private readonly cache: PriceCacheService,
    private readonly answers: ResponseCache,
  ) {}

  onModuleInit(): void {
    for (const mandantCode of MANDANT_CODES)
      this.hub.listen(mandantCode, (event) => {
        if (event.type === 'prices-changed') void this.invalidate(event);
      });
  }

  async invalidate(event: PricesChangedEvent): Promise<number> {
    // Stored answers go at once, and again once the prices are gone: one stored in between may
    // carry a price read from the cache just before its entry was deleted.
    this.answers.bump();
    let removed = 0;
    try {
      for (const { customerNo, skus } of event.customers)
        removed += await this.cache.invalidate(event.mandantCode, customerNo, skus);
    } finally {
      this.answers.bump();
    }
    this.logger.debug?.(
      `prices-changed ${event.id} of ${event.mandantCode}: ${removed} cache entries removed`,
    );
    return removed;
  }
}
