import { resolveContentLink } from './content-link';

describe('CMS link targets', () => {
  it('keeps absolute links external', () => {
    expect(resolveContentLink('de-at', 'https://example.com/karriere')).toEqual({
      kind: 'external',
      href: 'https://example.com/karriere',
    });
    expect(resolveContentLink('de-at', 'mailto:service@example.com').kind).toBe('external');
  });

  it('puts slugs and bare paths under the current locale', () => {
    expect(resolveContentLink('de-at', 'footer/impressum')).toEqual({
      kind: 'internal',
      path: '/de-at/footer/impressum',
    });
    expect(resolveContentLink('cs-cz', '/kontakt')).toEqual({ kind: 'internal', path: '/cs-cz/kontakt' });
    expect(resolveContentLink('cs-cz', '')).toEqual({ kind: 'internal', path: '/cs-cz' });
  });

  it('keeps paths that already name a locale', () => {
    expect(resolveContentLink('de-at', '/de-de/c/bodenpflege')).toEqual({
      kind: 'internal',
      path: '/de-de/c/bodenpflege',
    });
  });

  it('leads home for absolute links without a host, address or number (the BFF refuses them too)', () => {
    expect(resolveContentLink('de-at', 'https:evil.example')).toEqual({ kind: 'internal', path: '/de-at' });
    expect(resolveContentLink('de-at', 'tel:call-me')).toEqual({ kind: 'internal', path: '/de-at' });
  });

  it('does not follow protocol-relative or script links', () => {
    expect(resolveContentLink('de-at', '//evil.example')).toEqual({ kind: 'internal', path: '/de-at' });
    expect(resolveContentLink('de-at', 'javascript:alert(1)')).toEqual({ kind: 'internal', path: '/de-at' });
  });
});
