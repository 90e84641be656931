import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { ProductModel } from '../catalogue/product.model';
import type { GraphqlContext } from '../common/graphql-context';
import { toProductModel } from '../catalogue/to-product-model';
import { Shop } from '../common/request/shop.decorator';
import { CartArgs, ChangeCartLinesArgs, UpdateCartArgs } from './cart.args';
import { CartLineModel, CartModel, ShippingAddressModel } from './cart.models';
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

  @ResolveField(() => ShippingAddressModel, {
    description: "Where the order goes: the cart's own address, or the customer's with the contact's name.",
  })
  shippingAddress(@Parent() cart: CartModel): Promise<ShippingAddressModel> | ShippingAddressModel {
    return cart.ownShippingAddress ?? this.carts.customerAddressOf(cart.ctx);
  }

  @ResolveField({ description: "True when shippingAddress is the customer's own address (none was given)." })
  shipsToCustomerAddress(@Parent() cart: CartModel): boolean {
    return cart.ownShippingAddress === null;
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
  constructor(private readonly catalogue: CatalogueLoaders) {}

  @ResolveField(() => ProductModel, {
    nullable: true,
    description: 'The product; null when the tenant no longer sells it.',
  })
  async product(
    @Parent() line: CartLineModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<ProductModel | null> {
    const product = await this.catalogue.product(loaders, line.ctx).load(line.sku);
    return product ? toProductModel(product, line.ctx) : null;
  }
}
