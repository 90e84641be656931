import type { WebRole } from './roles';

/**
 * API clients of a company (decision 0090): rules shared by the BFF and the web's block.
 */

/** Longest name of an API client (after trimming). */
export const API_CLIENT_NAME_MAX_LENGTH = 80;

/** A client id as the shop creates them (`api-<tenant>-<hex>`) or older rows have (`integration-20hhat`). */
export const API_CLIENT_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** Who manages a company's API clients: its administrators. */
export const API_CLIENT_MANAGER_ROLE: WebRole = 'ROLE_ADMIN';

/**
 * The roles a new API client may act with: the tenant's configured web roles that are not an
 * administrator's. A client never administers the company, so a leaked secret cannot make more
 * clients or users (decision 0090).
 */
export function apiClientRolesOf<T extends { code: WebRole; isAdministrator: boolean }>(
  webRoles: readonly T[],
): T[] {
  return webRoles.filter((role) => !role.isAdministrator && role.code !== API_CLIENT_MANAGER_ROLE);
}

/** The trimmed name, or null when it is blank or too long. */
export function apiClientNameOf(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= API_CLIENT_NAME_MAX_LENGTH ? trimmed : null;
}
