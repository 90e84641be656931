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
