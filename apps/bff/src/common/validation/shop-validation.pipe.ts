import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { badInput } from '../shop-error';
import { fieldErrorsOf } from './field-errors';

/** Per class: whether class-validator has rules for it (asked once; the pipe runs for every parameter). */
const rulesOf = new WeakMap<object, boolean>();

/** Classes whose instances class-validator has rules for (DTOs, @ArgsType and @InputType classes). */
function hasRules(type: unknown): type is ClassConstructor<object> {
  if (typeof type !== 'function') return false;
  let known = rulesOf.get(type);
  if (known === undefined) {
    known = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
    rulesOf.set(type, known);
  }
  return known;
}

/**
 * Checks `value` against the rules of `type` and returns it as an instance of `type` (defaults and
 * @Type/@Transform applied). Fails with BAD_USER_INPUT whose message key is the first invalid
 * field's, every invalid field in `details.fields`. `strict` (REST bodies) also
 * refuses fields the DTO does not declare; GraphQL has already refused those.
 */
export function validateInput<T extends object>(
  type: ClassConstructor<T>,
  value: unknown,
  strict = false,
): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badInput('error.bad-input', { fields: [] });
  }
  const instance = plainToInstance(type, value);
  const errors = validateSync(instance, {
    forbidUnknownValues: true,
    whitelist: strict,
    forbidNonWhitelisted: strict,
    validationError: { target: false, value: false },
  });
  if (errors.length === 0) return instance;
  const fields = fieldErrorsOf(errors);
  throw badInput(fields[0]?.messageKey ?? 'error.bad-input', { fields });
}

/**
 * The one validation pipe of the BFF (global, app.module.ts): every GraphQL argument class and
 * every REST body or query DTO with class-validator rules is checked before its handler runs.
 * Scalars, custom parameter decorators (@Shop()) and classes without rules pass untouched.
 */
@Injectable()
export class ShopValidationPipe implements PipeTransform {
  transform(value: unknown, { metatype, type }: ArgumentMetadata): unknown {
    if (type === 'custom' || !hasRules(metatype)) return value;
    return validateInput(metatype, value, type === 'body');
  }
}
