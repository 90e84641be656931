import type { ShopContext } from '@shop/domain';
import type { ShopConfig } from './commerce.types';

/** The tenant's shop configuration in the commerce backend. */
export interface ShopConfigPort {
  /** The configuration of ctx's tenant (roles, salutations, customer groups …), texts in ctx.language. */
  getShopConfig(ctx: ShopContext): Promise<ShopConfig>;
}
