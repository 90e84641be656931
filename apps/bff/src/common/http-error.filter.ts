import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ERROR_CODES, type ErrorCode } from '@shop/domain';
import { isDependencyUnavailable } from './dependency-errors';
import { logFault, requestLogger } from './fault-log';
import { cutEchoes, ShopError } from './shop-error';

/** The one error body of every REST route, SSE included: a code of DESIGN.md and a message key. */
export interface ErrorBody {
  code: ErrorCode;
  messageKey: string;
  details?: unknown;
}

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
  UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
};

/** Framework errors (body parser, routing, Nest's own exceptions) by HTTP status. */
const FRAMEWORK_ERRORS: Record<number, ErrorBody> = {
  400: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
  401: { code: 'UNAUTHENTICATED', messageKey: 'error.unauthenticated' },
  403: { code: 'FORBIDDEN', messageKey: 'error.forbidden' },
  404: { code: 'NOT_FOUND', messageKey: 'error.not-found' },
  405: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
  413: { code: 'BAD_USER_INPUT', messageKey: 'error.payload-too-large' },
  415: { code: 'BAD_USER_INPUT', messageKey: 'error.unsupported-media-type' },
  503: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
};

const isShopBody = (body: unknown): body is ErrorBody =>
  !!body &&
  typeof body === 'object' &&
  (ERROR_CODES as readonly string[]).includes((body as ErrorBody).code) &&
  typeof (body as ErrorBody).messageKey === 'string';

/** The status and body of any error thrown on a REST route. */
export function httpErrorOf(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ShopError) {
    const { code, messageKey, details } = error.extensions as unknown as ErrorBody;
    return { status: STATUS_OF_CODE[code], body: { code, messageKey, ...(details ? { details } : {}) } };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    if (isShopBody(body)) {
      return { status, body: { ...body, ...(body.details ? { details: cutEchoes(body.details) } : {}) } };
    }
    return { status, body: FRAMEWORK_ERRORS[status] ?? fallbackOf(status) };
  }
  // Express middleware errors (body parser: 400 malformed JSON, 413 too large) carry a status.
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 600) {
    return { status, body: FRAMEWORK_ERRORS[status] ?? fallbackOf(status) };
  }
  if (isDependencyUnavailable(error)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: FRAMEWORK_ERRORS[503] };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { code: 'INTERNAL', messageKey: 'error.internal' },
  };
}

function fallbackOf(status: number): ErrorBody {
  if (status >= 500) return { code: 'INTERNAL', messageKey: 'error.internal' };
  return { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' };
}

/**
 * True when the error only says that the client closed the connection: express's `sendFile` and
 * body parsers answer a dropped request with `ECONNABORTED` ("Request aborted"), and nobody is left
 * to read an answer.
 */
export function clientWentAway(error: unknown, response: Pick<Response, 'destroyed'>): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNABORTED' || (code === 'ECONNRESET' && response.destroyed);
}

/**
 * Every error of a REST route (SSE, auth and ops included) leaves as `{ code, messageKey, details? }`
 * with its status; GraphQL errors are left to Apollo's formatError. Every 5xx is logged once with the
 * request id, the route and its cause (logFault), which never leaves the server.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): unknown {
    if (host.getType() !== 'http') return error;
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    if (clientWentAway(error, response)) {
      // Not a fault: the browser left (a navigation, a closed tab) while a file was on its way.
      requestLogger(request, this.logger).debug({ err: error }, 'client went away');
      if (!response.writableEnded) response.end();
      return undefined;
    }
    const { status, body } = httpErrorOf(error);
    if (status >= 500) {
      // The route's pattern, not the path: ids and tokens in a path stay out of the operation.
      const route = (request.route as { path?: unknown } | undefined)?.path;
      logFault(requestLogger(request, this.logger), {
        operation: `${request.method} ${typeof route === 'string' ? route : request.path}`,
        code: body.code === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'INTERNAL',
        cause: error,
      });
    }
    if (response.headersSent) {
      response.end();
      return undefined;
    }
    // Whatever the route meant to send (an image's type, its year of caching): an error is JSON,
    // never stored.
    response.status(status).type('application/json').setHeader('Cache-Control', 'no-store');
    response.json(body);
    return undefined;
  }
}
