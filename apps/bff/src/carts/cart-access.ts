import { Injectable } from '@nestjs/common';
import {
  BudgetExceededError,
  CartExternalIdTakenError,
  CartLineRefusedError,
  CartVersionConflictError,
  type CartRecord,
} from '@shop/commerce';
import {
  cartActorOf,
  cartChangeRefusalOf,
  cartKeyOf,
  lockRefusalOf,
  mayApproveCarts,
  pricesVisible,
  type ShopContext,
} from '@shop/domain';
import { budgetChangedEvent, cartChangedEvent } from '@shop/jobs';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { ShopEventPublisher } from '../events/shop-event-publisher';

/*
 * Access to carts for every service that reads or writes one (cart, approval, merge, checkout,
 * reorder, budgets): the session's key, "the cart or NOT_FOUND", the refusals of a write (version,
 * lock, state) as the shop's errors, and the events a cart change sends. The rules themselves are
 * libs/domain's (decisions 0036, 0041, 0061).
 */

/** The session's cart key (decision 0036); carts need a customer and a contact (an employee acts as one). */
export function requireCartKey(ctx: ShopContext): string {
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

export { assertActsForCustomer } from '../common/acts-for-customer';

/** NOT_FOUND `error.cart-not-found`: unknown, another customer's, or (where it says so) ordered. */
export function cartNotFound(cartId: string): ShopError {
  return notFound('error.cart-not-found', { cartId });
}

/**
 * The cart a port answered, or NOT_FOUND. `orderedIsGone`: an ordered cart is an order now and is
 * not found as a cart (reading it in cart administration, deleting, locking, deciding on it).
 */
export function cartOrNotFound<T extends Pick<CartRecord, 'state'>>(
  cart: T | null | undefined,
  cartId: string,
  { orderedIsGone = false }: { orderedIsGone?: boolean } = {},
): T {
  if (!cart || (orderedIsGone && cart.state === 'Ordered')) throw cartNotFound(cartId);
  return cart;
}

/** The session's cart actor: its contact, or the employee acting as it (decision 0041). */
export function sessionCartActor(ctx: ShopContext): string {
  return cartActorOf(ctx.contact?.id ?? '', ctx.employee?.id ?? null);
}

/** CONFLICT `error.cart-locked` (with who and until when) while another user has the cart open for editing. */
export function assertNotLockedByOthers(ctx: ShopContext, cart: CartRecord): void {
  const refusal = lockRefusalOf(cart, sessionCartActor(ctx), new Date());
  if (refusal) throw new ShopError('CONFLICT', 'error.cart-locked', { version: cart.version, ...refusal });
}

/** An ordered, merged or declined cart, or one waiting for approval, takes no changes from its users. */
export function assertOpenForChanges(ctx: ShopContext, cart: CartRecord): void {
  const refusal = cartChangeRefusalOf(cart, mayApproveCarts(ctx.role));
  if (refusal) throw new ShopError('CONFLICT', refusal, { version: cart.version });
  assertNotLockedByOthers(ctx, cart);
}

/**
 * BAD_USER_INPUT error.budget-exceeded (decision 0061): nothing was written. The amounts go along only
 * to roles that see prices (the basket shopper learns only that the cart does not fit).
 */
export function budgetExceeded(ctx: ShopContext, error: BudgetExceededError): ShopError {
  return new ShopError(
    'BAD_USER_INPUT',
    'error.budget-exceeded',
    pricesVisible(ctx) ? { amount: error.amount, remaining: error.remaining } : undefined,
  );
}

/** A refused cart write as the shop's error; anything else as it is (it becomes INTERNAL). */
export function cartWriteError(ctx: ShopContext, error: unknown): unknown {
  if (error instanceof CartVersionConflictError)
    return new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
  if (error instanceof CartLineRefusedError) return badInput('error.unknown-sku', { sku: error.sku });
  if (error instanceof CartExternalIdTakenError)
    return new ShopError('CONFLICT', 'error.external-id-taken', { externalId: error.externalId });
  if (error instanceof BudgetExceededError) return budgetExceeded(ctx, error);
  return error;
}

/** A cart write's outcome: the cart after it, NOT_FOUND when it was not the customer's, refusals mapped. */
export async function writtenCart(
  ctx: ShopContext,
  cartId: string,
  write: () => Promise<CartRecord | null>,
): Promise<CartRecord> {
  try {
    return cartOrNotFound(await write(), cartId);
  } catch (error) {
    throw cartWriteError(ctx, error);
  }
}

/**
 * The events a cart change sends to the customer's open pages (their streams only): the cart
 * changed (or is gone), the budgets moved (decision 0061: a hand-over, an order, a decline, delete or
 * merge of a waiting cart, a budget set).
 */
@Injectable()
export class CartEvents {
  constructor(private readonly events: ShopEventPublisher) {}

  /** Pages showing the cart reload it at its new version. */
  changed(ctx: ShopContext, cart: Pick<CartRecord, 'id' | 'version'>): void {
    if (!ctx.customer) return;
    this.events.publish(
      cartChangedEvent(ctx.mandantCode, ctx.customer.customerNo, cart.id, cart.version, new Date()),
    );
  }

  /** The cart was deleted or ordered by the write that saw it at `cart.version`: its pages reload. */
  gone(ctx: ShopContext, cart: Pick<CartRecord, 'id' | 'version'>): void {
    this.changed(ctx, { id: cart.id, version: cart.version + 1 });
  }

  /** The customer's open budget pages (and carts showing a budget) reload it. */
  budgetsChanged(ctx: ShopContext): void {
    if (!ctx.customer) return;
    this.events.publish(budgetChangedEvent(ctx.mandantCode, ctx.customer.customerNo, new Date()));
  }
}
