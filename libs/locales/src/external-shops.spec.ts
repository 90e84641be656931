import { externalShopUrlForCountry, externalShopUrlOf, parseExternalShopUrls } from './external-shops';
import { resolvePath, translatePath } from './route-paths';

describe('external shops', () => {
  it('parses configured URLs by country code, case-insensitive, ignoring blanks', () => {
    expect(parseExternalShopUrls(' rs=https://rs.example.com/shop , HU=http://hu.example.com,')).toEqual({
      RS: 'https://rs.example.com/shop',
      HU: 'http://hu.example.com/',
    });
    expect(parseExternalShopUrls(undefined)).toEqual({});
  });

  it('refuses shop countries, unknown countries and URLs that are not http(s)', () => {
    expect(() => parseExternalShopUrls('AT=https://at.example.com')).toThrow(
      '"AT" is not a country of an external shop',
    );
    expect(() => parseExternalShopUrls('XX=https://x.example.com')).toThrow(
      'not a country of an external shop',
    );
    expect(() => parseExternalShopUrls('RS=shop.example.rs')).toThrow('is not a URL');
    expect(() => parseExternalShopUrls('RS=javascript:alert(1)')).toThrow('is not an http(s) URL');
  });

  it('prefers the configured URL over the default and never sends a shop locale away', () => {
    const overrides = parseExternalShopUrls('SI=https://si.example.com/');
    expect(externalShopUrlOf('sl-si', overrides)).toBe('https://si.example.com/');
    expect(externalShopUrlOf('ro-ro', overrides)).toBe('https://shop.example.ro/');
    expect(externalShopUrlOf('de-at', overrides)).toBeNull();
    expect(externalShopUrlForCountry('si', overrides)).toBe('https://si.example.com/');
    expect(resolvePath('/sl-si/warenkorb', overrides)).toEqual({
      kind: 'external',
      locale: 'sl-si',
      url: 'https://si.example.com/',
    });
    expect(translatePath('/de-at/warenkorb', 'sl-si', '', overrides)).toEqual({
      kind: 'external',
      url: 'https://si.example.com/',
    });
  });
});
