import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ShopError } from '../common/shop-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OPS_CHALLENGE, opsCallerOf, type OpsCaller } from './ops-access';

/**
 * The guard of every ops controller (docs/decisions/0138-operations-role.md): the ops bearer token
 * or a session with the operations role (opsCallerOf). The same rule also runs as middleware in front
 * of every /api/ops and /ops/queues path (http-setup.ts), so a controller that forgets this guard is
 * still covered.
 */
@Injectable()
export class OpsGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    try {
      req.opsCaller = opsCallerOf(req, this.config);
    } catch (error) {
      if (error instanceof ShopError && error.extensions.code === 'UNAUTHENTICATED')
        http.getResponse<Response>().setHeader('WWW-Authenticate', OPS_CHALLENGE);
      throw error;
    }
    return true;
  }
}

/** The ops caller the guard let through (a handler behind OpsGuard only). */
export const Ops = createParamDecorator((_data: unknown, context: ExecutionContext): OpsCaller => {
  const caller = context.switchToHttp().getRequest<Request>().opsCaller;
  if (!caller) throw new ShopError('UNAUTHENTICATED', 'ops.error.unauthorized');
  return caller;
});
