import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import {
  DocumentJobArgs,
  GeneratePlanPdfArgs,
  PrintCreditMemoArgs,
  PrintInvoiceArgs,
  PrintOrderArgs,
  PurchaseReportArgs,
} from './documents.args';
import { DocumentJobModel, GeneratePlanPdfPayloadModel } from './documents.models';
import { DocumentsService } from './documents.service';

const RENDERED =
  'Rendered by the worker (decision 0057): answers READY with the file when this version was rendered before, else QUEUED; the customer’s pages hear `document-ready` and ask documentJob.';

/** Printed documents of the session customer (docs/rules/data-model.md WP2). */
@Resolver(() => DocumentJobModel)
export class DocumentsResolver {
  constructor(private readonly documents: DocumentsService) {}

  @Query(() => DocumentJobModel, {
    description: `The order PDF (docs/rules/calls.md printOrder). ${RENDERED} NOT_FOUND for another customer's order; FORBIDDEN for roles that see no prices.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  printOrder(@Args() args: PrintOrderArgs, @Shop() ctx: ShopContext): Promise<DocumentJobModel> {
    return this.documents.printOrder(ctx, args.orderNo, args.mandantCode);
  }

  @Query(() => DocumentJobModel, {
    description: `An invoice PDF (docs/rules/calls.md printOrderInvoice). ${RENDERED} NOT_FOUND error.document-not-found for another customer's invoice.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  printOrderInvoice(@Args() args: PrintInvoiceArgs, @Shop() ctx: ShopContext): Promise<DocumentJobModel> {
    return this.documents.printBillingDocument(ctx, 'INVOICE', args.invoiceNumber);
  }

  @Query(() => DocumentJobModel, {
    description: `A credit memo PDF (docs/rules/calls.md printOrderCreditMemo). ${RENDERED} NOT_FOUND error.document-not-found for another customer's credit memo.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  printOrderCreditMemo(
    @Args() args: PrintCreditMemoArgs,
    @Shop() ctx: ShopContext,
  ): Promise<DocumentJobModel> {
    return this.documents.printBillingDocument(ctx, 'CREDIT_MEMO', args.memoNumber);
  }

  @Query(() => DocumentJobModel, {
    description: `What the customer bought between two days (docs/rules/calls.md purchaseReport → encodedPdf): its orders of every source and the products summed. ${RENDERED} BAD_USER_INPUT error.invalid-date / error.invalid-date-range.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  purchaseReport(@Args() args: PurchaseReportArgs, @Shop() ctx: ShopContext): Promise<DocumentJobModel> {
    return this.documents.purchaseReport(ctx, args);
  }

  @Query(() => DocumentJobModel, {
    description:
      "A document a print call asked for, with its file once READY. NOT_FOUND error.document-not-found for unknown or expired ids (kept 24 hours) and other customers' documents.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  documentJob(@Args() args: DocumentJobArgs, @Shop() ctx: ShopContext): Promise<DocumentJobModel> {
    return this.documents.state(ctx, args.id);
  }

  @Mutation(() => GeneratePlanPdfPayloadModel, {
    description: `A display plan as a PDF in a print format (docs/rules/calls.md generatePlanPdfEncodedFileContent): A3/A4 portrait or landscape posters, or the CONTROL sheet. ${RENDERED} NOT_FOUND error.plan-not-found for another customer's plan.`,
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async generatePlanPdfEncodedFileContent(
    @Args() args: GeneratePlanPdfArgs,
    @Shop() ctx: ShopContext,
  ): Promise<GeneratePlanPdfPayloadModel> {
    const document = await this.documents.printPlan(ctx, args.input.planId, args.input.printFormat);
    return {
      clientMutationId: args.input.clientMutationId ?? null,
      encodedFileContent: document.file,
      document,
    };
  }
}
