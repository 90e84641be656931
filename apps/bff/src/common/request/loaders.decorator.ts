import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphqlContext } from '../graphql-context';
import type { RequestLoaders } from '../request-loaders';

/**
 * The per-request DataLoaders of the GraphQL operation (GraphqlContext.loaders), for the domain
 * loaders that batch through them: `@Loaders() loaders: RequestLoaders`.
 */
export const Loaders = createParamDecorator(
  (_: unknown, context: ExecutionContext): RequestLoaders =>
    GqlExecutionContext.create(context).getContext<GraphqlContext>().loaders,
);
