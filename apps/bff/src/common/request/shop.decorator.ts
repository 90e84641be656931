import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ShopContext } from '@shop/domain';
import type { SessionUser } from '../session/session-user';
import { sessionWriterOf, type SessionWriter } from '../session/session-writer';
import { sessionShopContext, shopContextFor } from '../shop-context.factory';
import { badInput, sessionRequired, unauthenticated } from '../shop-error';
import { operationLocale, requestOf } from './request-of';
import { requestUserOf } from './request-user';

/**
 * The ShopContext of the operation (STYLE.md: Vendure's @Ctx()): the tenant of its `locale`
 * argument with the session's user, customer and role when that is the session's tenant. An
 * operation without a locale (e.g. the employee's customer search) gets the session's own tenant.
 * A locale that is not a shop's fails with BAD_USER_INPUT.
 */
export const Shop = createParamDecorator((_: unknown, context: ExecutionContext): ShopContext => {
  const user = requestUserOf(requestOf(context));
  const locale = operationLocale(context);
  if (locale !== undefined && locale !== null) {
    if (typeof locale !== 'string') throw badInput('error.unknown-locale', { locale: String(locale) });
    return shopContextFor(user, locale);
  }
  const own = user ? sessionShopContext(user) : null;
  if (!own) throw unauthenticated();
  return own;
});

/** The signed-in user (of the session or the bearer token), or undefined for guests. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionUser | undefined => requestUserOf(requestOf(context)),
);

/**
 * The session of the request as a SessionWriter (for the few services that change the session). A
 * bearer request has no session to change: FORBIDDEN error.session-required (decision 0047).
 */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): SessionWriter => {
  const req = requestOf(context);
  if (req.bearer) throw sessionRequired();
  return sessionWriterOf(req);
});
