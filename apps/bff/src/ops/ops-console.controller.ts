import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import type { Queue } from 'bullmq';
import {
  MAINTENANCE_LOG_SHOWN,
  PRICE_JOBS,
  type MaintenanceLog,
  type MaintenanceLogEntry,
  type MaintenanceState,
  type PriceRefreshJob,
} from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { withDeadline } from '@shop/redis';
import { unavailable } from '../common/shop-error';
import { BffMetrics } from '../metrics/bff-metrics';
import type { TrafficSample } from '../metrics/recent-traffic';
import { OpenPagesService } from '../events/open-pages.service';
import { MaintenanceWindows, queueUnavailable } from '../maintenance/maintenance-windows.service';
import { requesterOf, type OpsCaller } from './ops-access';
import { Ops, OpsGuard } from './ops.guard';
import { MAINTENANCE_LOG } from './maintenance-log.provider';
import { PriceRefreshDto } from './price-refresh.dto';
import { PRICES_QUEUE } from './prices-queue.provider';
import { QUEUE_BOARD, QUEUE_BOARD_PATH, type QueueBoard, type QueueDepth } from './queue-board';

/** How long the console's health view waits for the queue counts before it shows none. */
const QUEUE_DEPTHS_DEADLINE_MS = 1000;

export interface OpsTenant {
  mandantCode: string;
  state: MaintenanceState;
  window: { start: string | null; end: string | null };
  /** Open shop pages (event streams) of the tenant across every BFF process. */
  openPages: number;
  /** The last changes, newest first (MAINTENANCE_LOG_SHOWN). */
  log: MaintenanceLogEntry[];
}

/**
 * The operations console's reads and writes besides maintenance switching (POST /api/ops/maintenance):
 * who is signed in, every tenant's maintenance at a glance, the price refresh. Behind the ops guard
 * (docs/decisions/0138-operations-role.md); writes pass the shop's same-origin check of REST writes.
 */
@Controller('api/ops/console')
@UseGuards(OpsGuard)
export class OpsConsoleController {
  constructor(
    private readonly windows: MaintenanceWindows,
    private readonly openPages: OpenPagesService,
    @Inject(MAINTENANCE_LOG) private readonly log: MaintenanceLog,
    @Inject(PRICES_QUEUE) private readonly prices: Queue<PriceRefreshJob>,
    @Inject(QUEUE_BOARD) private readonly board: QueueBoard,
    private readonly metrics: BffMetrics,
  ) {}

  /**
   * The console's health charts (docs/decisions/0135-metrics.md): this BFF process's last 15 minutes in
   * 10-second samples (requests per second, p95, errors; empty when METRICS=off) and the queue depths
   * (null while Redis does not answer within a second).
   */
  @Get('metrics')
  async health(): Promise<{ metrics: boolean; samples: TrafficSample[]; queues: QueueDepth[] | null }> {
    const queues = await withDeadline(this.board.depths(), QUEUE_DEPTHS_DEADLINE_MS, 'queue counts').catch(
      () => null,
    );
    return {
      metrics: this.metrics.enabled,
      samples: this.metrics.enabled ? this.metrics.recent.samples() : [],
      queues,
    };
  }

  /** Who uses the console, and where its parts are. */
  @Get('me')
  me(@Ops() caller: OpsCaller) {
    return {
      via: caller.kind,
      name: caller.kind === 'session' ? caller.name : null,
      loginEmail: caller.kind === 'session' ? caller.loginEmail : null,
      queueBoard: QUEUE_BOARD_PATH,
      queues: this.board.queueNames,
    };
  }

  /** Every tenant: maintenance state, planned window, open shop pages and the last recorded changes. */
  @Get('tenants')
  async tenants(): Promise<{ tenants: OpsTenant[] }> {
    const [overview, pages, log] = await Promise.all([
      this.windows.overview(),
      this.openPages.totals().catch(() => {
        throw unavailable();
      }),
      this.log.latest(MAINTENANCE_LOG_SHOWN).catch(() => {
        throw unavailable();
      }),
    ]);
    return {
      tenants: MANDANT_CODES.map((mandantCode) => ({
        mandantCode,
        ...overview[mandantCode],
        openPages: pages[mandantCode] ?? 0,
        log: log.filter((entry) => entry.mandantCode === mandantCode),
      })),
    };
  }

  /** Enqueues the price refresh of a tenant or some of its customers (what the ops CLI enqueues): 202. */
  @Post('prices/refresh')
  @HttpCode(HttpStatus.ACCEPTED)
  async refreshPrices(@Body() body: PriceRefreshDto, @Ops() caller: OpsCaller) {
    const data: PriceRefreshJob = {
      mandantCode: body.mandantCode,
      customerNos: body.customerNos?.length ? [...new Set(body.customerNos)] : null,
      requestedBy: requesterOf(caller),
      trigger: 'request',
    };
    const job = await this.prices
      .add(PRICE_JOBS.refresh, data, { removeOnComplete: 100, removeOnFail: 100 })
      .catch(() => {
        throw queueUnavailable();
      });
    return { jobId: job.id, status: 'queued', ...data };
  }
}
