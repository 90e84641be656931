import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ShopError } from '../shop-error';
import { requestOf } from './request-of';
import './bearer-caller';

/**
 * The client id of the integration client whose bearer token the request carries (decision 0048):
 * webhook subscriptions belong to it (decision 0136). Any other caller (a browser session, a person's
 * token, a guest) gets FORBIDDEN error.integration-client-required.
 */
export const IntegrationClientId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const bearer = requestOf(context).bearer;
  if (!bearer?.integration) throw new ShopError('FORBIDDEN', 'error.integration-client-required');
  return bearer.clientId;
});
