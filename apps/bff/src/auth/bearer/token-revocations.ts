import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { REDIS_KEYS, SIGN_OUT_KEPT_SECONDS, type SignOutRecords } from '@shop/jobs';
import { withDeadline } from '@shop/redis';
import { REDIS, ROOT_LOGGER } from '../../infra/tokens';
import { SIGN_OUT_RECORDS } from './sign-out-records.provider';

/** How long a sign-out waits for the database before it goes on in Redis alone. */
export const SIGN_OUT_STORE_DEADLINE_MS = 2000;

/**
 * Personal tokens end at sign-out (docs/decisions/0074-idp-sign-in-and-token-revocation.md): the
 * shop's sign-out records when a person (the token `sub`) signed out, for SIGN_OUT_KEPT_SECONDS in
 * Redis; a person's token issued (`iat`) up to that second is refused as `revoked`. Integration
 * clients' tokens are not a person's session and are not affected. The sign-out is stored in the
 * database first (decision 0145), from where the worker writes it back when Redis lost it.
 */
@Injectable()
export class TokenRevocations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SIGN_OUT_RECORDS) private readonly records: Pick<SignOutRecords, 'save'>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Every token of `subject` issued up to now stops working. The database first, within
   * SIGN_OUT_STORE_DEADLINE_MS; when it fails or is late the sign-out still takes effect in Redis and
   * the failure is logged (like a maintenance change not stored, decision 0143): only a Redis wipe
   * before it expires would forget it.
   */
  async signedOut(subject: string): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    try {
      await withDeadline(
        this.records.save({ subject, signedOutAt: now, expiresAt: now + SIGN_OUT_KEPT_SECONDS }),
        SIGN_OUT_STORE_DEADLINE_MS,
        'the database',
      );
    } catch (error) {
      this.logger.error(
        { err: error, subject, signedOutAt: now },
        'sign-out applied but not stored in signed_out: a Redis that loses its data before it expires forgets it',
      );
    }
    await this.redis.set(`${REDIS_KEYS.signedOut}${subject}`, String(now), 'EX', SIGN_OUT_KEPT_SECONDS);
  }

  /**
   * Whether a token of `subject` issued at `issuedAt` (ms; unknown: as old as can be) was revoked. One
   * Redis GET, nothing else: it runs on every request of a person's token.
   */
  async isRevoked(subject: string, issuedAt: number | undefined): Promise<boolean> {
    const signedOutAt = await this.redis.get(`${REDIS_KEYS.signedOut}${subject}`);
    if (signedOutAt === null) return false;
    return issuedAt === undefined || Math.floor(issuedAt / 1000) <= Number(signedOutAt);
  }
}
