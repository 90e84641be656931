import type { Redis } from 'ioredis';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

// Models whose records belong to a grant and go when the grant is revoked.
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider storage on Redis: one JSON string per record with the record's TTL, plus index keys for
 * session uids, user codes and the members of each grant. `prefix` namespaces all keys (e.g. `idp:`).
 */
export function createRedisAdapterFactory(redis: Redis, prefix: string): AdapterFactory {
  const grantKey = (grantId: string) => `${prefix}grant:${grantId}`;
  const uidKey = (uid: string) => `${prefix}session-uid:${uid}`;
  const userCodeKey = (userCode: string) => `${prefix}user-code:${userCode}`;

  return (model: string): Adapter => {
    const key = (id: string) => `${prefix}${model}:${id}`;

    async function find(id: string | null): Promise<AdapterPayload | undefined> {
      if (!id) return undefined;
      const stored = await redis.get(key(id));
      return stored ? (JSON.parse(stored) as AdapterPayload) : undefined;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const multi = redis.multi();
        const value = JSON.stringify(payload);
        if (expiresIn) multi.set(key(id), value, 'EX', expiresIn);
        else multi.set(key(id), value);

        if (GRANTABLE.has(model) && payload.grantId) {
          const members = grantKey(payload.grantId);
          multi.rpush(members, key(id));
          // The member list lives as long as its longest-living member.
          const ttl = await redis.ttl(members);
          if (expiresIn && expiresIn > ttl) multi.expire(members, expiresIn);
        }
        if (model === 'Session' && payload.uid) {
          if (expiresIn) multi.set(uidKey(payload.uid), id, 'EX', expiresIn);
          else multi.set(uidKey(payload.uid), id);
        }
        if (payload.userCode && expiresIn) multi.set(userCodeKey(payload.userCode), id, 'EX', expiresIn);
        await multi.exec();
      },
      find,
      async findByUid(uid) {
        return find(await redis.get(uidKey(uid)));
      },
      async findByUserCode(userCode) {
        return find(await redis.get(userCodeKey(userCode)));
      },
      async consume(id) {
        const payload = await find(id);
        if (!payload) return;
        payload.consumed = Math.floor(Date.now() / 1000);
        await redis.set(key(id), JSON.stringify(payload), 'KEEPTTL');
      },
      async destroy(id) {
        await redis.del(key(id));
      },
      async revokeByGrantId(grantId) {
        const members = await redis.lrange(grantKey(grantId), 0, -1);
        await redis.del(...members, grantKey(grantId));
      },
    };
  };
}
