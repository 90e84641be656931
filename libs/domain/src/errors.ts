/** GraphQL error codes of DESIGN.md; every error also carries a translatable message key. */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL',
  // A dependency (Redis, the database, the identity provider) cannot be reached in time; try again.
  'UNAVAILABLE',
  // The caller sent more requests than its budget of the current window (HTTP 429, Retry-After).
  'RATE_LIMITED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
