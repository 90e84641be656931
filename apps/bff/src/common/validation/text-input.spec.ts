import { invalidTextAt, isStorableText } from './text-input';

describe('text inputs (decision 0075)', () => {
  it('takes any text, emoji (surrogate pairs) and control characters other than NUL included', () => {
    for (const text of ['', 'Größe', 'Ελληνικά 😀', 'tab\tand\nnew line', '\u{10FFFF}'])
      expect(isStorableText(text)).toBe(true);
  });

  it('refuses a NUL byte and a surrogate without its other half', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d', '😀'.slice(1), '\udc00\ud800'])
      expect(isStorableText(text)).toBe(false);
  });

  it('names the path of the first bad string in nested values, and nothing for good ones', () => {
    expect(invalidTextAt({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] }, 'body')).toBe('body.b.2.c');
    expect(invalidTextAt(['ok', '\ud800'], 'codes')).toBe('codes.1');
    expect(invalidTextAt({ a: ['ok'], n: 1, t: true, z: null }, 'body')).toBeNull();
    expect(invalidTextAt(undefined, 'body')).toBeNull();
  });

  it('walks a value nested deeper than the call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(invalidTextAt(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
