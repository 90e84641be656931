import { EXTERNAL_LINK_PATTERN, isUnsafeLinkTarget } from './content-links';

describe('CMS link targets', () => {
  it('follows http(s) links with a host, mailto with an address and tel with a number as is', () => {
    for (const link of [
      'https://example.com/karriere',
      'http://example.com',
      'mailto:a@b.example',
      'tel:+43 1 616',
    ]) {
      expect(EXTERNAL_LINK_PATTERN.test(link)).toBe(true);
    }
  });

  it('refuses absolute links without a host, address or number', () => {
    for (const link of ['https:example.com', 'https:///x', 'mailto:', 'tel:call-me']) {
      expect(EXTERNAL_LINK_PATTERN.test(link)).toBe(false);
    }
  });

  it('takes protocol-relative links, backslashes and other schemes as unsafe', () => {
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(isUnsafeLinkTarget(link)).toBe(true);
      expect(EXTERNAL_LINK_PATTERN.test(link)).toBe(false);
    }
  });

  it('lets shop paths and slugs through', () => {
    for (const link of ['/footer/agb', 'footer/impressum', '/de-de/c/bodenpflege', '']) {
      expect(isUnsafeLinkTarget(link)).toBe(false);
    }
  });
});
