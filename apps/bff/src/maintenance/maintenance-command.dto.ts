import { IsBoolean, IsIn, IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';
import { checkMaintenanceWindow, isIsoDateTime, MAINTENANCE_ERRORS } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';

/** Cross-field check of from/until against each other and now (the rule of libs/jobs). */
function IsMaintenanceWindow(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isMaintenanceWindow',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate(_value: unknown, args: ValidationArguments) {
          const dto = args.object as MaintenanceCommandDto;
          if (typeof dto.enabled !== 'boolean') return true; // reported by IsBoolean
          if ([dto.from, dto.until].some((t) => t != null && !isIsoDateTime(t))) return true; // by IsIsoDateTime
          return checkMaintenanceWindow(dto, new Date()) === null;
        },
        defaultMessage(args: ValidationArguments) {
          const dto = args.object as MaintenanceCommandDto;
          return checkMaintenanceWindow(dto, new Date()) ?? MAINTENANCE_ERRORS.malformedTime;
        },
      },
    });
  };
}

function IsIsoDateTime(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isIsoDateTime',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: MAINTENANCE_ERRORS.malformedTime },
      validator: { validate: (value: unknown) => isIsoDateTime(value) },
    });
  };
}

/**
 * Body of POST /api/ops/maintenance: switch a tenant's maintenance now, or plan a window.
 * `{ "mandantCode": "30HHDE", "enabled": true, "from": "2026-12-01T22:00:00Z", "until": "2026-12-02T02:00:00Z" }`
 */
export class MaintenanceCommandDto {
  @IsIn(MANDANT_CODES, { message: MAINTENANCE_ERRORS.unknownMandant })
  mandantCode!: string;

  @IsBoolean({ message: 'maintenance.error.enabled-boolean' })
  @IsMaintenanceWindow()
  enabled!: boolean;

  @IsOptional()
  @IsIsoDateTime()
  from?: string | null;

  @IsOptional()
  @IsIsoDateTime()
  until?: string | null;
}
