import { Module } from '@nestjs/common';
import { ShopConfigResolver } from './shop-config.resolver';
import { ShopConfigService } from './shop-config.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const SHOP_CONFIG_RESOLVERS = [ShopConfigResolver];

/** The tenant's shop configuration (currency, tax, roles, salutations …), cached per language. */
@Module({ providers: [ShopConfigService, ...SHOP_CONFIG_RESOLVERS], exports: [ShopConfigService] })
export class ShopConfigModule {}
