import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { onDatabaseDeadline } from '@shop/db';
import { onDeadlineExceeded } from '@shop/redis';
import { BffMetrics } from './bff-metrics';

/** Counts the deadlines of @shop/redis's withDeadline and of the database while the app runs. */
@Injectable()
export class DeadlineMetrics implements OnModuleInit, OnModuleDestroy {
  private stops: (() => void)[] = [];

  constructor(private readonly metrics: BffMetrics) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    this.stops = [
      onDeadlineExceeded((what) => this.metrics.deadlineHit(what)),
      onDatabaseDeadline((kind) => this.metrics.deadlineHit(`database ${kind}`)),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }
}
