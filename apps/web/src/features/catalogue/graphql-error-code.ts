/** Whether an Apollo error carries a GraphQL error with this `extensions.code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  if (!error || typeof error !== 'object' || !('errors' in error)) return false;
  const errors = (error as { errors: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some((e: { extensions?: { code?: unknown } }) => e?.extensions?.code === code)
  );
}
