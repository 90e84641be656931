import { Inject, Injectable } from '@nestjs/common';
import { ESSENCE_LIST_PORT, type EssenceListPort } from '@shop/commerce';
import { skusOutsideEssenceList, type EssenceRestriction, type ShopContext } from '@shop/domain';
import { badInput } from '../common/shop-error';

/**
 * The essence-only rule (decision 0102) for every write that puts lines into a cart: the cart's line
 * change (product card, product page, quick order, shopping list, reorder, integrators), the merge of
 * carts and checkout ask here before anything is written.
 */
@Injectable()
export class EssenceRules {
  constructor(@Inject(ESSENCE_LIST_PORT) private readonly essence: EssenceListPort) {}

  /** The session customer's restriction; none without a customer. */
  async restrictionOf(ctx: ShopContext): Promise<EssenceRestriction> {
    if (!ctx.customer) return { onlyEssence: false, skus: [] };
    const { onlyEssence, skus } = await this.essence.essenceSkus(ctx);
    return { onlyEssence, skus };
  }

  /**
   * BAD_USER_INPUT `error.essence-list-only` naming the skus (sorted) the customer may not order,
   * when it may order only its essence list; nothing for other customers.
   */
  async assertMayOrder(ctx: ShopContext, skus: Iterable<string>): Promise<void> {
    const wanted = [...skus];
    if (!ctx.customer || wanted.length === 0) return;
    const refused = skusOutsideEssenceList(await this.restrictionOf(ctx), wanted);
    if (refused.length > 0) throw badInput('error.essence-list-only', { skus: refused });
  }
}
