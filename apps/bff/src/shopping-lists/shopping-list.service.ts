import { Inject, Injectable } from '@nestjs/common';
import {
  SHOPPING_LIST_PORT,
  ShoppingListKeyTakenError,
  ShoppingListTooLongError,
  ShoppingListVersionConflictError,
  type Product,
  type ShoppingListPort,
  type ShoppingListRecord,
} from '@shop/commerce';
import {
  isListLineBuyable,
  isOwnShoppingListKey,
  MAX_SHOPPING_LIST_ATTR_LENGTH,
  MAX_SHOPPING_LIST_DESCRIPTION_LENGTH,
  MAX_SHOPPING_LIST_LINES,
  MAX_SHOPPING_LIST_NAME_LENGTH,
  planListToCart,
  pricesVisible,
  SCAN_ME_KEY_SUFFIX,
  shoppingListKeysOf,
  shoppingListSlugOf,
  type ShopContext,
  type ShoppingListKeys,
} from '@shop/domain';
import { shoppingListChangedEvent } from '@shop/jobs';
import type { Language } from '@shop/locales';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';
import { CartService } from '../carts/cart.service';
import { badInput, notFound, ShopError } from '../common/shop-error';
import type { RequestLoaders } from '../common/request-loaders';
import { EssenceRules } from '../essence-list/essence-rules.service';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { PriceLoaders } from '../pricing/price-loaders';
import type {
  AddShoppingListToCartArgs,
  CreateShoppingListArgs,
  MergeShoppingListInput,
  UpdateShoppingListInput,
} from './shopping-list.args';
import type {
  AddShoppingListToCartResultModel,
  ShoppingListCsvFileModel,
  ShoppingListModel,
} from './shopping-list.models';
import { renderShoppingListCsv } from './shopping-list-csv';

/** A list for the schema; its lines' products, buyability and prices resolve when asked. */
export function toShoppingListModel(ctx: ShopContext, list: ShoppingListRecord): ShoppingListModel {
  return {
    id: list.id,
    key: list.key,
    name: list.name,
    slug: list.slug,
    description: list.description,
    attrs: Object.entries(list.attrs).map(([name, value]) => ({ name, value })),
    version: list.version,
    isScanMe: list.key.endsWith(SCAN_ME_KEY_SUFFIX),
    lineItems: list.lines.map((line) => ({ ...line, ctx })),
    totalLineItemQuantity: list.lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: list.createdAt,
    lastModifiedAt: list.updatedAt,
    ctx,
  };
}

/** A list text (name, description, attribute) trimmed, or BAD_USER_INPUT when blank where required or too long. */
function checkedText(value: string, max: number, messageKey: string, required = true): string {
  const text = value.trim();
  if ((required && text === '') || text.length > max) throw badInput(messageKey, { max });
  return text;
}

/**
 * The session's shopping lists (decisions 0098–0100): keys come from the session and a key that is not
 * one of its own is NOT_FOUND before anything is read or written; storage from the commerce port's
 * ShoppingListPort; every change reaches the contact's other pages as a shopping-list-changed event.
 */
@Injectable()
export class ShoppingListService {
  constructor(
    @Inject(SHOPPING_LIST_PORT) private readonly lists: ShoppingListPort,
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly carts: CartService,
    private readonly essence: EssenceRules,
    private readonly prices: PriceLoaders,
    private readonly events: ShopEventPublisher,
  ) {}

  /** The session's own keys; FORBIDDEN error.no-customer-selected without a customer and contact. */
  keys(ctx: ShopContext): ShoppingListKeys {
    const keys = shoppingListKeysOf(ctx);
    if (!keys) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    return keys;
  }

  /** The list of one of the session's keys, created (name = key, no attributes) when missing. */
  async list(ctx: ShopContext, key: string): Promise<ShoppingListModel> {
    this.assertOwnKey(ctx, key);
    const list = await this.lists.getOrCreateList(ctx, {
      key,
      name: key,
      slug: shoppingListSlugOf(key),
      description: null,
      attrs: {},
    });
    return toShoppingListModel(ctx, list);
  }

  /** createShoppingList: a list of one of the session's keys; CONFLICT error.shopping-list-exists when it has one. */
  async create(ctx: ShopContext, args: CreateShoppingListArgs): Promise<ShoppingListModel> {
    this.assertOwnKey(ctx, args.key);
    const name = checkedText(args.name, MAX_SHOPPING_LIST_NAME_LENGTH, 'error.invalid-shopping-list-name');
    const description = args.description
      ? checkedText(
          args.description,
          MAX_SHOPPING_LIST_DESCRIPTION_LENGTH,
          'error.invalid-shopping-list-description',
          false,
        ) || null
      : null;
    const attrs: Record<string, string> = {};
    for (const attr of args.attrs ?? [])
      attrs[checkedText(attr.name, MAX_SHOPPING_LIST_ATTR_LENGTH, 'error.invalid-shopping-list-attrs')] =
        checkedText(attr.value, MAX_SHOPPING_LIST_ATTR_LENGTH, 'error.invalid-shopping-list-attrs', false);
    try {
      const list = await this.lists.createList(ctx, {
        key: args.key,
        name,
        slug: shoppingListSlugOf(name),
        description,
        attrs,
      });
      this.changed(ctx, list);
      return toShoppingListModel(ctx, list);
    } catch (error) {
      if (error instanceof ShoppingListKeyTakenError)
        throw new ShopError('CONFLICT', 'error.shopping-list-exists', { key: args.key });
      throw error;
    }
  }

  /**
   * updateShoppingList at the version the client saw: added skus (ones the tenant sells; not-buyable ones
   * may be listed) summed into their lines, line quantities set (0 removes), a new name.
   */
  async update(ctx: ShopContext, input: UpdateShoppingListInput): Promise<ShoppingListModel> {
    this.assertOwnKey(ctx, input.key);
    const add = input.addLineItems ?? [];
    const set = input.changeLineItems ?? [];
    const name =
      typeof input.name === 'string'
        ? checkedText(input.name, MAX_SHOPPING_LIST_NAME_LENGTH, 'error.invalid-shopping-list-name')
        : undefined;
    if (add.length === 0 && set.length === 0 && name === undefined)
      throw badInput('error.shopping-list-nothing-to-change');
    if (add.length > 0) {
      const products = await this.productsBySku(
        ctx,
        add.map((line) => line.sku),
      );
      const unknown = add.find((line) => !products.has(line.sku));
      if (unknown) throw badInput('error.unknown-sku', { sku: unknown.sku });
    }
    const list = await this.written(ctx, input.key, () =>
      this.lists.changeList(
        ctx,
        input.key,
        input.version,
        {
          add: add.map((line) => ({ sku: line.sku, quantity: line.quantity })),
          set: set.map((line) => ({ lineKey: line.lineItemKey, quantity: line.quantity })),
          ...(name !== undefined ? { name: { name, slug: shoppingListSlugOf(name) } } : {}),
        },
        MAX_SHOPPING_LIST_LINES,
      ),
    );
    return toShoppingListModel(ctx, list);
  }

  /** mergeShoppingList: the session's other lists summed into the list of `key`, and emptied (decision 0100). */
  async merge(ctx: ShopContext, input: MergeShoppingListInput): Promise<ShoppingListModel> {
    this.assertOwnKey(ctx, input.key);
    for (const key of input.keysToMerge) this.assertOwnKey(ctx, key);
    let emptied: ShoppingListRecord[] = [];
    const list = await this.written(ctx, input.key, async () => {
      const merged = await this.lists.mergeLists(
        ctx,
        input.key,
        input.version,
        input.keysToMerge,
        MAX_SHOPPING_LIST_LINES,
      );
      emptied = merged?.emptied ?? [];
      return merged?.list ?? null;
    });
    for (const other of emptied) this.changed(ctx, other);
    return toShoppingListModel(ctx, list);
  }

  /** deleteShoppingList at the version the client saw; fetching the key later starts an empty list. */
  async delete(ctx: ShopContext, key: string, version: number): Promise<{ key: string }> {
    this.assertOwnKey(ctx, key);
    const list = await this.lists.getList(ctx, key);
    if (!list) throw notFound('error.shopping-list-not-found', { key });
    try {
      if (!(await this.lists.deleteList(ctx, key, version)))
        throw notFound('error.shopping-list-not-found', { key });
    } catch (error) {
      throw listWriteError(error);
    }
    this.changed(ctx, { key, version: list.version + 1 });
    return { key };
  }

  /**
   * The list's buyable lines with a sku into a cart (decision 0100) through the cart's own write, so every
   * rule of an add holds (role, essence-only customers, quantity rules, version, lock); the other lines
   * are named in the answer.
   */
  async addToCart(
    ctx: ShopContext,
    args: AddShoppingListToCartArgs,
  ): Promise<AddShoppingListToCartResultModel> {
    this.assertOwnKey(ctx, args.key);
    const list = await this.lists.getList(ctx, args.key);
    if (!list) throw notFound('error.shopping-list-not-found', { key: args.key });
    const skus = list.lines.flatMap((line) => (line.sku ? [line.sku] : []));
    const [products, restriction] = await Promise.all([
      this.productsBySku(ctx, skus),
      this.essence.restrictionOf(ctx),
    ]);
    const plan = planListToCart(
      list.lines.map((line) => ({
        key: line.key,
        sku: line.sku,
        quantity: line.quantity,
        name: (line.sku && products.get(line.sku)?.name) || line.sku || line.key,
      })),
      products,
      restriction,
    );
    const notAdded = plan.skipped.map((skip) => ({
      sku: skip.sku,
      lineItemKey: skip.key,
      name: skip.name,
      reason: skip.reason,
    }));
    if (plan.add.length === 0) throw badInput('error.shopping-list-nothing-buyable', { notAdded });
    const target =
      args.cartId && args.cartVersion
        ? { id: args.cartId, version: args.cartVersion }
        : await this.carts.activeCart(ctx);
    const cart = await this.carts.changeLines(ctx, {
      locale: ctx.locale,
      cartId: target.id,
      version: target.version,
      mode: 'add',
      lines: plan.add,
    });
    return { cart, added: plan.add.length, notAdded };
  }

  /** generateShoppingListCsvEncodedFileContent (decision 0099): rendered at once; prices only for roles that see them. */
  async csv(ctx: ShopContext, key: string, loaders: RequestLoaders): Promise<ShoppingListCsvFileModel> {
    this.assertOwnKey(ctx, key);
    const list = await this.lists.getList(ctx, key);
    const lines = list?.lines ?? [];
    const products = await this.productsBySku(
      ctx,
      lines.flatMap((line) => (line.sku ? [line.sku] : [])),
    );
    const withPrices = pricesVisible(ctx);
    const csvLines = await Promise.all(
      lines.map(async (line) => {
        const product = line.sku ? products.get(line.sku) : undefined;
        const price = withPrices && line.sku ? await this.linePrice(loaders, ctx, line.sku) : null;
        return {
          sku: line.sku,
          name: product?.name ?? '',
          quantity: line.quantity,
          buyable: isListLineBuyable(line, product),
          addedAt: line.addedAt,
          unitPrice: price,
        };
      }),
    );
    const file = renderShoppingListCsv(
      { mandantCode: ctx.mandantCode, customerNo: ctx.customer!.customerNo },
      csvLines,
      ctx.language as Language,
      withPrices,
    );
    return { fileName: file.fileName, content: file.content.toString('base64'), mimeType: file.mimeType };
  }

  /** The customer's price of one unit of a sku; null when the role sees none or the tenant has none. */
  async linePrice(
    loaders: RequestLoaders,
    ctx: ShopContext,
    sku: string,
  ): Promise<{ centAmount: number; currency: string } | null> {
    const price = await this.prices.unit(loaders, ctx, sku);
    return price?.price ?? null;
  }

  /** NOT_FOUND error.shopping-list-not-found for a key that is not one of the session's own (decision 0098). */
  private assertOwnKey(ctx: ShopContext, key: string): void {
    if (!isOwnShoppingListKey(this.keys(ctx), key)) throw notFound('error.shopping-list-not-found', { key });
  }

  private async written(
    ctx: ShopContext,
    key: string,
    write: () => Promise<ShoppingListRecord | null>,
  ): Promise<ShoppingListRecord> {
    let list: ShoppingListRecord | null;
    try {
      list = await write();
    } catch (error) {
      throw listWriteError(error);
    }
    if (!list) throw notFound('error.shopping-list-not-found', { key });
    this.changed(ctx, list);
    return list;
  }

  private changed(ctx: ShopContext, list: { key: string; version: number }): void {
    if (!ctx.customer || !ctx.contact) return;
    this.events.publish(
      shoppingListChangedEvent(
        {
          mandantCode: ctx.mandantCode,
          customerNo: ctx.customer.customerNo,
          contactNo: ctx.contact.contactNo,
          key: list.key,
          version: list.version,
        },
        new Date(),
      ),
    );
  }

  private async productsBySku(ctx: ShopContext, skus: readonly string[]): Promise<Map<string, Product>> {
    if (skus.length === 0) return new Map();
    const found = await this.catalogue.getProductsBySkus(ctx, [...new Set(skus)]);
    return new Map(found.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
  }
}

/** A refused list write as the shop's error; anything else as it is. */
function listWriteError(error: unknown): unknown {
  if (error instanceof ShoppingListVersionConflictError)
    return new ShopError('CONFLICT', 'error.shopping-list-conflict', { version: error.current.version });
  if (error instanceof ShoppingListTooLongError)
    return badInput('error.shopping-list-too-long', { max: error.max });
  return error;
}
