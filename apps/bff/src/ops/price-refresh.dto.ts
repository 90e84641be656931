import { ArrayMaxSize, IsArray, IsIn, IsOptional, registerDecorator } from 'class-validator';
import { isCustomerNo } from '@shop/domain';
import { MAINTENANCE_ERRORS } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';

function IsCustomerNos(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isCustomerNos',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'ops.error.customer-no' },
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.every((no) => isCustomerNo(no)),
      },
    });
  };
}

/**
 * Body of POST /api/ops/prices/refresh: what `npm run ops -- prices refresh <MANDANT> [--customer N]…`
 * enqueues. `{ "mandantCode": "30HHDE", "customerNos": ["100001"] }`; without customers: the whole tenant.
 */
export class PriceRefreshDto {
  @IsIn(MANDANT_CODES, { message: MAINTENANCE_ERRORS.unknownMandant })
  mandantCode!: string;

  @IsOptional()
  @IsArray({ message: 'ops.error.customer-no' })
  @ArrayMaxSize(50, { message: 'ops.error.too-many-customers' })
  @IsCustomerNos()
  customerNos?: string[] | null;
}
