import type { CartRecord } from '@shop/commerce';
import { activeLockOf, approvalStatusOf, type ShopContext } from '@shop/domain';
import { sessionCartActor } from './cart-access';
import type { CartModel } from './cart.models';

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
    lockedByOther: lock !== null && lock.lockedBy !== sessionCartActor(ctx),
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
