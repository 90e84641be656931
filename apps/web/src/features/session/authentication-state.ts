/**
 * The authentication state of docs/rules/states-and-rules.md: loading, authenticated,
 * unauthenticated, and pending while a register marker exists — a signed-in newcomer whose
 * registration is not finished (decision 0092). While pending the account menu offers the
 * registration instead of account pages the newcomer cannot open.
 */
export type AuthenticationState = 'loading' | 'authenticated' | 'unauthenticated' | 'pending';

export function authenticationStateOf({
  loading,
  signedIn,
  hasCustomerOrContact,
  registerMarker,
}: {
  loading: boolean;
  signedIn: boolean;
  hasCustomerOrContact: boolean;
  registerMarker: boolean;
}): AuthenticationState {
  if (loading) return 'loading';
  if (!signedIn) return 'unauthenticated';
  return registerMarker && !hasCustomerOrContact ? 'pending' : 'authenticated';
}
