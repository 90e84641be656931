import type { Request, Response } from 'express';
import type { RequestLoaders } from './request-loaders';

export interface GraphqlContext {
  req: Request;
  res: Response;
  loaders: RequestLoaders;
}
