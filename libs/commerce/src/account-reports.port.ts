import type {
  PlanLanguage,
  PlanListQuery,
  SalesContacts,
  ServiceReportCategory,
  ShopContext,
} from '@shop/domain';

/** A plan type (docs/rules/data-model.md Plan `type`): its columns in order and the catalogue category of its products. */
export interface PlanTypeRecord {
  id: string;
  /** The type's name in ctx.language. */
  name: string;
  /** Column keys in print order (libs/domain PLAN_COLUMNS). */
  columns: string[];
  /** The key of the catalogue category the plan's products are under. */
  rootCategory: string;
}

/** A display plan of the customer (docs/rules/data-model.md Plan). */
export interface PlanRecord {
  id: string;
  name: string;
  /** The day the plan was drawn up, YYYY-MM-DD. */
  date: string;
  type: PlanTypeRecord;
  /** The language the plan is written (and printed) in. */
  language: PlanLanguage;
}

export interface PlanPage {
  items: PlanRecord[];
  /** All plans of the customer, over all pages. */
  total: number;
}

/**
 * A plan as the document renderer prints it: headings and cells in the plan's language (not the
 * shop's), rows in order, each with the section it belongs to.
 */
export interface PlanForPrint {
  planName: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The plan's language id (de, cs, sk, it, bg). */
  language: string;
  customerName: string;
  /** Headings of the type's columns, in the plan's language. */
  columns: string[];
  rows: { section: string | null; cells: string[] }[];
}

/**
 * The account reports of the commerce backend (docs/rules/data-model.md WP4): the customer's sales contacts, the
 * service list and the display plans. Every method reads only ctx.mandantCode's data of
 * ctx.customer; without a customer there is nothing (null or empty).
 */
export interface AccountReportsPort {
  /** The salesperson, service and shipment contact of ctx.customer; null without a customer. */
  getSalesContacts(ctx: ShopContext): Promise<SalesContacts | null>;
  /**
   * The services performed for ctx.customer between two days (YYYY-MM-DD, both included), grouped
   * by category with their totals; names in ctx.language.
   */
  getServiceReport(
    ctx: ShopContext,
    range: { fromDate: string; untilDate: string },
  ): Promise<ServiceReportCategory[]>;
  /** A page of ctx.customer's display plans, by date or name (ties by id). */
  listPlans(ctx: ShopContext, query: PlanListQuery): Promise<PlanPage>;
  /** One plan of ctx.customer ready to print; null for an unknown plan or another customer's. */
  planForPrint(ctx: ShopContext, planId: string): Promise<PlanForPrint | null>;
}

/** Injection token of AccountReportsPort: a class injects only the ports it uses (docs/architecture.md). */
export const ACCOUNT_REPORTS_PORT = Symbol('ACCOUNT_REPORTS_PORT');
