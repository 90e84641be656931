import { Inject, Injectable } from '@nestjs/common';
import { SHOP_CONFIG_PORT, type ShopConfigPort, type ShopConfig } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { CacheService } from '../cache/cache.service';

/** The tenant's shop configuration, cached 5 minutes per tenant and language (it changes rarely). */
@Injectable()
export class ShopConfigService {
  constructor(
    @Inject(SHOP_CONFIG_PORT) private readonly shopConfigs: ShopConfigPort,
    private readonly cache: CacheService,
  ) {}

  configOf(ctx: ShopContext): Promise<ShopConfig> {
    // v4: entries carry languages, countries, partner and hubspotTemplates (decision 0118); older ones are not read.
    const key = `shop-config:v4:${ctx.mandantCode}:${ctx.language}`;
    return this.cache.getOrSet(key, 300, () => this.shopConfigs.getShopConfig(ctx));
  }
}
