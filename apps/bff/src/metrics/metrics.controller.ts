import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { register } from 'prom-client';
import { notFound } from '../common/shop-error';
import { BffMetrics } from './bff-metrics';

/**
 * GET /metrics: Prometheus text of this process (docs/decisions/0135-metrics.md). Served on BFF_PORT
 * only: the public origin answers 404 before the app sees the request (public-origin.ts).
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: BffMetrics) {}

  @Get()
  async scrape(@Res() res: Response): Promise<void> {
    if (!this.metrics.enabled) throw notFound('error.not-found');
    const text = await this.metrics.scrape();
    res.status(200).setHeader('Content-Type', register.contentType).setHeader('Cache-Control', 'no-store');
    res.send(text);
  }
}
