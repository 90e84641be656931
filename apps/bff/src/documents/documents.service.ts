import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_REPORTS_PORT,
  ORDER_PORT,
  SHOP_CONFIG_PORT,
  type AccountReportsPort,
  type BillingDocumentKind,
  type OrderPort,
  type ShopConfigPort,
} from '@shop/commerce';
import { pricesVisible, purchaseReportRangeProblem, type PrintFormat, type ShopContext } from '@shop/domain';
import { mayHaveDocument, type DocumentKind } from '@shop/jobs';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { billingDocumentOf, orderDocumentOf, planDocumentOf, purchaseReportOf } from './document-inputs';
import { DocumentQueueService } from './document-queue.service';
import type { DocumentJobModel } from './documents.models';

/**
 * The print calls (docs/rules/calls.md: printOrder, printOrderInvoice, printOrderCreditMemo, purchaseReport):
 * the session customer's records from the commerce port, made into render inputs and handed to the
 * worker. Documents show amounts, so roles that see no prices print none.
 */
@Injectable()
export class DocumentsService {
  constructor(
    @Inject(ORDER_PORT) private readonly orders: OrderPort,
    @Inject(SHOP_CONFIG_PORT) private readonly shopConfigs: ShopConfigPort,
    @Inject(ACCOUNT_REPORTS_PORT) private readonly accountReports: AccountReportsPort,
    private readonly queue: DocumentQueueService,
  ) {}

  async printOrder(ctx: ShopContext, orderNo: string, mandantCode: string): Promise<DocumentJobModel> {
    this.assertMayPrint(ctx, mandantCode, 'ORDER');
    const order = await this.orders.getOrder(ctx, orderNo);
    if (!order) throw notFound('error.order-not-found', { orderNumber: orderNo });
    const parties = await this.orders.documentParties(ctx);
    return this.queue.request(ctx, 'ORDER', orderDocumentOf(ctx, parties, order));
  }

  async printBillingDocument(
    ctx: ShopContext,
    kind: BillingDocumentKind,
    documentNumber: string,
  ): Promise<DocumentJobModel> {
    this.assertMayPrint(ctx, ctx.mandantCode, kind);
    const document = await this.orders.getBillingDocument(ctx, kind, documentNumber);
    if (!document) throw notFound('error.document-not-found', { number: documentNumber });
    const parties = await this.orders.documentParties(ctx);
    return this.queue.request(ctx, kind, billingDocumentOf(ctx, parties, document));
  }

  async purchaseReport(
    ctx: ShopContext,
    range: { startDate: string; endDate: string; mandantCode: string },
  ): Promise<DocumentJobModel> {
    this.assertMayPrint(ctx, range.mandantCode, 'PURCHASE_REPORT');
    const problem = purchaseReportRangeProblem(range.startDate, range.endDate);
    if (problem) throw badInput(problem, { startDate: range.startDate, endDate: range.endDate });
    const [summary, parties, config] = await Promise.all([
      this.orders.purchaseSummary(ctx, range.startDate, range.endDate),
      this.orders.documentParties(ctx),
      this.shopConfigs.getShopConfig(ctx),
    ]);
    const days = { fromDate: range.startDate, untilDate: range.endDate };
    return this.queue.request(
      ctx,
      'PURCHASE_REPORT',
      purchaseReportOf(ctx, parties, days, summary, config.currency),
    );
  }

  /** A display plan in a print format (docs/rules/calls.md generatePlanPdfEncodedFileContent). Plans show no prices. */
  async printPlan(ctx: ShopContext, planId: string, format: PrintFormat): Promise<DocumentJobModel> {
    this.assertMayPrint(ctx, ctx.mandantCode, 'PLAN');
    const plan = await this.accountReports.planForPrint(ctx, planId);
    if (!plan) throw notFound('error.plan-not-found', { planId });
    const parties = await this.orders.documentParties(ctx);
    return this.queue.request(ctx, 'PLAN', planDocumentOf(ctx, parties, plan), format);
  }

  state(ctx: ShopContext, documentId: string): Promise<DocumentJobModel> {
    return this.queue.state(ctx, documentId);
  }

  /** The session's customer, its own tenant, and a role that may have the kind (decision 0068). */
  private assertMayPrint(ctx: ShopContext, mandantCode: string, kind: DocumentKind): void {
    if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    if (mandantCode !== ctx.mandantCode) throw new ShopError('FORBIDDEN', 'error.forbidden');
    if (!mayHaveDocument(kind, pricesVisible(ctx)))
      throw new ShopError('FORBIDDEN', 'error.documents-need-prices');
  }
}
