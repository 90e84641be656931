/**
 * The operations role (docs/decisions/0138-operations-role.md). Not a web role of the shop: an
 * operations person is no customer contact and no employee acting for a customer; the role is a
 * separate field of the session, so no shop rule (access levels, prices, own tenant) ever sees it.
 */
export const OPS_ROLE = 'ROLE_OPS' as const;
export type OpsRole = typeof OPS_ROLE;

/** The operations person of a session: who switches maintenance, retries jobs, revokes clients. */
export interface SessionOperator {
  role: OpsRole;
  loginEmail: string;
  name: string;
}

/** `requestedBy` of what an operations person asks the worker for (maintenance jobs, price refresh). */
export function opsRequester(operator: Pick<SessionOperator, 'loginEmail'>): string {
  return `ops:${operator.loginEmail}`;
}

/** True for a session's operator field that carries the operations role (anything else: false). */
export function hasOpsRole(operator: unknown): operator is SessionOperator {
  return (
    typeof operator === 'object' &&
    operator !== null &&
    (operator as SessionOperator).role === OPS_ROLE &&
    typeof (operator as SessionOperator).loginEmail === 'string'
  );
}
