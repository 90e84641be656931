import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsString, Matches, MaxLength } from 'class-validator';
import { ORDER_REFERENCE_PATTERN } from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

const MANDANT_ARGUMENT =
  "The tenant's company code; it must be the session's (spec 02 passes it along), else FORBIDDEN.";

@ArgsType()
class LocaleArgs {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;
}

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
