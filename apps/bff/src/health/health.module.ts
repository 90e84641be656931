import { Global, Module } from '@nestjs/common';
import { Draining } from './draining';
import { HealthController } from './health.controller';

/** Liveness and readiness (Redis and the database answer within their bounds; not while draining). */
@Global()
@Module({ controllers: [HealthController], providers: [Draining], exports: [Draining] })
export class HealthModule {}
