import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { ShopValidationPipe } from './shop-validation.pipe';
import { refuseInvalidText } from './text-input';

/**
 * Registers ShopValidationPipe for every REST route and GraphQL operation of the app, and the check
 * of REST text inputs (decision 0075; GraphQL's is a plugin of graphql-limit-options.ts).
 */
@Module({ providers: [{ provide: APP_PIPE, useClass: ShopValidationPipe }] })
export class ValidationModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(refuseInvalidText)
      .exclude({ path: 'graphql', method: RequestMethod.ALL })
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
