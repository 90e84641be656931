import type {
  CustomLineItem,
  Money,
  OrderHistoryQuery,
  OrderRefusal,
  OrderSource,
  OrderStatus,
  OrderTotals,
  ShopContext,
} from '@shop/domain';
import type { ShippingAddress } from './cart.port';

export interface OrderLineRecord {
  position: number;
  sku: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  linePrice: Money;
}

export interface OrderRecord {
  id: string;
  orderNumber: string;
  mandantCode: string;
  customerId: string;
  source: OrderSource;
  status: OrderStatus;
  cartId: string | null;
  contactId: string | null;
  employeeId: string | null;
  employeeNo: string | null;
  customerIdentifier: string | null;
  customerComment: string | null;
  shippingAgent: string;
  shippingAddress: ShippingAddress;
  taxPercent: number;
  totals: OrderTotals;
  orderedAt: string;
  lines: OrderLineRecord[];
  /** The minimum-quantity surcharge it was placed with, apart from the lines; in totals.net. */
  customLineItem: CustomLineItem | null;
}

/** One order of the history (docs/rules/data-model.md order history entry): no lines, no addresses. */
export interface OrderSummary {
  id: string;
  orderNumber: string;
  source: OrderSource;
  status: OrderStatus;
  orderedAt: string;
  totals: OrderTotals;
}

export interface OrderSummaryPage {
  items: OrderSummary[];
  /** All orders matching the query, over all pages. */
  total: number;
}

/** Document types (docs/rules/data-model.md); invoices and credit memos are billing documents the ERP issued. */
export type BillingDocumentKind = 'INVOICE' | 'CREDIT_MEMO';

/** An invoice or credit memo as listed with its order (orderInformations). */
export interface BillingDocumentSummary {
  kind: BillingDocumentKind;
  documentNumber: string;
  /** Calendar day (YYYY-MM-DD). */
  issuedOn: string;
  gross: Money;
}

/** A whole invoice or credit memo, a snapshot as issued (migration 0021). */
export interface BillingDocumentRecord extends BillingDocumentSummary {
  id: string;
  orderNumber: string;
  /** The invoice a credit memo corrects; null for invoices. */
  invoiceNumber: string | null;
  dueOn: string | null;
  reason: string | null;
  taxPercent: number;
  totals: OrderTotals;
  lines: OrderLineRecord[];
}

/** What docs/rules/calls.md orderInformations answers of one order: its state and its billing documents. */
export interface OrderInformation {
  orderNumber: string;
  status: OrderStatus;
  source: OrderSource;
  documents: BillingDocumentSummary[];
}

/** The two parties a printed document names: the tenant (seller) and the session's customer. */
export interface DocumentParties {
  seller: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    vatId: string;
    phone: string;
    email: string;
    website: string;
  };
  customer: {
    customerNo: string;
    name: string;
    name2: string | null;
    street: string;
    postalCode: string;
    city: string;
    countryCode: string;
  };
}

/** What the customer bought in a range of days (purchaseReport): orders of every source, and products. */
export interface PurchaseSummary {
  orders: OrderSummary[];
  /** Quantities and net amounts by product over those orders, largest amount first. */
  products: { sku: string; name: string; quantity: number; net: Money }[];
}

/**
 * What finalize hands to the port: the cart at the version its prices were computed for, the priced
 * lines in the cart's order, the totals and where it goes. The port refuses it when the cart moved on.
 */
export interface OrderDraft {
  cartId: string;
  expectedVersion: number;
  employeeNo: string | null;
  shippingAddress: ShippingAddress;
  taxPercent: number;
  totals: OrderTotals;
  lines: Omit<OrderLineRecord, 'position'>[];
  /** The minimum-quantity surcharge (decision 0043), included in totals; null when none applies. */
  customLineItem: CustomLineItem | null;
  /** An approver orders a cart waiting for approval (Open or Modified); others may not. */
  approving?: boolean;
}

export interface PlacedOrder {
  order: OrderRecord;
  /** False when the cart had been ordered already (a repeated or concurrent finalize): the same order. */
  created: boolean;
}

/** The cart is empty, or not in a state that may be ordered (pending approval, merged, declined). */
export class CartNotOrderableError extends Error {
  override readonly name = 'CartNotOrderableError';
  constructor(
    readonly cartId: string,
    readonly reason: OrderRefusal,
  ) {
    super(`cart ${cartId} cannot be ordered: ${reason}`);
  }
}

/**
 * Orders of the commerce backend (docs/rules/calls.md finalize and createShopOrder, WP2). Scoped to
 * ctx.mandantCode and ctx.customer like CartPort; every placed order records the contact and the
 * acting employee (with the employee number).
 */
export interface OrderPort {
  /**
   * Places the order of a cart in one transaction: the cart becomes `Ordered` and the order gets the
   * tenant's next order number, and the order's net amount is consumed in the cart creator's budget
   * (its reservation released; decision 0061); when the context's contact is not the creator, the
   * amount must fit its own budget too (checked, not charged; decision 0069). Idempotent by cart: when the cart has an order already, that order is
   * returned (created: false) whatever version was named. CartVersionConflictError when the cart is
   * at another version, CartNotOrderableError when it may not be ordered, BudgetExceededError when the
   * amount does not fit a budget that may not be exceeded (nothing placed); null for a cart that is not
   * the customer's.
   */
  placeOrder(ctx: ShopContext, draft: OrderDraft): Promise<PlacedOrder | null>;
  /** The order placed from a cart of the customer; null when there is none. */
  getOrderOfCart(ctx: ShopContext, cartId: string): Promise<OrderRecord | null>;
  /** An order of the context's customer by number; null for unknown numbers and other customers' orders. */
  getOrder(ctx: ShopContext, orderNumber: string): Promise<OrderRecord | null>;
  /** A page of the context's customer's orders (every source), by order date. */
  listOrders(ctx: ShopContext, query: OrderHistoryQuery): Promise<OrderSummaryPage>;
  /** State and billing documents of the customer's orders among `orderNumbers`, in their order; others left out. */
  orderInformations(ctx: ShopContext, orderNumbers: readonly string[]): Promise<OrderInformation[]>;
  /** An invoice or credit memo of the customer by number; null for unknown numbers and other customers'. */
  getBillingDocument(
    ctx: ShopContext,
    kind: BillingDocumentKind,
    documentNumber: string,
  ): Promise<BillingDocumentRecord | null>;
  /** The customer's orders and bought products between two calendar days (UTC), both included. */
  purchaseSummary(ctx: ShopContext, fromDate: string, untilDate: string): Promise<PurchaseSummary>;
  /** Seller and customer as a printed document names them. */
  documentParties(ctx: ShopContext): Promise<DocumentParties>;
}

/** Injection token of OrderPort: a class injects only the ports it uses (docs/architecture.md). */
export const ORDER_PORT = Symbol('ORDER_PORT');
