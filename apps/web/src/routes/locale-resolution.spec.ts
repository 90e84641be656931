import { resolveLocale, rootRedirectPath } from './locale-resolution';

describe('locale redirect logic', () => {
  it('opens the default shop for the bare origin', () => {
    expect(rootRedirectPath()).toBe('/de-at');
  });

  it.each(['de-at', 'de-de', 'cs-cz', 'sk-sk', 'it-it', 'it-de', 'bg-bg'])('serves %s here', (code) => {
    expect(resolveLocale(code)).toEqual({ kind: 'shop', locale: code });
  });

  it.each([
    ['sr-rs', 'https://shop.example.rs/'],
    ['sl-si', 'https://shop.example.si/'],
    ['ro-ro', 'https://shop.example.ro/'],
    ['hu-hu', 'https://shop.example.hu/'],
    ['hr-hr', 'https://shop.example.hr/'],
  ])('sends %s to its external shop', (code, url) => {
    expect(resolveLocale(code)).toEqual({ kind: 'external', locale: code, url });
  });

  it('does not know other prefixes', () => {
    expect(resolveLocale('en-us')).toEqual({ kind: 'unknown' });
    expect(resolveLocale('DE-AT')).toEqual({ kind: 'unknown' });
    expect(resolveLocale(undefined)).toEqual({ kind: 'unknown' });
  });
});
