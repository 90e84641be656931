import { Inject } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { CMS_PORT, type CmsPort } from '@shop/cms';
import { CATALOGUE_PORT, type CataloguePort } from '@shop/commerce';
import { isSafeRedirectPath } from '@shop/domain';
import { externalShopUrlOf, LOCALE_CODES, LOCALES } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import { badInput } from '../common/shop-error';
import { ExternalShopModel, RouteResolutionModel } from './route.models';
import { resolveRoute } from './resolve-route';

@Resolver(() => RouteResolutionModel)
export class RouteResolver {
  constructor(
    @Inject(CMS_PORT) private readonly cms: CmsPort,
    @Inject(CATALOGUE_PORT) private readonly catalogue: CataloguePort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: which route a path is, its access rule, a server redirect, or not found. */
  @Query(() => RouteResolutionModel, {
    description: 'Resolves a shop path (e.g. /de-at/account/mein-konto) with the shared route table.',
  })
  route(
    @Args('path', {
      description: 'A shop path with its locale, e.g. /de-at/warenkorb (query and hash allowed).',
    })
    path: string,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<RouteResolutionModel> {
    if (!isSafeRedirectPath(path)) throw badInput('error.invalid-path', { path: String(path).slice(0, 200) });
    return resolveRoute(this.cms, user, path, this.config.externalShops, this.catalogue);
  }

  /** Public: where the locales without a shop here send the browser (configured or default). */
  @Query(() => [ExternalShopModel], { description: 'Regional shops of the countries without a shop here.' })
  externalShops(): ExternalShopModel[] {
    const overrides = this.config.externalShops;
    return LOCALE_CODES.flatMap((locale) => {
      const url = externalShopUrlOf(locale, overrides);
      return url ? [{ locale, countryCode: LOCALES[locale].countryCode, url }] : [];
    });
  }
}
