import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Response } from 'express';
import {
  MAINTENANCE_JOB,
  maintenanceWindowJobIds,
  type MaintenanceJob,
  type MaintenanceState,
} from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { notFound, ShopError } from '../common/shop-error';
import { MaintenanceCommandDto } from './maintenance-command.dto';
import { MAINTENANCE_QUEUE } from './maintenance-queue.provider';
import { MaintenanceService } from './maintenance.service';
import { OpsTokenGuard } from './ops-token.guard';

const queueUnavailable = () => new ShopError('UNAVAILABLE', 'ops.error.queue-unavailable');

/** When a window job is due, as ISO time (planned time, else creation time plus delay). */
const dueAt = (job: Job<MaintenanceJob> | undefined) =>
  job ? (job.data.dueAt ?? new Date(job.timestamp + (job.delay ?? 0)).toISOString()) : null;

/**
 * Ops routes of maintenance, behind the ops bearer token. They only enqueue jobs for the worker
 * (which writes the state and publishes the event); the BFF never writes the state itself.
 */
@Controller('api/ops/maintenance')
@UseGuards(OpsTokenGuard)
export class OpsMaintenanceController {
  constructor(
    @Inject(MAINTENANCE_QUEUE) private readonly queue: Queue<MaintenanceJob>,
    private readonly maintenance: MaintenanceService,
  ) {}

  /** Switch now, or plan a window: 202 with the job id; the worker does it within milliseconds. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  async command(
    @Body() body: MaintenanceCommandDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const iso = (value?: string | null) => (value == null ? null : new Date(value).toISOString());
    const data: MaintenanceJob = {
      mandantCode: body.mandantCode,
      enabled: body.enabled,
      from: iso(body.from),
      until: iso(body.until),
      requestedBy: 'ops-api',
      trigger: 'request',
    };
    const job = await this.queue
      .add(MAINTENANCE_JOB, data, { removeOnComplete: 100, removeOnFail: 100 })
      .catch(() => {
        throw queueUnavailable();
      });
    res.setHeader('Location', `/api/ops/maintenance/jobs/${job.id}`);
    return { jobId: job.id, status: 'queued', ...data };
  }

  /** Every tenant's state and its planned window (start and end jobs), for ops. */
  @Get()
  async overview(): Promise<
    Record<string, { state: MaintenanceState; window: { start: string | null; end: string | null } }>
  > {
    const states = await this.maintenance.all();
    const entries = await Promise.all(
      MANDANT_CODES.map(async (code) => {
        const ids = maintenanceWindowJobIds(code);
        const [start, end] = await Promise.all([
          this.queue.getJob(ids.start),
          this.queue.getJob(ids.end),
        ]).catch(() => {
          throw queueUnavailable();
        });
        return [code, { state: states[code], window: { start: dueAt(start), end: dueAt(end) } }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** What became of an enqueued job: waiting, delayed, completed (with its outcome) or failed (with why). */
  @Get('jobs/:id')
  async job(@Param('id') id: string): Promise<Record<string, unknown>> {
    // The state first, then the job: a job read as completed carries its outcome (BullMQ writes both
    // at once), while a job read before it completed would pair an old hash with the new state.
    const [state, job] = await this.queue
      .getJobState(id)
      .then(async (found) => [found, await this.queue.getJob(id)] as const)
      .catch(() => {
        throw queueUnavailable();
      });
    if (!job || job.name !== MAINTENANCE_JOB) {
      throw notFound('ops.error.unknown-job');
    }
    return {
      jobId: job.id,
      state,
      data: job.data,
      outcome: job.returnvalue ?? null,
      failedReason: job.failedReason || null,
      processedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    };
  }
}
