import {
  isSignInLoop,
  recordSignInStart,
  SIGN_IN_ATTEMPTS_KEY,
  SIGN_IN_LOOP_WINDOW_MS,
  takeCompletedSignIn,
  takeSignInReturnMark,
} from './sign-in-attempts';

/** A page load at `path` after the latest start came back from the provider, if the mark is there. */
function loadPage(path: string): void {
  window.history.replaceState(null, '', path);
  takeSignInReturnMark(window.location, window.history);
}

describe('sign-in attempts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('calls three returns within a minute without a signed-in session a loop', () => {
    const t0 = 1_000_000;
    for (const offset of [0, 1_000, 2_000]) {
      expect(isSignInLoop(t0 + offset)).toBe(false);
      recordSignInStart(t0 + offset);
      loadPage('/de-at/account/mein-konto?signin=returned');
    }
    expect(isSignInLoop(t0 + 3_000)).toBe(true);
    // Older returns no longer count.
    expect(isSignInLoop(t0 + SIGN_IN_LOOP_WINDOW_MS + 1_500)).toBe(false);
  });

  it('does not call sign-ins abandoned at the provider a loop, however many', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 6; i += 1) {
      recordSignInStart(t0 + i * 500);
      loadPage('/de-at/account/mein-konto/bestellungen');
    }
    expect(isSignInLoop(t0 + 3_000)).toBe(false);
  });

  it('takes the return mark off the address and keeps the rest of it', () => {
    recordSignInStart();
    loadPage('/de-at/warenkorb?x=1&signin=returned#lines');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/de-at/warenkorb?x=1#lines',
    );
    // Another value is not the mark: the address stays as it is.
    loadPage('/de-at?signin=other');
    expect(window.location.search).toBe('?signin=other');
  });

  it('reports a completed sign-in once and forgets the starts', () => {
    expect(takeCompletedSignIn()).toBe(false);
    recordSignInStart();
    expect(takeCompletedSignIn()).toBe(true);
    expect(takeCompletedSignIn()).toBe(false);
    expect(sessionStorage.getItem(SIGN_IN_ATTEMPTS_KEY)).toBeNull();
  });

  it('reads a damaged entry as no starts', () => {
    sessionStorage.setItem(SIGN_IN_ATTEMPTS_KEY, '{not json');
    expect(isSignInLoop()).toBe(false);
    expect(takeCompletedSignIn()).toBe(false);
    sessionStorage.setItem(SIGN_IN_ATTEMPTS_KEY, '[1, {"at": "x"}]');
    expect(isSignInLoop()).toBe(false);
  });
});
