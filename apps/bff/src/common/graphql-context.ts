import type { Request, Response } from 'express';
import type { OperationDeadline } from './operation-deadline';
import type { RequestLoaders } from './request-loaders';

export interface GraphqlContext {
  req: Request;
  res: Response;
  /** The operation's execution deadline (GRAPHQL_DEADLINE_MS); the loaders stop at it. */
  deadline: OperationDeadline;
  loaders: RequestLoaders;
}
