import { Args, Query, Resolver } from '@nestjs/graphql';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { ShopConfigModel } from './shop-config.models';
import { ShopConfigService } from './shop-config.service';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

@Resolver(() => ShopConfigModel)
export class ShopConfigResolver {
  constructor(private readonly configs: ShopConfigService) {}

  @Query(() => ShopConfigModel, {
    description: "The locale's shop configuration: tenant, currency, tax, shipping agents, roles (public).",
  })
  async shopConfig(
    @Args('locale', { description: LOCALE_ARGUMENT }) _locale: string,
    @Shop() ctx: ShopContext,
  ): Promise<ShopConfigModel> {
    const info = LOCALES[ctx.locale as LocaleCode];
    const config = await this.configs.configOf(ctx);
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
      deliveryCountries: config.deliveryCountries,
    };
  }
}
