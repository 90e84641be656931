import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_KEYS } from '@shop/jobs';
import { REDIS } from '../../infra/tokens';

/**
 * How long a sign-out is remembered: longer than any person's access token lives (the development
 * IdP's last one hour; providers commonly issue 5–60 minutes).
 */
export const SIGN_OUT_KEPT_SECONDS = 24 * 3600;

/**
 * Personal tokens end at sign-out (docs/decisions/0074-idp-sign-in-and-token-revocation.md): the
 * shop's sign-out records when a person (the token `sub`) signed out, for SIGN_OUT_KEPT_SECONDS in
 * Redis; a person's token issued (`iat`) up to that second is refused as `revoked`. Integration
 * clients' tokens are not a person's session and are not affected.
 */
@Injectable()
export class TokenRevocations {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Every token of `subject` issued up to now stops working. */
  async signedOut(subject: string): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    await this.redis.set(`${REDIS_KEYS.signedOut}${subject}`, String(now), 'EX', SIGN_OUT_KEPT_SECONDS);
  }

  /** Whether a token of `subject` issued at `issuedAt` (ms; unknown: as old as can be) was revoked. */
  async isRevoked(subject: string, issuedAt: number | undefined): Promise<boolean> {
    const signedOutAt = await this.redis.get(`${REDIS_KEYS.signedOut}${subject}`);
    if (signedOutAt === null) return false;
    return issuedAt === undefined || Math.floor(issuedAt / 1000) <= Number(signedOutAt);
  }
}
