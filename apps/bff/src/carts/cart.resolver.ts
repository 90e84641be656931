import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { ProductModel } from '../catalogue/product.model';
import { toProductModel } from '../catalogue/to-product-model';
import { Shop } from '../common/request/shop.decorator';
import { CartArgs, ChangeCartLinesArgs, UpdateCartArgs } from './cart.args';
import { CartLineModel, CartModel } from './cart.models';
import { CartService } from './cart.service';

/** Query.cart and the cart changes (spec 02 §7 cart, updateCart). Cart's price fields: pricing/cart-price.resolver.ts. */
@Resolver(() => CartModel)
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query(() => CartModel, {
    description: "The session's Active cart in the locale's tenant, created empty on first ask (spec 02 §4).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  cart(@Args() _args: CartArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.carts.activeCart(ctx);
  }

  @Mutation(() => CartModel, {
    description:
      "Adds to or sets line quantities of one of the customer's carts at `version` (spec 02 addLineItems / changeLineItems). CONFLICT when the cart moved on; BAD_USER_INPUT for an unknown or unbuyable sku or a quantity below the minimum.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  changeCartLines(@Args() args: ChangeCartLinesArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.carts.changeLines(ctx, args);
  }

  @Mutation(() => CartModel, {
    description:
      "Changes a cart's further information and shipping at `version` (spec 02 updateCart: customerIdentifier, customerComment, customShippingMethod with cartShippingAddress). Arguments left out stay as they are. CONFLICT when the cart moved on; BAD_USER_INPUT for an unknown shipping agent or an invalid address.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  updateCart(@Args() args: UpdateCartArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.carts.changeDetails(ctx, args);
  }
}

/** CartLine's own fields. */
@Resolver(() => CartLineModel)
export class CartLineResolver {
  @ResolveField(() => ProductModel, {
    nullable: true,
    description: 'The product; null when the tenant no longer sells it.',
  })
  product(@Parent() line: CartLineModel): ProductModel | null {
    return line.productRecord ? toProductModel(line.productRecord, line.ctx) : null;
  }
}
