import { Inject, Injectable } from '@nestjs/common';
import { CART_PORT, type CartDetailsChange, type CartPort, type Product } from '@shop/commerce';
import {
  activeLockOf,
  essenceListDateProblem,
  externalReferenceProblem,
  CART_LOCK_MINUTES,
  filterFurtherInformation,
  isBuyable,
  lastPageOf,
  MAX_CART_LINES,
  mayDeleteCart,
  quantityProblem,
  quantityRuleOf,
  shippingAddressProblems,
  waitsForDecision,
  type ShopContext,
} from '@shop/domain';
import { badInput, ShopError } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';
import { EssenceRules } from '../essence-list/essence-rules.service';
import { ShopConfigService } from '../shop-config/shop-config.service';
import {
  assertNotLockedByOthers,
  assertOpenForChanges,
  CartEvents,
  cartOrNotFound,
  requireCartKey,
  sessionCartActor,
  writtenCart,
} from './cart-access';
import type { CartsArgs, ChangeCartLinesArgs, CartVersionArgs, UpdateCartArgs } from './cart.args';
import type { CartModel, CartPageModel, DeletedCartModel } from './cart.models';
import { toCartModel } from './to-cart-model';

/**
 * The session's carts (decision 0036): the key comes from the session (never from the client), the
 * rules from libs/domain, the storage from the commerce port's CartPort, access and events from
 * cart-access.ts.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(CART_PORT) private readonly cartStore: CartPort,
    private readonly events: CartEvents,
    private readonly shopConfig: ShopConfigService,
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly essence: EssenceRules,
  ) {}

  /** The Active cart of the session's key, created on first ask (docs/rules/states-and-rules.md). */
  async activeCart(ctx: ShopContext): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = await this.cartStore.getActiveCart(ctx, key);
    return toCartModel(ctx, cart, key);
  }

  /** The customer's carts that are not ordered, every user's (cart administration), paged. */
  async carts(ctx: ShopContext, args: CartsArgs): Promise<CartPageModel> {
    const key = requireCartKey(ctx);
    const page = await this.cartStore.listCarts(ctx, {
      page: args.page,
      limit: args.limit,
      sorting: args.sorting,
      direction: args.sortDirection,
    });
    return {
      items: page.items.map((cart) => toCartModel(ctx, cart, key)),
      total: page.total,
      page: page.page,
      limit: page.limit,
      lastPage: lastPageOf(page.total, page.limit),
    };
  }

  /** One cart of the customer (cart administration's detail); ordered carts are orders now. */
  async cartById(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, cartId), cartId, { orderedIsGone: true });
    return toCartModel(ctx, cart, key);
  }

  /** A new, empty Active cart for the session's key; the one before is kept as Saved when it has lines. */
  async createCart(ctx: ShopContext): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const created = await this.cartStore.createCart(ctx, key);
    this.events.changed(ctx, created);
    return toCartModel(ctx, created, key);
  }

  /** Makes one of the session key's Saved carts its Active cart again. */
  async switchCart(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const active = cartOrNotFound(await this.cartStore.activateCart(ctx, key, cartId), cartId);
    this.events.changed(ctx, active);
    return toCartModel(ctx, active, key);
  }

  /** Deletes a cart at the version the user saw: its own user's, or any of the customer's for approvers. */
  async deleteCart(ctx: ShopContext, args: CartVersionArgs): Promise<DeletedCartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, args.cartId), args.cartId, {
      orderedIsGone: true,
    });
    if (!mayDeleteCart(ctx.role, cart.key === key)) throw new ShopError('FORBIDDEN', 'error.forbidden');
    assertNotLockedByOthers(ctx, cart);
    await writtenCart(ctx, args.cartId, async () =>
      (await this.cartStore.deleteCart(ctx, args.cartId, args.version)) ? cart : null,
    );
    // Open pages of the deleted cart reload (and get the key's next cart).
    this.events.gone(ctx, cart);
    // A cart waiting for approval gave its budget reservation back.
    if (waitsForDecision(cart)) this.events.budgetsChanged(ctx);
    return { cartId: args.cartId };
  }

  /**
   * Adds or sets lines at the version the client saw. Every line is checked first (a sku the tenant
   * sells, buyable, the quantity rule on the resulting quantity, and for an essence-only customer a
   * sku of its essence list where the line grows, decision 0102); one refused line refuses the change.
   * Every way a line reaches a cart comes through here (product card and page, quick order, lists,
   * reorder, integrators).
   */
  async changeLines(ctx: ShopContext, args: ChangeCartLinesArgs): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, args.cartId), args.cartId);
    assertOpenForChanges(ctx, cart);
    const skus = [...new Set(args.lines.map((line) => line.sku))];
    const products = await this.productsBySku(ctx, skus);
    const current = new Map(cart.lines.map((line) => [line.sku, line.quantity]));
    const growing = new Set<string>();
    for (const line of args.lines) {
      const product = products.get(line.sku);
      if (!product) throw badInput('error.unknown-sku', { sku: line.sku });
      const resulting = args.mode === 'add' ? (current.get(line.sku) ?? 0) + line.quantity : line.quantity;
      if (resulting === 0) continue;
      if (resulting > (current.get(line.sku) ?? 0)) growing.add(line.sku);
      // Every product of the embedded catalogue has a list price, so a price is known for each sku.
      if (!isBuyable(product.attributes, true))
        throw badInput('error.product-not-buyable', { sku: line.sku });
      const problem = quantityProblem(resulting, quantityRuleOf(product.attributes));
      if (problem) throw badInput(problem, { sku: line.sku, quantity: resulting });
    }
    const resultingSkus = new Set(current.keys());
    for (const line of args.lines) {
      if (args.mode === 'set' && line.quantity === 0) resultingSkus.delete(line.sku);
      else if (line.quantity > 0) resultingSkus.add(line.sku);
    }
    if (resultingSkus.size > MAX_CART_LINES && resultingSkus.size > current.size)
      throw badInput('error.cart-too-many-lines', { max: MAX_CART_LINES });
    // A line outside the essence list may still shrink or go (it came before the restriction).
    await this.essence.assertMayOrder(ctx, growing);
    const changed = await writtenCart(ctx, args.cartId, () =>
      this.cartStore.changeLines(
        ctx,
        args.cartId,
        args.version,
        args.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, mode: args.mode })),
      ),
    );
    // An approver changing a handed-over cart: it is Modified, and waits for the decision still.
    const settled =
      cart.processStatus === 'Open'
        ? await writtenCart(ctx, args.cartId, () =>
            this.cartStore.changeProcessStatus(ctx, args.cartId, changed.version, {
              status: 'Modified',
              comment: cart.processComment,
              keepLock: true,
            }),
          )
        : changed;
    this.events.changed(ctx, settled);
    return toCartModel(ctx, settled, key);
  }

  /**
   * Further information and shipping of a cart (docs/rules/calls.md updateCart): texts filtered to letters,
   * digits, space and hyphen (an empty result clears the field), the shipping agent one of the
   * tenant's configured codes.
   */
  async changeDetails(ctx: ShopContext, args: UpdateCartArgs): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, args.cartId), args.cartId);
    assertOpenForChanges(ctx, cart);
    const change: CartDetailsChange = {};
    const filtered = (text: string) => filterFurtherInformation(text) || null;
    if (typeof args.customerIdentifier === 'string')
      change.customerIdentifier = filtered(args.customerIdentifier);
    if (typeof args.customerComment === 'string') change.customerComment = filtered(args.customerComment);
    if (args.shippingAgent) {
      const { shippingAgents } = await this.shopConfig.configOf(ctx);
      if (!shippingAgents.some((agent) => agent.code === args.shippingAgent))
        throw badInput('error.unknown-shipping-agent', { shippingAgent: args.shippingAgent });
      change.shippingAgent = args.shippingAgent;
    }
    if (args.useCustomerAddress) change.shippingAddress = null;
    else if (args.shippingAddress) {
      // Format and country code are checked with the arguments; the tenant's countries here (decision 0077).
      const { deliveryCountries } = await this.shopConfig.configOf(ctx);
      const [problem] = shippingAddressProblems(args.shippingAddress, deliveryCountries);
      if (problem)
        throw badInput(problem.messageKey, {
          fields: [{ field: `shippingAddress.${problem.field}`, messageKey: problem.messageKey }],
        });
      change.shippingAddress = { ...args.shippingAddress };
    }
    Object.assign(change, referenceChangeOf(args));
    const changed = await writtenCart(ctx, args.cartId, () =>
      this.cartStore.changeDetails(ctx, args.cartId, args.version, change),
    );
    this.events.changed(ctx, changed);
    return toCartModel(ctx, changed, key);
  }

  /**
   * Opens a cart for editing (docs/rules/states-and-rules.md, decision 0041): the session holds its lock for
   * CART_LOCK_MINUTES (asked again, it is renewed). Only a cart the session may change can be locked;
   * CONFLICT `error.cart-locked` while someone else holds it.
   */
  async lock(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, cartId), cartId, { orderedIsGone: true });
    assertOpenForChanges(ctx, cart);
    const locked = cartOrNotFound(await this.cartStore.setLock(ctx, cartId, true, CART_LOCK_MINUTES), cartId);
    // Taken meanwhile by someone else: the same refusal as a write would get.
    assertNotLockedByOthers(ctx, locked);
    if (activeLockOf(cart, new Date())?.lockedBy !== sessionCartActor(ctx)) this.events.changed(ctx, locked);
    return toCartModel(ctx, locked, key);
  }

  /** Leaves a cart's editing: releases the session's lock (a lock held by someone else stays). */
  async unlock(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = cartOrNotFound(await this.cartStore.getCart(ctx, cartId), cartId);
    const released = cartOrNotFound(
      await this.cartStore.setLock(ctx, cartId, false, CART_LOCK_MINUTES),
      cartId,
    );
    if (cart.lockedBy === sessionCartActor(ctx)) this.events.changed(ctx, released);
    return toCartModel(ctx, released, key);
  }

  private async productsBySku(ctx: ShopContext, skus: readonly string[]): Promise<Map<string, Product>> {
    const found = await this.catalogue.getProductsBySkus(ctx, skus);
    return new Map(found.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
  }
}

/**
 * The external reference and essence list date an updateCart names (decision 0044): an empty string
 * clears, left out keeps; refused input is BAD_USER_INPUT before anything is written.
 */
function referenceChangeOf(
  args: UpdateCartArgs,
): Pick<CartDetailsChange, 'externalReference' | 'essenceListDate'> {
  const change: Pick<CartDetailsChange, 'externalReference' | 'essenceListDate'> = {};
  const given = (value: string | null | undefined) => (value === '' ? null : (value ?? undefined));
  const externalId = given(args.externalId);
  const customCreatedAt = given(args.customCreatedAt);
  if (externalId === null && customCreatedAt !== undefined && customCreatedAt !== null)
    throw badInput('error.external-reference-incomplete');
  if (externalId === null) change.externalReference = null;
  else if (externalId !== undefined || customCreatedAt) {
    const problem = externalReferenceProblem(externalId, customCreatedAt, new Date());
    if (problem) throw badInput(problem);
    change.externalReference = {
      externalId: externalId!,
      customCreatedAt: new Date(customCreatedAt!).toISOString(),
    };
  }
  const essenceListDate = given(args.essenceListDate);
  if (essenceListDate) {
    const problem = essenceListDateProblem(essenceListDate);
    if (problem) throw badInput(problem, { essenceListDate });
  }
  if (essenceListDate !== undefined) change.essenceListDate = essenceListDate;
  return change;
}
