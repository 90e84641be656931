import { DeadlineExceededError, onDeadlineExceeded, readOrMiss, withDeadline } from './with-deadline';

describe('withDeadline', () => {
  it('answers with the work, or fails with DeadlineExceededError after the deadline', async () => {
    expect(await withDeadline(Promise.resolve(7), 50)).toBe(7);
    await expect(withDeadline(new Promise(() => undefined), 20, 'the thing')).rejects.toBeInstanceOf(
      DeadlineExceededError,
    );
  });

  it('tells its listeners what was late when a deadline fires, and only then', async () => {
    const late: string[] = [];
    const stop = onDeadlineExceeded((what) => late.push(what));
    try {
      await withDeadline(Promise.resolve(1), 50, 'redis');
      await withDeadline(new Promise(() => undefined), 10, 'the cache').catch(() => undefined);
      expect(late).toEqual(['the cache']);
    } finally {
      stop();
    }
    await withDeadline(new Promise(() => undefined), 10, 'redis').catch(() => undefined);
    expect(late).toEqual(['the cache']);
  });
});

describe('readOrMiss', () => {
  it('answers the read, a slow read as a miss without a word, a failed read as a miss it reports', async () => {
    const onFailure = jest.fn();
    expect(await readOrMiss(Promise.resolve('cached'), onFailure)).toBe('cached');
    expect(await readOrMiss(new Promise(() => undefined), onFailure, 20)).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
    const failure = new Error('ECONNREFUSED');
    expect(await readOrMiss(Promise.reject(failure), onFailure)).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});
