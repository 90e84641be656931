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
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import { MAINTENANCE_JOB, type MaintenanceJob } from '@shop/jobs';
import { notFound } from '../common/shop-error';
import { MaintenanceCommandDto } from '../maintenance/maintenance-command.dto';
import { MAINTENANCE_QUEUE } from '../maintenance/maintenance-queue.provider';
import { Ops, OpsGuard } from './ops.guard';
import { requesterOf, type OpsCaller } from './ops-access';
import {
  MaintenanceWindows,
  queueUnavailable,
  type MaintenanceOverview,
} from '../maintenance/maintenance-windows.service';

/**
 * Ops routes of maintenance, behind the ops guard (the bearer ops token or a session with the
 * operations role, docs/decisions/0138-operations-role.md). They only enqueue jobs for the worker
 * (which writes the state, records the change and publishes the event); the BFF never writes the state.
 */
@Controller('api/ops/maintenance')
@UseGuards(OpsGuard)
export class OpsMaintenanceController {
  constructor(
    @Inject(MAINTENANCE_QUEUE) private readonly queue: Queue<MaintenanceJob>,
    private readonly windows: MaintenanceWindows,
  ) {}

  /** Switch now, or plan a window: 202 with the job id; the worker does it within milliseconds. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  async command(
    @Body() body: MaintenanceCommandDto,
    @Ops() caller: OpsCaller,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const iso = (value?: string | null) => (value == null ? null : new Date(value).toISOString());
    const data: MaintenanceJob = {
      mandantCode: body.mandantCode,
      enabled: body.enabled,
      from: iso(body.from),
      until: iso(body.until),
      requestedBy: requesterOf(caller),
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
  overview(): Promise<MaintenanceOverview> {
    return this.windows.overview();
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
