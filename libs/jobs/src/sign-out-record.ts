/**
 * How long a sign-out is remembered: longer than any person's access token lives (the development
 * IdP's last one hour; providers commonly issue 5–60 minutes). Decision 0074.
 */
export const SIGN_OUT_KEPT_SECONDS = 24 * 3600;

/**
 * A person's sign-out as the database keeps it (migration 0039, decision 0145): Redis holds the working
 * copy (`shop:signed-out:<subject>` = signedOutAt, expiring at expiresAt); this one survives Redis
 * losing its data. Times are epoch seconds, as in the Redis value.
 */
export interface SignOutRecord {
  /** The person's token subject (`sub`). */
  subject: string;
  /** The second of the sign-out: the person's tokens issued up to it are refused. */
  signedOutAt: number;
  /** The second after which the sign-out no longer matters (its Redis key expires then). */
  expiresAt: number;
}

/** Where the durable sign-outs are kept (SignOutStore of libs/db). */
export interface SignOutRecords {
  /** Stores a sign-out; a subject's stored one keeps the later sign-out and the later expiry. */
  save(record: SignOutRecord): Promise<void>;
  /** The sign-outs that have not expired at `now`. */
  unexpired(now: Date): Promise<SignOutRecord[]>;
  /** Deletes the sign-outs expired at `now`; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}
