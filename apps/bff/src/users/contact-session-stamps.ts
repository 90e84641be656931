import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { CUSTOMER_PORT, type CustomerPort } from '@shop/commerce';
import { REDIS_KEYS } from '@shop/jobs';
import { sessionContactOf } from '../auth/session-user.service';
import { SESSION_TTL_SECONDS } from '../common/session/session-lifetime';
import { sessionShopContext } from '../common/shop-context.factory';
import { REDIS, ROOT_LOGGER } from '../infra/tokens';

const stampKey = (contactId: string) => `${REDIS_KEYS.contactStamp}${contactId}`;

/**
 * Change stamps of contacts (docs/decisions/0084-contact-session-refresh.md): the user administration
 * stamps a contact it changed or removed; the contact's own sessions see the newer stamp on their next
 * request and re-read the contact (ContactSessionRefresh).
 */
@Injectable()
export class ContactSessionStamps {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Stamps a changed contact; kept as long as a signed-in session can live. Never fails (logged). */
  async changed(contactId: string, now = Date.now()): Promise<void> {
    try {
      await this.redis.set(stampKey(contactId), String(now), 'EX', SESSION_TTL_SECONDS + 3600);
    } catch (error) {
      this.logger.error({ contactId, err: error }, 'contact change stamp not written');
    }
  }

  /** The contact's stamp, or null when it was never changed (or Redis cannot tell: fail open). */
  async stampOf(contactId: string): Promise<number | null> {
    try {
      const stamp = await this.redis.get(stampKey(contactId));
      return stamp === null ? null : Number(stamp);
    } catch {
      return null;
    }
  }
}

/**
 * Before every request of a contact's own session (not an employee acting for one, not a bearer token):
 * when the user administration changed the contact after the session last looked, the session re-reads
 * it. A removed contact (or one moved away from its customer) is signed out of the shop at once, a
 * changed role or name is taken over. Costs one Redis read per request of a signed-in contact.
 */
@Injectable()
export class ContactSessionRefresh implements NestMiddleware {
  constructor(
    private readonly stamps: ContactSessionStamps,
    @Inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      await this.refresh(req);
      next();
    } catch (error) {
      next(error);
    }
  }

  private async refresh(req: Request): Promise<void> {
    const user = req.bearer ? undefined : req.session?.user;
    if (!user || user.userType !== 'STANDARD' || !user.contact || !user.customer) return;
    const stamp = await this.stamps.stampOf(user.contact.id);
    if (stamp === null || stamp <= (user.contactStamp ?? 0)) return;
    const ctx = sessionShopContext(user);
    const found = ctx ? await this.customers.getContact(ctx, user.contact.id) : null;
    if (!found || found.customer.id !== user.customer.id) {
      this.logger.info(
        { contactId: user.contact.id },
        'contact removed: its session is signed out of the shop',
      );
      delete req.session!.user;
      return;
    }
    req.session!.user = {
      ...user,
      role: found.contact.role,
      contact: sessionContactOf(found),
      contactStamp: stamp,
    };
  }
}
