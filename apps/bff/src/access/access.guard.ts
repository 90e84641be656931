import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request } from 'express';
import { decideAccess, type AccessRequirement } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { forbidden, unauthenticated, unavailable } from '../common/shop-error';
import { accessSubjectOf } from './access-subject';
import { ACCESS_RULE } from './require-access.decorator';

/**
 * The global guard behind @RequireAccess. It runs for REST routes, GraphQL operations and — with
 * `fieldResolverEnhancers: ['guards']` in the GraphQL module — for every field resolver. Handlers
 * without a rule pass untouched, so the cost on unguarded fields is one metadata lookup.
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

    const graphql = context.getType<GqlContextType>() === 'graphql';
    let req: Request;
    let locale: unknown;
    if (graphql) {
      const gql = GqlExecutionContext.create(context);
      req = gql.getContext<GraphqlContext>().req;
      locale = (gql.getArgs<Record<string, unknown>>() ?? {}).locale;
    } else {
      req = context.switchToHttp().getRequest<Request>();
      locale = (req.body as Record<string, unknown> | undefined)?.locale ?? req.query?.locale;
    }

    const decision = decideAccess(accessSubjectOf(req.session?.user, locale), requirements);
    if (decision === 'GRANTED') return true;
    // Who asks is unknown while the session cannot be read: neither "signed out" nor "not allowed".
    // REST routes answer these errors through the global HttpErrorFilter (status and body of the code).
    if (req.sessionUnavailable) throw unavailable();
    throw decision === 'UNAUTHENTICATED' ? unauthenticated() : forbidden();
  }
}
