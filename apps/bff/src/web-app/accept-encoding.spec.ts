import { PRECOMPRESSED, preferredEncoding, type Precompressed } from './accept-encoding';

const [br, gzip] = PRECOMPRESSED;
const pick = (header: string | undefined, available: readonly Precompressed[] = PRECOMPRESSED) =>
  preferredEncoding(header, available)?.encoding ?? 'identity';

describe('preferredEncoding', () => {
  it('takes brotli from browsers, whatever the order they list codings in', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('gzip, deflate, br')).toBe('br');
    expect(pick('br, gzip')).toBe('br');
  });

  it('follows the client’s weights, case and spaces aside', () => {
    expect(pick('gzip;q=1.0, br;q=0.8')).toBe('gzip');
    expect(pick('BR ; q=0.2, GZIP ; q=0.3')).toBe('gzip');
    expect(pick('br;q=0, gzip')).toBe('gzip');
    expect(pick('*')).toBe('br');
    expect(pick('*;q=0.5, br;q=0')).toBe('gzip');
  });

  it('sends the file itself without a header or an acceptable coding', () => {
    expect(pick(undefined)).toBe('identity');
    expect(pick('')).toBe('identity');
    expect(pick('identity')).toBe('identity');
    expect(pick('deflate, zstd')).toBe('identity');
    expect(pick('br;q=0, gzip;q=0')).toBe('identity');
    expect(pick('br;q=abc')).toBe('identity');
  });

  it('chooses among the twins the build wrote only', () => {
    expect(pick('br, gzip', [gzip])).toBe('gzip');
    expect(pick('gzip', [br])).toBe('identity');
    expect(pick('br, gzip', [])).toBe('identity');
  });
});
