import { matchesIfNoneMatch, negotiateEncoding } from './negotiate';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP;Q=1', 'gzip'],
  ])('%p → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it('matches the same tag, weak or in a list, and *', () => {
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });
  it('does not match other tags or nothing', () => {
    expect(matchesIfNoneMatch('"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
  });
});
