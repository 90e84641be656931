import { Args, Query, Resolver } from '@nestjs/graphql';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { ShopConfigModel } from './shop-config.models';
import { ShopConfigService } from './shop-config.service';
import { LocaleArgs } from '../common/locale.args';

@Resolver(() => ShopConfigModel)
export class ShopConfigResolver {
  constructor(private readonly configs: ShopConfigService) {}

  @Query(() => ShopConfigModel, {
    description: "The locale's shop configuration: tenant, currency, tax, shipping agents, roles (public).",
  })
  async shopConfig(@Args() _args: LocaleArgs, @Shop() ctx: ShopContext): Promise<ShopConfigModel> {
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
