/** Whether an Apollo error carries a GraphQL error with this `extensions.code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  if (!error || typeof error !== 'object' || !('errors' in error)) return false;
  const errors = (error as { errors: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some((e: { extensions?: { code?: unknown } }) => e?.extensions?.code === code)
  );
}

/** The message key of the first GraphQL error of an Apollo error (`error.*`), or null. */
export function messageKeyOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('errors' in error)) return null;
  const errors = (error as { errors: unknown }).errors;
  const key = Array.isArray(errors)
    ? (errors[0] as { extensions?: { messageKey?: unknown } } | undefined)?.extensions?.messageKey
    : undefined;
  return typeof key === 'string' ? key : null;
}

/** The invalid fields of a BAD_USER_INPUT refusal (`details.fields`), by field path, with their message keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('errors' in error)) return {};
  const errors = (error as { errors: unknown }).errors;
  const fields = Array.isArray(errors)
    ? (errors[0] as { extensions?: { details?: { fields?: unknown } } } | undefined)?.extensions?.details
        ?.fields
    : undefined;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields.flatMap((entry: { field?: unknown; messageKey?: unknown }) =>
      typeof entry?.field === 'string' && typeof entry.messageKey === 'string'
        ? [[entry.field, entry.messageKey]]
        : [],
    ),
  );
}

/** The values a refusal's text names (`details.skus` joined), for messageText. */
export function messageValuesOf(error: unknown): { skus?: string } {
  if (!error || typeof error !== 'object' || !('errors' in error)) return {};
  const errors = (error as { errors: unknown }).errors;
  const skus = Array.isArray(errors)
    ? (errors[0] as { extensions?: { details?: { skus?: unknown } } } | undefined)?.extensions?.details?.skus
    : undefined;
  return Array.isArray(skus) ? { skus: skus.filter((sku) => typeof sku === 'string').join(', ') } : {};
}
