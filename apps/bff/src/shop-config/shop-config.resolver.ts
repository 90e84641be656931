import { Inject } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { CacheService } from '../cache/cache.service';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { ShopConfigModel } from './shop-config.models';

@Resolver(() => ShopConfigModel)
export class ShopConfigResolver {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: CacheService,
  ) {}

  @Query(() => ShopConfigModel)
  async shopConfig(@Args('locale') _locale: string, @Shop() ctx: ShopContext): Promise<ShopConfigModel> {
    const info = LOCALES[ctx.locale as LocaleCode];
    // Shop configuration changes rarely; cached 5 minutes per tenant and language.
    const key = `shop-config:${ctx.mandantCode}:${ctx.language}`;
    const config = await this.cache.getOrSet(key, 300, () => this.commerce.getShopConfig(ctx));
    return {
      locale: ctx.locale,
      mandantCode: ctx.mandantCode,
      name: config.name,
      language: ctx.language,
      countryCode: config.countryCode,
      currency: config.currency,
      taxPercent: config.taxPercent,
      intlLocale: info.intlLocale,
      alternativePrice: info.showAlternativePrice ?? null,
      webRoles: config.webRoles,
      salutations: config.salutations,
      customerGroups: config.customerGroups,
      shippingAgents: config.shippingAgents,
    };
  }
}
