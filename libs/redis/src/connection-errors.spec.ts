import { isRedisConnectionError } from './redis-client';

describe('isRedisConnectionError', () => {
  it('knows the errors of an unreachable Redis', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    expect(isRedisConnectionError(refused)).toBe(true);
    expect(isRedisConnectionError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
    expect(isRedisConnectionError(new Error('Connection is closed.'))).toBe(true);
    expect(
      isRedisConnectionError(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe(true);
    expect(isRedisConnectionError(new Error('Command timed out'))).toBe(true);
    expect(isRedisConnectionError(new Error('Reached the max retries per request limit (which is 1).'))).toBe(
      true,
    );
  });

  it('leaves every other error to be logged', () => {
    expect(isRedisConnectionError(new Error('Missing key for job 7. moveToFinished'))).toBe(false);
    expect(isRedisConnectionError(new Error('could not renew lock for job 7'))).toBe(false);
    expect(isRedisConnectionError(new Error('ERR Error running script'))).toBe(false);
    expect(isRedisConnectionError('ECONNREFUSED')).toBe(false);
  });
});
