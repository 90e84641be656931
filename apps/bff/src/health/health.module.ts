import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** Liveness and readiness (Redis and the database answer within their bounds). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
