import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request } from 'express';
import type { GraphqlContext } from '../graphql-context';

/** The express request behind a REST handler or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<GraphqlContext>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/**
 * The locale an operation asks about: the GraphQL argument `locale` (or `input.locale`), or for REST
 * the `locale` of the body or the query string. Undefined when there is none.
 */
export function operationLocale(context: ExecutionContext): unknown {
  if (context.getType<GqlContextType>() === 'graphql') {
    const args = GqlExecutionContext.create(context).getArgs<Record<string, unknown>>() ?? {};
    const input = args.input as Record<string, unknown> | undefined;
    return args.locale ?? (input && typeof input === 'object' ? input.locale : undefined);
  }
  const req = context.switchToHttp().getRequest<Request>();
  return (req.body as Record<string, unknown> | undefined)?.locale ?? req.query?.locale;
}
