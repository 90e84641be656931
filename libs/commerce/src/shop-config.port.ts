import type { ShopContext } from '@shop/domain';
import type { ShopConfig } from './commerce.types';

/** The tenant's shop configuration in the commerce backend. */
export interface ShopConfigPort {
  /** The configuration of ctx's tenant (roles, salutations, customer groups …), texts in ctx.language. */
  getShopConfig(ctx: ShopContext): Promise<ShopConfig>;
}

/** Injection token of ShopConfigPort: a class injects only the ports it uses (docs/architecture.md). */
export const SHOP_CONFIG_PORT = Symbol('SHOP_CONFIG_PORT');
