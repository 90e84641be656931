import { Inject, Injectable } from '@nestjs/common';
import {
  CartExternalIdTakenError,
  CartLineRefusedError,
  CartVersionConflictError,
  COMMERCE_PORT,
  type CartDetailsChange,
  type CartRecord,
  type CommercePort,
  type Product,
  type ShippingAddress,
} from '@shop/commerce';
import {
  activeLockOf,
  approvalStatusOf,
  essenceListDateProblem,
  externalReferenceProblem,
  CART_LOCK_MINUTES,
  cartAcceptsLineChanges,
  cartActorOf,
  cartKeyOf,
  filterFurtherInformation,
  isBuyable,
  lastPageOf,
  mayApproveCarts,
  MAX_CART_LINES,
  mayDeleteCart,
  quantityProblem,
  quantityRuleOf,
  shippingAddressProblems,
  waitsForDecision,
  type ShopContext,
} from '@shop/domain';
import { budgetChangedEvent, cartChangedEvent } from '@shop/jobs';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { CacheService } from '../cache/cache.service';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { ShopConfigService } from '../shop-config/shop-config.service';
import type { CartsArgs, ChangeCartLinesArgs, CartVersionArgs, UpdateCartArgs } from './cart.args';
import type { CartModel, CartPageModel, DeletedCartModel } from './cart.models';

/**
 * The session's carts (decision 0036): the key comes from the session (never from the client), the
 * rules from libs/domain, the storage from the commerce port's CartPort.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly events: ShopEventPublisher,
    private readonly shopConfig: ShopConfigService,
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly cache: CacheService,
  ) {}

  /** The Active cart of the session's key, created on first ask (spec 02 §4). */
  async activeCart(ctx: ShopContext): Promise<CartModel> {
    const key = this.keyOf(ctx);
    const cart = await this.commerce.getActiveCart(ctx, key);
    return toCartModel(ctx, cart, key);
  }

  /** The customer's carts that are not ordered, every user's (cart administration), paged. */
  async carts(ctx: ShopContext, args: CartsArgs): Promise<CartPageModel> {
    const key = this.keyOf(ctx);
    const page = await this.commerce.listCarts(ctx, {
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
    const key = this.keyOf(ctx);
    const cart = await this.commerce.getCart(ctx, cartId);
    if (!cart || cart.state === 'Ordered') throw notFound('error.cart-not-found', { cartId });
    return toCartModel(ctx, cart, key);
  }

  /** A new, empty Active cart for the session's key; the one before is kept as Saved when it has lines. */
  async createCart(ctx: ShopContext): Promise<CartModel> {
    const key = this.keyOf(ctx);
    const created = await this.commerce.createCart(ctx, key);
    this.published(ctx, created);
    return toCartModel(ctx, created, key);
  }

  /** Makes one of the session key's Saved carts its Active cart again. */
  async switchCart(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = this.keyOf(ctx);
    const active = await this.commerce.activateCart(ctx, key, cartId);
    if (!active) throw notFound('error.cart-not-found', { cartId });
    this.published(ctx, active);
    return toCartModel(ctx, active, key);
  }

  /** Deletes a cart at the version the user saw: its own user's, or any of the customer's for approvers. */
  async deleteCart(ctx: ShopContext, args: CartVersionArgs): Promise<DeletedCartModel> {
    const key = this.keyOf(ctx);
    const cart = await this.commerce.getCart(ctx, args.cartId);
    if (!cart || cart.state === 'Ordered') throw notFound('error.cart-not-found', { cartId: args.cartId });
    if (!mayDeleteCart(ctx.role, cart.key === key)) throw new ShopError('FORBIDDEN', 'error.forbidden');
    this.assertNotLockedByOthers(ctx, cart);
    try {
      if (!(await this.commerce.deleteCart(ctx, args.cartId, args.version)))
        throw notFound('error.cart-not-found', { cartId: args.cartId });
    } catch (error) {
      if (error instanceof CartVersionConflictError)
        throw new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
      throw error;
    }
    // Open pages of the deleted cart reload (and get the key's next cart).
    this.published(ctx, { ...cart, version: cart.version + 1 });
    // A cart waiting for approval gave its budget reservation back.
    if (waitsForDecision(cart)) this.budgetsChanged(ctx);
    return { cartId: args.cartId };
  }

  /**
   * Adds or sets lines at the version the client saw. Every line is checked first (a sku the tenant
   * sells, buyable, the quantity rule on the resulting quantity); one refused line refuses the change.
   */
  async changeLines(ctx: ShopContext, args: ChangeCartLinesArgs): Promise<CartModel> {
    this.keyOf(ctx); // the same requirement as reading a cart: a customer and a contact
    const cart = await this.commerce.getCart(ctx, args.cartId);
    if (!cart) throw notFound('error.cart-not-found', { cartId: args.cartId });
    this.assertOpenForChanges(ctx, cart);
    const skus = [...new Set(args.lines.map((line) => line.sku))];
    const products = await this.productsBySku(ctx, skus);
    const current = new Map(cart.lines.map((line) => [line.sku, line.quantity]));
    for (const line of args.lines) {
      const product = products.get(line.sku);
      if (!product) throw badInput('error.unknown-sku', { sku: line.sku });
      const resulting = args.mode === 'add' ? (current.get(line.sku) ?? 0) + line.quantity : line.quantity;
      if (resulting === 0) continue;
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
    const changed = await this.written(args.cartId, () =>
      this.commerce.changeLines(
        ctx,
        args.cartId,
        args.version,
        args.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, mode: args.mode })),
      ),
    );
    // An approver changing a handed-over cart: it is Modified, and waits for the decision still.
    const settled =
      cart.processStatus === 'Open'
        ? await this.written(args.cartId, () =>
            this.commerce.changeProcessStatus(ctx, args.cartId, changed.version, {
              status: 'Modified',
              comment: cart.processComment,
              keepLock: true,
            }),
          )
        : changed;
    this.published(ctx, settled);
    return toCartModel(ctx, settled, this.keyOf(ctx));
  }

  /**
   * Further information and shipping of a cart (spec 02 §7 updateCart): texts filtered to letters,
   * digits, space and hyphen (an empty result clears the field), the shipping agent one of the
   * tenant's configured codes.
   */
  async changeDetails(ctx: ShopContext, args: UpdateCartArgs): Promise<CartModel> {
    this.keyOf(ctx);
    const cart = await this.commerce.getCart(ctx, args.cartId);
    if (!cart) throw notFound('error.cart-not-found', { cartId: args.cartId });
    this.assertOpenForChanges(ctx, cart);
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
    const changed = await this.written(args.cartId, () =>
      this.commerce.changeDetails(ctx, args.cartId, args.version, change),
    );
    this.published(ctx, changed);
    return toCartModel(ctx, changed, this.keyOf(ctx));
  }

  /** An ordered, merged or declined cart, or one waiting for approval, takes no changes from its users. */
  assertOpenForChanges(ctx: ShopContext, cart: CartRecord): void {
    if (!cartAcceptsLineChanges(cart, mayApproveCarts(ctx.role))) {
      const key = cart.processStatus === 'Open' ? 'error.cart-in-approval' : 'error.cart-closed';
      throw new ShopError('CONFLICT', key, { version: cart.version });
    }
    this.assertNotLockedByOthers(ctx, cart);
  }

  /** CONFLICT `error.cart-locked` (with who and until when) while another user has the cart open for editing. */
  assertNotLockedByOthers(ctx: ShopContext, cart: CartRecord): void {
    const lock = activeLockOf(cart, new Date());
    if (!lock || lock.lockedBy === actorOfSession(ctx)) return;
    throw new ShopError('CONFLICT', 'error.cart-locked', {
      version: cart.version,
      lockedByName: cart.lockedByName ?? '',
      lockedUntil: lock.lockedUntil,
    });
  }

  /**
   * Opens a cart for editing (spec 02 §4, decision 0041): the session holds its lock for
   * CART_LOCK_MINUTES (asked again, it is renewed). Only a cart the session may change can be locked;
   * CONFLICT `error.cart-locked` while someone else holds it.
   */
  async lock(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = this.keyOf(ctx);
    const cart = await this.commerce.getCart(ctx, cartId);
    if (!cart || cart.state === 'Ordered') throw notFound('error.cart-not-found', { cartId });
    this.assertOpenForChanges(ctx, cart);
    const locked = await this.commerce.setLock(ctx, cartId, true, CART_LOCK_MINUTES);
    if (!locked) throw notFound('error.cart-not-found', { cartId });
    // Taken meanwhile by someone else: the same refusal as a write would get.
    this.assertNotLockedByOthers(ctx, locked);
    if (activeLockOf(cart, new Date())?.lockedBy !== actorOfSession(ctx)) this.published(ctx, locked);
    return toCartModel(ctx, locked, key);
  }

  /** Leaves a cart's editing: releases the session's lock (a lock held by someone else stays). */
  async unlock(ctx: ShopContext, cartId: string): Promise<CartModel> {
    const key = this.keyOf(ctx);
    const cart = await this.commerce.getCart(ctx, cartId);
    if (!cart) throw notFound('error.cart-not-found', { cartId });
    const released = await this.commerce.setLock(ctx, cartId, false, CART_LOCK_MINUTES);
    if (!released) throw notFound('error.cart-not-found', { cartId });
    if (cart.lockedBy === actorOfSession(ctx)) this.published(ctx, released);
    return toCartModel(ctx, released, key);
  }

  /** A cart write's outcome, its refusals as the shop's errors. */
  private async written(cartId: string, write: () => Promise<CartRecord | null>): Promise<CartRecord> {
    try {
      const changed = await write();
      if (!changed) throw notFound('error.cart-not-found', { cartId });
      return changed;
    } catch (error) {
      if (error instanceof CartVersionConflictError)
        throw new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
      if (error instanceof CartLineRefusedError) throw badInput('error.unknown-sku', { sku: error.sku });
      if (error instanceof CartExternalIdTakenError)
        throw new ShopError('CONFLICT', 'error.external-id-taken', { externalId: error.externalId });
      throw error;
    }
  }

  /**
   * The customer's open budget pages (and carts showing a budget) reload it: a hand-over, an order, a
   * decline, delete or merge of a waiting cart moved the ledger (decision 0061).
   */
  budgetsChanged(ctx: ShopContext): void {
    this.events.publish(budgetChangedEvent(ctx.mandantCode, ctx.customer!.customerNo, new Date()));
  }

  /** The customer's other open pages showing this cart reload it (their streams only). */
  published(ctx: ShopContext, cart: CartRecord): void {
    this.events.publish(
      cartChangedEvent(ctx.mandantCode, ctx.customer!.customerNo, cart.id, cart.version, new Date()),
    );
  }

  /** The session's cart key; carts need a customer and a contact (an employee acts as one). */
  keyOf(ctx: ShopContext): string {
    const key =
      ctx.customer && ctx.contact
        ? cartKeyOf({
            mandantCode: ctx.mandantCode,
            customerNo: ctx.customer.customerNo,
            contactNo: ctx.contact.contactNo,
            loginEmailHash: ctx.employee?.loginEmailHash ?? null,
          })
        : null;
    if (!key) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    return key;
  }

  private async productsBySku(ctx: ShopContext, skus: readonly string[]): Promise<Map<string, Product>> {
    const found = await this.catalogue.getProductsBySkus(ctx, skus);
    return new Map(found.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
  }

  /**
   * Where a cart without its own address ships: the customer's address, with the contact's name.
   * Cached a minute per contact: every cart read shows it, and addresses change rarely.
   */
  customerAddressOf(ctx: ShopContext): Promise<ShippingAddress> {
    const contactId = ctx.contact!.id;
    return this.cache.getOrSet(`customer-address:${ctx.mandantCode}:${contactId}`, 60, async () => {
      const found = await this.commerce.getContact(ctx, contactId);
      if (!found) throw notFound('error.no-customer-selected');
      return {
        firstName: found.contact.firstName,
        lastName: found.contact.lastName,
        streetName: found.customer.street,
        postalCode: found.customer.postCode,
        city: found.customer.city,
        country: found.customer.countryCode,
      };
    });
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

/** The session's cart actor: its contact, or the employee acting as it. */
function actorOfSession(ctx: ShopContext): string {
  return cartActorOf(ctx.contact?.id ?? '', ctx.employee?.id ?? null);
}

/** A cart for the schema; its lines' products, its prices and its address resolve when asked. */
export function toCartModel(ctx: ShopContext, cart: CartRecord, sessionKey: string): CartModel {
  const lock = activeLockOf(cart, new Date());
  return {
    id: cart.id,
    key: cart.key,
    version: cart.version,
    cartState: cart.state,
    cartProcessStatus: cart.processStatus,
    cartProcessType: cart.processType,
    cartProcessComment: cart.processComment,
    customerIdentifier: cart.customerIdentifier,
    customerComment: cart.customerComment,
    shippingAgent: cart.shippingAgent,
    ownShippingAddress: cart.shippingAddress,
    lockedBy: lock?.lockedBy ?? null,
    lockedUntil: lock?.lockedUntil ?? null,
    lockedByName: lock ? (cart.lockedByName ?? '') : null,
    lockedByOther: lock !== null && lock.lockedBy !== actorOfSession(ctx),
    externalId: cart.externalId,
    customCreatedAt: cart.customCreatedAt,
    essenceListDate: cart.essenceListDate,
    approvalStatus: approvalStatusOf(cart.processStatus),
    createdBy: cart.createdBy,
    stateChangedBy: cart.stateChangedBy,
    deleteDaysAfterLastModification: cart.deleteDaysAfterLastModification,
    customShippingMethod: { shippingMethodName: cart.shippingAgent },
    createdAt: cart.createdAt,
    lastModifiedAt: cart.lastModifiedAt,
    lineItems: cart.lines.map((line) => ({ key: line.key, sku: line.sku, quantity: line.quantity, ctx })),
    totalLineItemQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    ownedBySession: cart.key === sessionKey,
    ctx,
  };
}
