import { Inject, Injectable } from '@nestjs/common';
import type { Product } from '@shop/commerce';
import { eanCodesOf, matchQuickOrderCodes, type QuickOrderMatch, type ShopContext } from '@shop/domain';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';

/** Quick order (decision 0040): which of the tenant's products the codes of its rows name. */
@Injectable()
export class QuickOrderService {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  /** One answer per code, in order: by sku or, for EAN-13s, by EAN (the rule of libs/domain). */
  async lookup(ctx: ShopContext, codes: readonly string[]): Promise<QuickOrderMatch<Product>[]> {
    const unique = [...new Set(codes)];
    const eans = eanCodesOf(unique);
    const [bySku, byEan] = await Promise.all([
      this.catalogue.getProductsBySkus(ctx, unique),
      eans.length > 0 ? this.catalogue.getProductsByEans(ctx, eans) : [],
    ]);
    const found = [...bySku, ...byEan].filter((product): product is Product => product !== null);
    return matchQuickOrderCodes(codes, found);
  }
}
