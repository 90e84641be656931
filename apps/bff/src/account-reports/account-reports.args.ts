import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  PLAN_LIST_DEFAULT_LIMIT,
  PLAN_LIST_MAX_LIMIT,
  PLAN_ORDER_FIELDS,
  SERVICE_REPORT_MAX_YEARS,
  type PlanOrderField,
} from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

@ArgsType()
export class ServiceReportArgs {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

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
export class CustomerPlansArgs {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  page = 1;

  @Field(() => Int, {
    defaultValue: PLAN_LIST_DEFAULT_LIMIT,
    description: `1 to ${PLAN_LIST_MAX_LIMIT} plans a page.`,
  })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  @Max(PLAN_LIST_MAX_LIMIT, { message: 'error.invalid-page' })
  limit = PLAN_LIST_DEFAULT_LIMIT;

  @Field(() => String, { defaultValue: 'DATE', description: 'Order by DATE (the default) or NAME.' })
  @IsIn(PLAN_ORDER_FIELDS, { message: 'error.invalid-sort' })
  orderField: PlanOrderField = 'DATE';

  @Field(() => String, { defaultValue: 'DESC', description: 'DESC (newest or Z first, the default) or ASC.' })
  @IsIn(['ASC', 'DESC'], { message: 'error.invalid-sort' })
  orderDirection: 'ASC' | 'DESC' = 'DESC';
}
