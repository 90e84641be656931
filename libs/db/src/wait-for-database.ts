/**
 * Retries `ping` (a `select 1`) until it answers or `timeoutMs` has passed, each try bounded by what
 * is left. Rejects with `not reachable within N s (reason)`, the reason being the last failure: a
 * system error's code (ECONNREFUSED) where there is one, PostgreSQL's message otherwise. The apps
 * put it after the variable's name: `DATABASE_URL (host:port) not reachable within 10 s (ECONNREFUSED)`.
 */
export async function waitForDatabase(ping: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let reason = 'no answer';
  while (Date.now() < until) {
    let timer: NodeJS.Timeout | undefined;
    try {
      const left = Math.max(100, until - Date.now());
      await Promise.race([
        ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), left);
        }),
      ]);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      reason = code && /^E[A-Z]+$/.test(code) ? code : (error as Error).message;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(`not reachable within ${timeoutMs / 1000} s (${reason})`);
}

/** host:port of a connection URL (database, Redis), without credentials, for error lines. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'unparsable URL';
  }
}
