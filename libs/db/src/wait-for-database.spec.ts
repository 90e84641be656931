import { hostOf, waitForDatabase } from './wait-for-database';

describe('waitForDatabase', () => {
  it('resolves as soon as the ping answers, after failed tries', async () => {
    let tries = 0;
    const ping = jest.fn(async () => {
      tries += 1;
      if (tries < 3) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    await waitForDatabase(ping, 5000);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('names the last failure: the system error code, or the message of a database error', async () => {
    const refused = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    };
    await expect(waitForDatabase(refused, 300)).rejects.toThrow(
      /^not reachable within 0.3 s \(ECONNREFUSED\)$/,
    );
    const denied = async () => {
      throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
    };
    await expect(waitForDatabase(denied, 300)).rejects.toThrow('(password authentication failed)');
  });

  it('gives up on a ping that never answers', async () => {
    await expect(waitForDatabase(() => new Promise(() => undefined), 300)).rejects.toThrow(
      'not reachable within 0.3 s (no answer)',
    );
  });
});

describe('hostOf', () => {
  it('keeps host and port and drops credentials', () => {
    expect(hostOf('postgres://user:secret@db.example:5433/shop')).toBe('db.example:5433');
    expect(hostOf('nonsense')).toBe('unparsable URL');
  });
});
