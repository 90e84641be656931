/**
 * Growing delays for failed sign-ins (docs/decisions/0074-idp-sign-in-and-token-revocation.md), per
 * account (the e-mail address, lower-cased) and per client address, and the end of an interaction
 * after a few failures. An attempt counts as a failure from its start until it succeeds, so parallel
 * attempts cannot all pass before the first failure is known. Kept in this process's memory: the
 * development IdP runs as one process.
 */
export interface LoginThrottleOptions {
  /** Failures of one account that are answered without delay. */
  freeFailuresPerAccount: number;
  /** Failures from one address (many people may share it) answered without delay. */
  freeFailuresPerAddress: number;
  /** The delay after the free failures; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
  /** An interaction ends at the attempt after this many failures. */
  failuresPerInteraction: number;
  /** Keys kept at most (the oldest are dropped): bounds the memory a flood of addresses can take. */
  maxKeys: number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  freeFailuresPerAccount: 3,
  freeFailuresPerAddress: 20,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  windowMs: 15 * 60_000,
  failuresPerInteraction: 5,
  maxKeys: 100_000,
};

export interface LoginAttempt {
  /** How long to hold the attempt before its password is checked. */
  delayMs: number;
  /** The interaction has had its failures: end it instead of checking the password. */
  interactionEnded: boolean;
  /** The password was right: the account's failures are forgotten. */
  succeeded(): void;
}

interface Failures {
  count: number;
  lastAt: number;
}

export class LoginThrottle {
  private readonly options: LoginThrottleOptions;
  private readonly failures = new Map<string, Failures>();

  constructor(
    options: Partial<LoginThrottleOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
  }

  /** Starts an attempt of `email` from `address` in interaction `uid`, counted as a failure until it succeeds. */
  begin(email: string, address: string, uid: string): LoginAttempt {
    const account = `account:${email.trim().toLowerCase()}`;
    const from = `address:${address}`;
    const interaction = `interaction:${uid}`;
    if (this.countOf(interaction) >= this.options.failuresPerInteraction) {
      this.failures.delete(interaction);
      return { delayMs: 0, interactionEnded: true, succeeded: () => undefined };
    }
    const delayMs = Math.max(
      this.delayFor(this.countOf(account), this.options.freeFailuresPerAccount),
      this.delayFor(this.countOf(from), this.options.freeFailuresPerAddress),
    );
    for (const key of [account, from, interaction]) this.add(key, 1);
    return {
      delayMs,
      interactionEnded: false,
      succeeded: () => {
        this.failures.delete(account);
        this.failures.delete(interaction);
        this.add(from, -1);
      },
    };
  }

  private delayFor(failures: number, free: number): number {
    if (failures < free) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (failures - free));
  }

  private countOf(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (this.now() - entry.lastAt < this.options.windowMs) return entry.count;
    this.failures.delete(key);
    return 0;
  }

  private add(key: string, by: number): void {
    const count = this.countOf(key) + by;
    // Re-inserted so that the least recently failed keys come first when the map is full.
    this.failures.delete(key);
    if (count <= 0) return;
    this.failures.set(key, { count, lastAt: this.now() });
    while (this.failures.size > this.options.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }
}
