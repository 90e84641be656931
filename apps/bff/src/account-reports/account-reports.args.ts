import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn, IsString, MaxLength } from 'class-validator';
import {
  PLAN_LIST_DEFAULT_LIMIT,
  PLAN_LIST_MAX_LIMIT,
  PLAN_ORDER_FIELDS,
  SERVICE_REPORT_MAX_YEARS,
  type PlanOrderField,
} from '@shop/domain';
import { PagingArgs } from '../common/paging.args';
import { LocaleArgs } from '../common/locale.args';

@ArgsType()
export class ServiceReportArgs extends LocaleArgs {
  @Field({ description: 'First day of the range, YYYY-MM-DD (UTC), included.' })
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  fromDate!: string;

  @Field({
    description: `Last day of the range, YYYY-MM-DD (UTC), included; less than ${SERVICE_REPORT_MAX_YEARS} years after fromDate.`,
  })
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  untilDate!: string;
}

@ArgsType()
export class CustomerPlansArgs extends PagingArgs(
  {
    default: PLAN_LIST_DEFAULT_LIMIT,
    max: PLAN_LIST_MAX_LIMIT,
    entries: 'plans',
  },
  LocaleArgs,
) {
  @Field(() => String, { defaultValue: 'DATE', description: 'Order by DATE (the default) or NAME.' })
  @IsIn(PLAN_ORDER_FIELDS, { message: 'error.invalid-sort' })
  orderField: PlanOrderField = 'DATE';

  @Field(() => String, { defaultValue: 'DESC', description: 'DESC (newest or Z first, the default) or ASC.' })
  @IsIn(['ASC', 'DESC'], { message: 'error.invalid-sort' })
  orderDirection: 'ASC' | 'DESC' = 'DESC';
}
