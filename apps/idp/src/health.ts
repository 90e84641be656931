import type { ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { AccountStore } from './account-store';
import { sendJson } from './http-io';

export interface HealthDeps {
  accounts: AccountStore;
  redis: Redis;
  timeoutMs?: number;
}

type CheckResult = 'up' | 'down';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(probe: () => Promise<unknown>, ms: number): Promise<CheckResult> {
  try {
    await withTimeout(probe(), ms);
    return 'up';
  } catch {
    return 'down';
  }
}

/** `/health/live`: the process answers. `/health/ready`: the account database and the session store answer. */
export function createHealthRoutes({ accounts, redis, timeoutMs = 2000 }: HealthDeps) {
  return {
    live(res: ServerResponse): void {
      sendJson(res, 200, { status: 'ok' });
    },
    async ready(res: ServerResponse): Promise<void> {
      const [database, sessionStore] = await Promise.all([
        check(() => accounts.ping(), timeoutMs),
        check(() => redis.ping(), timeoutMs),
      ]);
      const ok = database === 'up' && sessionStore === 'up';
      sendJson(res, ok ? 200 : 503, {
        status: ok ? 'ok' : 'unavailable',
        checks: { database, redis: sessionStore },
      });
    },
  };
}
