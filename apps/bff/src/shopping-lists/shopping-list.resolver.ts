import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { DEFAULT_WISHLIST_CURRENCY, isListLineBuyable, type ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { ProductModel } from '../catalogue/product.model';
import { toProductModel } from '../catalogue/to-product-model';
import { MoneyModel } from '../common/money.model';
import { Loaders } from '../common/request/loaders.decorator';
import { Shop } from '../common/request/shop.decorator';
import type { RequestLoaders } from '../common/request-loaders';
import {
  AddShoppingListToCartArgs,
  CreateShoppingListArgs,
  MergeShoppingListInput,
  ShoppingListArgs,
  ShoppingListKeysArgs,
  ShoppingListVersionArgs,
  UpdateShoppingListInput,
} from './shopping-list.args';
import {
  AddShoppingListToCartResultModel,
  DeletedShoppingListModel,
  ShoppingListCsvFileModel,
  ShoppingListKeysModel,
  ShoppingListLineItemModel,
  ShoppingListModel,
} from './shopping-list.models';
import { ShoppingListService } from './shopping-list.service';

/** Shopping lists (docs/rules/calls.md shoppingList … mergeShoppingList; decisions 0098–0100). */
@Resolver(() => ShoppingListModel)
export class ShoppingListResolver {
  constructor(
    private readonly lists: ShoppingListService,
    private readonly catalogue: CatalogueLoaders,
  ) {}

  @Query(() => ShoppingListKeysModel, {
    description:
      "The session's own list keys (decision 0098): its shopping list and its scan-me list. FORBIDDEN error.no-customer-selected without a customer.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  shoppingListKeys(@Args() _args: ShoppingListKeysArgs, @Shop() ctx: ShopContext): ShoppingListKeysModel {
    return this.lists.keys(ctx);
  }

  @Query(() => ShoppingListModel, {
    description:
      "One of the session's lists by key, created (name = key, no attributes) when missing (docs/rules/states-and-rules.md). NOT_FOUND for any key that is not the session's own.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  shoppingList(@Args() args: ShoppingListArgs, @Shop() ctx: ShopContext): Promise<ShoppingListModel> {
    return this.lists.list(ctx, args.key);
  }

  @Mutation(() => ShoppingListModel, {
    description:
      'A new list of one of the session’s keys (docs/rules/calls.md createShoppingList). CONFLICT error.shopping-list-exists when the key has one; NOT_FOUND for a key that is not the session’s.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  createShoppingList(
    @Args() args: CreateShoppingListArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ShoppingListModel> {
    return this.lists.create(ctx, args);
  }

  @Mutation(() => ShoppingListModel, {
    description:
      'Adds lines (summed into the line of the same sku), sets line quantities (0 removes) and renames, at `version` (docs/rules/calls.md updateShoppingList). CONFLICT error.shopping-list-conflict when the list moved on.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  updateShoppingList(
    @Args('input', { description: 'The list, the version seen and the changes.' })
    input: UpdateShoppingListInput,
    @Shop() ctx: ShopContext,
  ): Promise<ShoppingListModel> {
    return this.lists.update(ctx, input);
  }

  @Mutation(() => ShoppingListModel, {
    description:
      "Sums the lines of the session's lists of keysToMerge into the list of `key` and empties them (docs/rules/calls.md mergeShoppingList, decision 0100).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  mergeShoppingList(
    @Args('input', { description: 'The target list, its version and the keys to merge into it.' })
    input: MergeShoppingListInput,
    @Shop() ctx: ShopContext,
  ): Promise<ShoppingListModel> {
    return this.lists.merge(ctx, input);
  }

  @Mutation(() => DeletedShoppingListModel, {
    description: "Deletes one of the session's lists at `version` (docs/rules/calls.md deleteShoppingList).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  deleteShoppingList(
    @Args() args: ShoppingListVersionArgs,
    @Shop() ctx: ShopContext,
  ): Promise<DeletedShoppingListModel> {
    return this.lists.delete(ctx, args.key, args.version);
  }

  @Mutation(() => AddShoppingListToCartResultModel, {
    description:
      "Puts the list's buyable lines with a sku into a cart through the cart's own line change (every rule of an add holds); the other lines are named in notAdded (decision 0100).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  addShoppingListToCart(
    @Args() args: AddShoppingListToCartArgs,
    @Shop() ctx: ShopContext,
  ): Promise<AddShoppingListToCartResultModel> {
    return this.lists.addToCart(ctx, args);
  }

  @Query(() => ShoppingListCsvFileModel, {
    description:
      'The list as a CSV file (docs/rules/calls.md generateShoppingListCsvEncodedFileContent, decision 0099); prices only for roles that see prices.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  generateShoppingListCsvEncodedFileContent(
    @Args() args: ShoppingListArgs,
    @Shop() ctx: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ShoppingListCsvFileModel> {
    return this.lists.csv(ctx, args.key, loaders);
  }

  @ResolveField(() => Boolean, {
    description: 'Whether a line has no sku or is not buyable (docs/rules/validation.md hasNotBuyableItems).',
  })
  async hasNotBuyableItems(
    @Parent() list: ShoppingListModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<boolean> {
    const products = this.catalogue.product(loaders, list.ctx);
    const buyable = await Promise.all(
      list.lineItems.map(async (line) =>
        isListLineBuyable(line, line.sku ? await products.load(line.sku) : null),
      ),
    );
    return buyable.some((flag) => !flag);
  }
}

/** ShoppingListLineItem's product, buyability and price. */
@Resolver(() => ShoppingListLineItemModel)
export class ShoppingListLineResolver {
  constructor(
    private readonly lists: ShoppingListService,
    private readonly catalogue: CatalogueLoaders,
  ) {}

  @ResolveField(() => ProductModel, {
    nullable: true,
    description: 'The catalogue product; null without a sku or when the tenant no longer sells it.',
  })
  async product(
    @Parent() line: ShoppingListLineItemModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductModel | null> {
    if (!line.sku) return null;
    const product = await this.catalogue.product(loaders, line.ctx).load(line.sku);
    return product ? toProductModel(product, line.ctx) : null;
  }

  @ResolveField(() => Boolean, {
    description: 'Whether the line can go to a cart: a sku the tenant sells whose product is buyable.',
  })
  async buyable(
    @Parent() line: ShoppingListLineItemModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<boolean> {
    if (!line.sku) return false;
    return isListLineBuyable(line, await this.catalogue.product(loaders, line.ctx).load(line.sku));
  }

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: `The customer's price of one unit (currency ${DEFAULT_WISHLIST_CURRENCY} when the price names none); null for roles that see no prices and where there is no price.`,
  })
  async price(
    @Parent() line: ShoppingListLineItemModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MoneyModel | null> {
    if (!line.sku) return null;
    const price = await this.lists.linePrice(loaders, line.ctx, line.sku);
    return price
      ? { centAmount: price.centAmount, currency: price.currency || DEFAULT_WISHLIST_CURRENCY }
      : null;
  }

  @ResolveField(() => Int, { description: 'Alias of quantity for clients of the spec (lineItemQuantity).' })
  lineItemQuantity(@Parent() line: ShoppingListLineItemModel): number {
    return line.quantity;
  }
}
