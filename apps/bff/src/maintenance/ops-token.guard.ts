import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { secretsMatch } from '../common/secrets';
import { ShopError } from '../common/shop-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([\x21-\x7e]+)[ ]*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Ops routes need `Authorization: Bearer <OPS_TOKEN>`. The shop session (cookie, role, employee)
 * is never looked at: no shop user, whatever their role, gets past this guard.
 */
@Injectable()
export class OpsTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const expected = this.config.OPS_TOKEN;
    if (!expected) {
      throw new ShopError('UNAVAILABLE', 'ops.error.disabled');
    }
    const given = bearerToken(http.getRequest<Request>().headers.authorization);
    if (!secretsMatch(expected, given)) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="shop-ops"');
      throw new ShopError('UNAUTHENTICATED', 'ops.error.unauthorized');
    }
    return true;
  }
}
