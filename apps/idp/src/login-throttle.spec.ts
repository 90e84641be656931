import { LoginThrottle } from './login-throttle';

const OPTIONS = {
  freeFailuresPerAccount: 3,
  freeFailuresPerAddress: 5,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  windowMs: 60_000,
  failuresPerInteraction: 5,
  maxKeys: 1000,
};

describe('LoginThrottle (docs/decisions/0074)', () => {
  let now = 0;
  const throttle = () => new LoginThrottle(OPTIONS, () => now);
  beforeEach(() => (now = 1_000_000));

  it('grows the delay per account after the free failures, up to the maximum, whatever the case', () => {
    const t = throttle();
    const delays = Array.from(
      { length: 8 },
      (_, i) => t.begin(i % 2 ? 'Anna@x.example' : 'anna@x.example ', `10.0.0.${i}`, `uid-${i}`).delayMs,
    );
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
    // Another account from other addresses is not held back by Anna's failures.
    expect(t.begin('ben@x.example', '10.0.1.1', 'uid-b').delayMs).toBe(0);
  });

  it('grows the delay per address across accounts', () => {
    const t = throttle();
    const delays = Array.from(
      { length: 7 },
      (_, i) => t.begin(`user${i}@x.example`, '10.0.0.1', `u${i}`).delayMs,
    );
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000]);
    expect(t.begin('other@x.example', '10.0.0.2', 'u-other').delayMs).toBe(0);
  });

  it('counts an attempt as a failure until it succeeds; success forgets the account, not the address', () => {
    const t = throttle();
    for (let i = 0; i < 4; i++) t.begin('anna@x.example', '10.0.0.1', 'u');
    expect(t.begin('anna@x.example', '10.0.0.9', 'u2').delayMs).toBe(2000);
    const right = t.begin('ben@x.example', '10.0.0.1', 'u3');
    right.succeeded();
    expect(t.begin('ben@x.example', '10.0.0.7', 'u4').delayMs).toBe(0);
  });

  it('forgets failures a window after the last one', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) t.begin('anna@x.example', `10.0.0.${i}`, `u${i}`);
    now += 59_000;
    expect(t.begin('anna@x.example', '10.0.1.1', 'v').delayMs).toBe(4000);
    now += 60_000;
    expect(t.begin('anna@x.example', '10.0.1.2', 'w').delayMs).toBe(0);
  });

  it('ends an interaction at the attempt after five failures', () => {
    const t = throttle();
    const attempts = Array.from({ length: 6 }, (_, i) => t.begin(`u${i}@x.example`, `10.0.0.${i}`, 'uid'));
    expect(attempts.map((a) => a.interactionEnded)).toEqual([false, false, false, false, false, true]);
    expect(attempts[5].delayMs).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const t = new LoginThrottle({ ...OPTIONS, maxKeys: 9 }, () => now);
    for (let i = 0; i < 4; i++) t.begin('anna@x.example', '10.0.0.1', `u${i}`);
    // Three keys per new account/address/interaction: Anna's account goes first.
    for (let i = 0; i < 3; i++) t.begin(`x${i}@x.example`, `10.9.0.${i}`, `v${i}`);
    expect(t.begin('anna@x.example', '10.0.5.5', 'z').delayMs).toBe(0);
  });
});
