import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { ORDER_REFERENCE_PATTERN, PRINT_FORMATS, type PrintFormat } from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';

const MANDANT_ARGUMENT =
  "The tenant's company code; it must be the session's (docs/rules/data-model.md passes it along), else FORBIDDEN.";

@ArgsType()
export class PrintOrderArgs extends LocaleArgs {
  @Field({ description: 'The order number (WS-… of the shop, AU-… of other channels).' })
  @Matches(ORDER_REFERENCE_PATTERN, { message: 'error.order-not-found' })
  orderNo!: string;

  @Field({ description: MANDANT_ARGUMENT })
  @IsString()
  @MaxLength(10, { message: 'error.forbidden' })
  mandantCode!: string;
}

@ArgsType()
export class PrintInvoiceArgs extends LocaleArgs {
  @Field({ description: 'The invoice number, as orderInformations lists it.' })
  @Matches(ORDER_REFERENCE_PATTERN, { message: 'error.document-not-found' })
  invoiceNumber!: string;
}

@ArgsType()
export class PrintCreditMemoArgs extends LocaleArgs {
  @Field({ description: 'The credit memo number, as orderInformations lists it.' })
  @Matches(ORDER_REFERENCE_PATTERN, { message: 'error.document-not-found' })
  memoNumber!: string;
}

@ArgsType()
export class PurchaseReportArgs extends LocaleArgs {
  @Field({ description: 'First day of the report (YYYY-MM-DD, UTC), included.' })
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  startDate!: string;

  @Field({ description: 'Last day of the report (YYYY-MM-DD, UTC), included.' })
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  endDate!: string;

  @Field({ description: MANDANT_ARGUMENT })
  @IsString()
  @MaxLength(10, { message: 'error.forbidden' })
  mandantCode!: string;
}

@ArgsType()
export class DocumentJobArgs extends LocaleArgs {
  @Field(() => ID, { description: 'The id a print call answered.' })
  @IsString()
  @MaxLength(64, { message: 'error.document-not-found' })
  id!: string;
}

@InputType('GeneratePlanPdfInput', { description: 'A display plan to print, and how.' })
export class GeneratePlanPdfInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field(() => ID, { description: 'The plan, as customerPlans lists it.' })
  @IsString()
  @MaxLength(64, { message: 'error.plan-not-found' })
  planId!: string;

  @Field(() => String, {
    description: `Print format: ${PRINT_FORMATS.join(', ')} (CONTROL: the monthly control sheet).`,
  })
  @IsIn(PRINT_FORMATS, { message: 'error.bad-input' })
  printFormat!: PrintFormat;

  @Field(() => String, { nullable: true, description: 'Echoed in the payload (Relay convention).' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'error.bad-input' })
  clientMutationId?: string | null;
}

@ArgsType()
export class GeneratePlanPdfArgs {
  @Field(() => GeneratePlanPdfInput, { description: 'The plan and its print format.' })
  @ValidateNested()
  @Type(() => GeneratePlanPdfInput)
  input!: GeneratePlanPdfInput;
}
