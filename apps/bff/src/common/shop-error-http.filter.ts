import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorCode } from '@shop/domain';
import { ShopError } from './shop-error';

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** For REST routes: a ShopError becomes its HTTP status with `{ code, messageKey, details? }`. */
@Catch(ShopError)
export class ShopErrorHttpFilter implements ExceptionFilter {
  catch(error: ShopError, host: ArgumentsHost): void {
    const { code, messageKey, details } = error.extensions as {
      code: ErrorCode;
      messageKey: string;
      details?: unknown;
    };
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(STATUS[code] ?? HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ code, messageKey, ...(details ? { details } : {}) });
  }
}
