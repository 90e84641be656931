import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in constant time: both sides are hashed first, so neither length nor content leaks. */
export function opsTokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

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
      throw new HttpException(
        { code: 'INTERNAL', messageKey: 'ops.error.disabled' },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    const given = bearerToken(http.getRequest<Request>().headers.authorization);
    if (given === null || !opsTokenMatches(given, expected)) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="shop-ops"');
      throw new HttpException(
        { code: 'UNAUTHENTICATED', messageKey: 'ops.error.unauthorized' },
        HttpStatus.UNAUTHORIZED,
      );
    }
    return true;
  }
}
