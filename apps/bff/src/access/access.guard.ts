import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { accessSubjectOf, decideAccess, type AccessRequirement } from '@shop/domain';
import { operationLocale, requestOf } from '../common/request/request-of';
import { requestUserOf } from '../common/request/request-user';
import { mandantOfLocale } from '../common/shop-context.factory';
import { forbidden, unauthenticated, unavailable } from '../common/shop-error';
import { ACCESS_RULE } from './require-access.decorator';

/**
 * The global guard behind @RequireAccess. It runs for REST routes, GraphQL operations and — with
 * `fieldResolverEnhancers: ['guards']` in the GraphQL module — for every field resolver. Handlers
 * without a rule pass untouched, so the cost on unguarded fields is one metadata lookup. Who asks
 * is derived by libs/domain (accessSubjectOf) from the same user (session or bearer token) and locale
 * as @Shop()'s context.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const requirements = this.reflector.getAllAndOverride<AccessRequirement[] | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!requirements?.length) return true;

    const req = requestOf(context);
    const subject = accessSubjectOf(requestUserOf(req), mandantOfLocale(operationLocale(context)));
    const decision = decideAccess(subject, requirements);
    if (decision === 'GRANTED') return true;
    // Who asks is unknown while the session cannot be read: neither "signed out" nor "not allowed".
    // REST routes answer these errors through the global HttpErrorFilter (status and body of the code).
    if (req.sessionUnavailable) throw unavailable();
    throw decision === 'UNAUTHENTICATED' ? unauthenticated() : forbidden();
  }
}
