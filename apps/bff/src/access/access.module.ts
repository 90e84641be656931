import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';

/** Registers the AccessGuard for every route, operation and field resolver of the app. */
@Module({ providers: [{ provide: APP_GUARD, useClass: AccessGuard }] })
export class AccessModule {}
