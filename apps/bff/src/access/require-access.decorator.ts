import { SetMetadata } from '@nestjs/common';
import type { AccessRequirement } from '@shop/domain';

export const ACCESS_RULE = 'shop:access-rule';

/**
 * Declares who may call a GraphQL query, mutation, field resolver or REST route: any one of the
 * requirements suffices (a web role = at least that role's access level; ROLE_AUTHENTICATED = any
 * signed-in user; EMPLOYEE = the employee user type). Without the decorator a handler is public.
 * The global AccessGuard enforces it; guests get UNAUTHENTICATED, others FORBIDDEN.
 */
export const RequireAccess = (first: AccessRequirement, ...more: AccessRequirement[]) =>
  SetMetadata(ACCESS_RULE, [first, ...more]);
