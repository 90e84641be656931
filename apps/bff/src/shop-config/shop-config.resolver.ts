import { Args, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { countryShopOf, LOCALES, type LocaleCode } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { ShopConfigModel } from './shop-config.models';
import { ShopConfigService } from './shop-config.service';
import { LocaleArgs } from '../common/locale.args';

@Resolver(() => ShopConfigModel)
export class ShopConfigResolver {
  constructor(
    private readonly configs: ShopConfigService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  @Query(() => ShopConfigModel, {
    description: "The locale's shop configuration: tenant, currency, tax, shipping agents, roles (public).",
  })
  async shopConfig(@Args() _args: LocaleArgs, @Shop() ctx: ShopContext): Promise<ShopConfigModel> {
    const info = LOCALES[ctx.locale as LocaleCode];
    const config = await this.configs.configOf(ctx);
    const countryShop = countryShopOf(ctx.locale as LocaleCode, this.appConfig.externalShops);
    return {
      id: config.mandantCode,
      locale: ctx.locale,
      fallbackLocale: countryShop.fallbackLocale,
      languageCode: countryShop.languageCode,
      tax: countryShop.tax,
      newsletterUrl: countryShop.newsletterUrl,
      footerLocations: countryShop.footerLocations,
      languages: config.languages,
      countries: config.countries,
      partner: config.partner,
      hubspotTemplates: config.hubspotTemplates,
      mandantCode: ctx.mandantCode,
      name: config.name,
      language: ctx.language,
      countryCode: config.countryCode,
      currency: config.currency,
      taxPercent: config.taxPercent,
      intlLocale: info.intlLocale,
      contactSlug: countryShop.contactSlug,
      alternativePrice: info.showAlternativePrice ?? null,
      webRoles: config.webRoles,
      salutations: config.salutations,
      customerGroups: config.customerGroups,
      organizationalLevels: config.organizationalLevels,
      shippingAgents: config.shippingAgents,
      fieldDescriptions: config.fieldDescriptions,
      deliveryCountries: config.deliveryCountries,
      serviceEmail: config.serviceEmail,
    };
  }
}
