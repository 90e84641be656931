import { Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { ShopValidationPipe } from './shop-validation.pipe';

/** Registers ShopValidationPipe for every REST route and GraphQL operation of the app. */
@Module({ providers: [{ provide: APP_PIPE, useClass: ShopValidationPipe }] })
export class ValidationModule {}
