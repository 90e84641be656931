import { secretsMatch } from './secrets';

describe('secretsMatch', () => {
  it('matches the same secret only', () => {
    expect(secretsMatch('s3cret-token', 's3cret-token')).toBe(true);
    expect(secretsMatch('s3cret-token', 's3cret-tokeN')).toBe(false);
    expect(secretsMatch('s3cret-token', 's3cret')).toBe(false);
  });

  it('never matches without an expected secret or with a given one that is not a string', () => {
    expect(secretsMatch(undefined, 'x')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
    expect(secretsMatch('x', undefined)).toBe(false);
    expect(secretsMatch('x', 1)).toBe(false);
    expect(secretsMatch('x'.repeat(5000), 'x'.repeat(5000))).toBe(false);
  });
});
