import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { badInput } from '../common/shop-error';

/** Field path and message key of every failed constraint, nested inputs included (`filter.0.name`). */
function detailsOf(errors: ValidationError[], prefix = ''): { field: string; messageKey: string }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      messageKey: message.startsWith('error.') ? message : 'error.bad-input',
    }));
    return [...own, ...detailsOf(error.children ?? [], field)];
  });
}

/**
 * GraphQL has checked the types; this checks the rules (class-validator on the @ArgsType class).
 * Fails with BAD_USER_INPUT whose message key is the first failed rule's; all of them in details.
 */
export function validateArgs<T extends object>(type: ClassConstructor<T>, args: object): T {
  const instance = plainToInstance(type, args);
  const errors = validateSync(instance, { forbidUnknownValues: true });
  if (errors.length === 0) return instance;
  const fields = detailsOf(errors);
  throw badInput(fields[0]?.messageKey ?? 'error.bad-input', { fields });
}
