import type { ValidationError } from 'class-validator';

/** One invalid field of an input: its path (`filter.0.name` for nested inputs) and a message key. */
export interface FieldError {
  field: string;
  messageKey: string;
}

/** A constraint message that is a translatable key (`error.invalid-page`, `maintenance.error.…`). */
const MESSAGE_KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/;

/**
 * The one mapping from failed class-validator constraints to message keys: a DTO's constraints
 * carry their keys as messages; a field the DTO does not know is `error.unknown-field`; anything
 * else (a constraint without a key) is `error.bad-input`. One entry per field, its first failure.
 */
export function fieldErrorsOf(errors: readonly ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    const own: FieldError[] =
      constraint === undefined
        ? []
        : [
            {
              field,
              messageKey:
                constraint === 'whitelistValidation'
                  ? 'error.unknown-field'
                  : message && MESSAGE_KEY.test(message)
                    ? message
                    : 'error.bad-input',
            },
          ];
    return [...own, ...fieldErrorsOf(error.children ?? [], field)];
  });
}
