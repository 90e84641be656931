import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isAcademyOnly, type ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { ProductModel } from '../catalogue/product.model';
import { toProductModel } from '../catalogue/to-product-model';
import { Shop } from '../common/request/shop.decorator';
import {
  CartArgs,
  CartIdArgs,
  CartsArgs,
  ChangeCartLinesArgs,
  CartVersionArgs,
  UpdateCartArgs,
} from './cart.args';
import {
  CartLineModel,
  CartModel,
  CartPageModel,
  DeletedCartModel,
  ShippingAddressModel,
} from './cart.models';
import { CartAddressService } from './cart-address.service';
import { CartService } from './cart.service';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/** Query.cart and the cart changes (docs/rules/calls.md cart, updateCart). Cart's price fields: pricing/cart-price.resolver.ts. */
@Resolver(() => CartModel)
export class CartResolver {
  constructor(
    private readonly cartService: CartService,
    private readonly addresses: CartAddressService,
    private readonly catalogue: CatalogueLoaders,
  ) {}

  @Query(() => CartModel, {
    description:
      "The session's Active cart in the locale's tenant, created empty on first ask (docs/rules/states-and-rules.md).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  cart(@Args() _args: CartArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.activeCart(ctx);
  }

  @Mutation(() => CartModel, {
    description:
      "Adds to or sets line quantities of one of the customer's carts at `version` (docs/rules/calls.md addLineItems / changeLineItems). CONFLICT when the cart moved on; BAD_USER_INPUT for an unknown or unbuyable sku or a quantity below the minimum.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  changeCartLines(@Args() args: ChangeCartLinesArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.changeLines(ctx, args);
  }

  @Mutation(() => CartModel, {
    description:
      "Opens one of the customer's carts for editing (docs/rules/states-and-rules.md lockedUntil, decision 0041): the session holds its edit lock for 10 minutes, renewed when asked again; other users get CONFLICT error.cart-locked on every write and see lockedByName and lockedUntil. The version does not move.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  lockCart(@Args() args: CartIdArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.lock(ctx, args.cartId);
  }

  @Mutation(() => CartModel, {
    description: "Leaves a cart's editing: releases the session's edit lock (someone else's lock stays).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  unlockCart(@Args() args: CartIdArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.unlock(ctx, args.cartId);
  }

  @Query(() => CartPageModel, {
    description:
      "The customer's carts that are not ordered, of every user of the customer (docs/rules/calls.md carts; cart administration).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  carts(@Args() args: CartsArgs, @Shop() ctx: ShopContext): Promise<CartPageModel> {
    return this.cartService.carts(ctx, args);
  }

  @Query(() => CartModel, {
    description: 'One cart of the customer by id; NOT_FOUND for ordered and other customers’ carts.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  cartById(@Args() args: CartIdArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.cartById(ctx, args.cartId);
  }

  @Mutation(() => CartModel, {
    description:
      "A new, empty Active cart for the session's key (docs/rules/calls.md createCart); the one before is kept as Saved when it has lines.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  createCart(@Args() _args: CartArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.createCart(ctx);
  }

  @Mutation(() => CartModel, {
    description:
      "Makes one of the session key's Saved carts its Active cart again (the one before is kept as Saved).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  switchCart(@Args() args: CartIdArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.switchCart(ctx, args.cartId);
  }

  @Mutation(() => DeletedCartModel, {
    description:
      'Deletes a cart at `version`: its own user may, approvers and administrators may delete every cart of the customer. CONFLICT when it moved on.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  deleteCart(@Args() args: CartVersionArgs, @Shop() ctx: ShopContext): Promise<DeletedCartModel> {
    return this.cartService.deleteCart(ctx, args);
  }

  @ResolveField(() => ShippingAddressModel, {
    description: "Where the order goes: the cart's own address, or the customer's with the contact's name.",
  })
  shippingAddress(@Parent() cart: CartModel): Promise<ShippingAddressModel> | ShippingAddressModel {
    return cart.ownShippingAddress ?? this.addresses.customerAddressOf(cart.ctx);
  }

  @ResolveField({ description: "True when shippingAddress is the customer's own address (none was given)." })
  shipsToCustomerAddress(@Parent() cart: CartModel): boolean {
    return cart.ownShippingAddress === null;
  }

  @ResolveField(() => Boolean, {
    description:
      'True when every line is an academy training (both academy attributes): nothing is delivered, so the checkout asks for no shipping method (decision 0123). False for an empty cart.',
  })
  async academyOnly(@Parent() cart: CartModel, @Loaders() loaders: RequestLoaders): Promise<boolean> {
    const products = this.catalogue.product(loaders, cart.ctx);
    const lines = await Promise.all(cart.lineItems.map((line) => products.load(line.sku)));
    return isAcademyOnly(lines.map((product) => ({ attributes: product?.attributes ?? {} })));
  }

  @Mutation(() => CartModel, {
    description:
      "Changes a cart's further information and shipping at `version` (docs/rules/calls.md updateCart: customerIdentifier, customerComment, customShippingMethod with cartShippingAddress). Arguments left out stay as they are. CONFLICT when the cart moved on; BAD_USER_INPUT for an unknown shipping agent or an invalid address.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  updateCart(@Args() args: UpdateCartArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.cartService.changeDetails(ctx, args);
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
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductModel | null> {
    const product = await this.catalogue.product(loaders, line.ctx).load(line.sku);
    return product ? toProductModel(product, line.ctx) : null;
  }
}
