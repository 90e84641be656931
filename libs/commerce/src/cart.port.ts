import type {
  CartMergeFailure,
  CartMergeRefusal,
  CartProcessStatus,
  CartProcessType,
  CartState,
  CartToMerge,
  Money,
  ShopContext,
  SortDirection,
} from '@shop/domain';

/** One line of a cart: one sku with its quantity (adding the sku again adds to it). */
export interface CartLineRecord {
  key: string;
  sku: string;
  quantity: number;
  addedAt: string;
}

export interface CartRecord {
  id: string;
  key: string;
  /** Every write bumps it; a write naming an older one is refused (CartVersionConflictError). */
  version: number;
  mandantCode: string;
  customerId: string;
  ownerContactId: string;
  ownerEmployeeId: string | null;
  state: CartState;
  processStatus: CartProcessStatus;
  processType: CartProcessType;
  processComment: string | null;
  customerIdentifier: string | null;
  customerComment: string | null;
  shippingAgent: string;
  /** The edit lock (decision 0041): who holds it (cartActorOf), until when, and their name. */
  lockedBy: string | null;
  lockedUntil: string | null;
  lockedByName: string | null;
  /** Where the order goes; null: the customer's own address. */
  shippingAddress: ShippingAddress | null;
  createdBy: string;
  /** Who moved it last in the approval process (cartActorOf), null when nobody has. */
  stateChangedBy: string | null;
  /** Another system's id of the cart and when it was made there (decision 0044); both or neither. */
  externalId: string | null;
  customCreatedAt: string | null;
  /** The date of the essence list the cart was filled from ('YYYY-MM-DD'). */
  essenceListDate: string | null;
  /** Housekeeping deletes the cart this many days after its last change (decision 0039). */
  deleteDaysAfterLastModification: number;
  createdAt: string;
  lastModifiedAt: string;
  lines: CartLineRecord[];
}

/** Where a cart ships to (docs/rules/data-model.md, cartShippingAddress). */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * The order details of a cart (docs/rules/calls.md updateCart: customerIdentifier, customerComment,
 * customShippingMethod with cartShippingAddress). A field left out stays as it is; null clears it.
 * The caller has filtered the texts and checked the shipping agent (libs/domain).
 */
export interface CartDetailsChange {
  customerIdentifier?: string | null;
  customerComment?: string | null;
  shippingAgent?: string;
  shippingAddress?: ShippingAddress | null;
  /** Decision 0044: set together; CartExternalIdTakenError when another cart of the customer has the id. */
  externalReference?: { externalId: string; customCreatedAt: string } | null;
  essenceListDate?: string | null;
}

/** A step of a cart in the approval process; `state` moves it too (a handed-over cart is Saved). */
export interface CartProcessChange {
  status: CartProcessStatus;
  comment: string | null;
  state?: CartState;
  /** The step releases the edit lock unless this is set (an approver changing lines goes on editing). */
  keepLock?: boolean;
  /**
   * A hand-over (Open) reserves this net amount in the cart creator's budget in the same transaction
   * (decision 0061); BudgetExceededError, nothing changed, when it does not fit a budget that may not
   * be exceeded. Left out: nothing is reserved.
   */
  budgetAmount?: Money;
}

/** The last decision on a cart waiting for approval, kept when the cart is gone (a declined or merged cart is deleted). */
export interface CartDecision {
  decision: 'approved' | 'declined' | 'merged';
  /** The cart a merged cart's lines went into (null for the other decisions). */
  mergedCartId: string | null;
  comment: string | null;
  /** The deciding contact, and the employee acting as it (null for the contact). */
  contactId: string;
  employeeId: string | null;
  orderNumber: string | null;
  at: string;
}

/** What an approver decided on a cart, as the requester is told (decision 0070). */
export type RecentDecisionKind = 'approved' | 'modified' | 'declined';

/** One of a customer's recent decisions on carts that waited for approval (decision 0070). */
export interface RecentCartDecision {
  cartId: string;
  decision: RecentDecisionKind;
  requesterContactId: string;
  requesterName: string;
  decidedByName: string;
  comment: string | null;
  orderNumber: string | null;
  at: string;
}

/** A decision as recorded, with whom to tell of it: the requester's mail address and its customer's language. */
export interface RecordedCartDecision {
  decision: RecentCartDecision;
  /** The requester's e-mail (null when it has none) and its customer's language code (e.g. de). */
  requesterEmail: string | null;
  customerLanguage: string;
}

/** A change of one line: `add` adds to the quantity (a new line when the sku is not there), `set` sets it; 0 removes it. */
export interface CartLineChange {
  sku: string;
  quantity: number;
  mode: 'add' | 'set';
}

export type CartSorting = 'lastModifiedAt' | 'createdAt';

export interface CartListQuery {
  page: number;
  limit: number;
  sorting: CartSorting;
  direction: SortDirection;
}

export interface CartPage {
  items: CartRecord[];
  total: number;
  page: number;
  limit: number;
}

/** A write named a version the cart no longer has; `current` is the cart as it is now. */
export class CartVersionConflictError extends Error {
  override readonly name = 'CartVersionConflictError';
  constructor(readonly current: CartRecord) {
    super(`cart ${current.id} is at version ${current.version}`);
  }
}

/** What a merge did (decision 0042). */
export interface CartMergeResult {
  /** The new cart of type Merged: the Active cart of the approver's key. */
  mergedCart: CartRecord;
  /** The carts that went into it, as they were before they were deleted. */
  mergedSources: CartRecord[];
  /** The carts named but left out, with why. */
  failedCarts: { cartId: string; messageKey: CartMergeFailure }[];
  /** The key's Active cart before the merge, now Saved (or deleted when it was empty); null when none. */
  retiredCart: CartRecord | null;
}

/** A merge that may not happen at all (fewer than two mergeable carts, too many lines); nothing changed. */
export class CartMergeRefusedError extends Error {
  override readonly name = 'CartMergeRefusedError';
  constructor(
    readonly messageKey: CartMergeRefusal,
    readonly failedCarts: CartMergeResult['failedCarts'],
  ) {
    super(`merge refused: ${messageKey}`);
  }
}

/** A line the cart cannot take for good: a sku the tenant does not sell. */
export class CartLineRefusedError extends Error {
  override readonly name = 'CartLineRefusedError';
  constructor(readonly sku: string) {
    super(`no product ${sku} in this tenant`);
  }
}

/** Another cart of the customer already carries this external id (decision 0044); nothing changed. */
export class CartExternalIdTakenError extends Error {
  override readonly name = 'CartExternalIdTakenError';
  constructor(readonly externalId: string) {
    super(`another cart has the external id ${externalId}`);
  }
}

/**
 * Carts of the commerce backend (docs/rules/data-model.md to docs/rules/calls.md, decision 0036). Every method needs a context with a
 * customer and a contact (the session's; an employee acts as the contact) and is scoped to
 * ctx.mandantCode and ctx.customer: another customer's or tenant's cart is never found, read or
 * written. Every write records who did it (contact, and the employee acting) in the cart's events.
 */
export interface CartPort {
  /** The Active cart of `key`, created empty (owned by the context's contact and employee) when there is none. */
  getActiveCart(ctx: ShopContext, key: string): Promise<CartRecord>;
  /** A cart of the context's customer by id; null for unknown ids and other customers' carts. */
  getCart(ctx: ShopContext, cartId: string): Promise<CartRecord | null>;
  /** The context's customer's carts that are not ordered, paged. */
  listCarts(ctx: ShopContext, query: CartListQuery): Promise<CartPage>;
  /**
   * Applies line changes in one transaction when the cart is still at `expectedVersion`; the cart
   * after them (version + 1). CartVersionConflictError when it moved on, CartLineRefusedError for a
   * sku the tenant does not sell (nothing changed then); null for a cart that is not the customer's.
   */
  changeLines(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    changes: readonly CartLineChange[],
  ): Promise<CartRecord | null>;
  /**
   * Makes a new, empty cart the Active cart of `key` (decision 0036: the key's former Active cart
   * becomes Saved when it has lines, and is deleted when it is empty). The new cart.
   */
  createCart(ctx: ShopContext, key: string): Promise<CartRecord>;
  /**
   * Makes the customer's cart `cartId` the Active cart of `key` (the former Active one becomes Saved,
   * or is deleted when empty). Only a Saved cart of `key` can be switched to: null for another key's,
   * another customer's or an ordered cart.
   */
  activateCart(ctx: ShopContext, key: string, cartId: string): Promise<CartRecord | null>;
  /**
   * Deletes a cart of the customer at `expectedVersion` (its lines with it; its events stay); a budget
   * reservation it holds is released in the same transaction.
   * CartVersionConflictError when it moved on; false for a cart that is not the customer's or is ordered.
   */
  deleteCart(ctx: ShopContext, cartId: string, expectedVersion: number): Promise<boolean>;
  /**
   * Moves a cart in the approval process at `expectedVersion` (Open: handed over; Modified: an approver
   * changed it; Declined) with a comment; releases its lock. Errors and null like changeLines.
   */
  changeProcessStatus(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartProcessChange,
  ): Promise<CartRecord | null>;
  /**
   * Records an approver's decision on a cart in its events (read back by cartDecision) and among the
   * customer's recent decisions (decision 0070): an approval of a cart an approver changed is
   * `modified`. `deciderName` is the context's actor's name. The recorded decision with whom to tell;
   * null when the cart is not the customer's or its decision was recorded before (a repeated approve).
   */
  recordDecision(
    ctx: ShopContext,
    cartId: string,
    decision: Omit<CartDecision, 'contactId' | 'employeeId' | 'at' | 'mergedCartId' | 'decision'> & {
      decision: 'approved' | 'declined';
      deciderName: string;
    },
  ): Promise<RecordedCartDecision | null>;
  /** The context's customer's newest decisions on carts, newest first, at most `limit`. */
  recentDecisions(ctx: ShopContext, limit: number): Promise<RecentCartDecision[]>;
  /** The last decision on a cart of the customer, also after the cart was deleted; null if none. */
  cartDecision(ctx: ShopContext, cartId: string): Promise<CartDecision | null>;
  /**
   * Takes (or renews) the edit lock of a cart for the context's actor until `minutes` from now, unless
   * someone else holds an unexpired one; `take: false` releases it when the actor holds it. The lock
   * is not content: the version stays. The cart after it (whoever holds the lock then); null for a
   * cart that is not the customer's.
   */
  setLock(ctx: ShopContext, cartId: string, take: boolean, minutes: number): Promise<CartRecord | null>;
  /**
   * Merges carts of the customer waiting for a decision, each at the version the approver saw, in one
   * transaction (decision 0042): a new cart of type Merged with their lines becomes the Active cart of
   * `key`, each merged cart gets a `merged` event naming it and is deleted (releasing its budget
   * reservation; the merged cart counts against its approver's budget when ordered). A cart that is missing,
   * another customer's, stale or not waiting is left alone and reported in failedCarts.
   * CartMergeRefusedError (nothing changed) when fewer than two carts remain or the lines are too many.
   */
  mergeCarts(
    ctx: ShopContext,
    key: string,
    carts: readonly CartToMerge[],
    comment: string | null,
  ): Promise<CartMergeResult>;
  /** Changes the order details at `expectedVersion`, like changeLines (same errors, same null). */
  changeDetails(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartDetailsChange,
  ): Promise<CartRecord | null>;
}

/** Injection token of CartPort: a class injects only the ports it uses (docs/architecture.md). */
export const CART_PORT = Symbol('CART_PORT');
