import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('defaults to German without hints', () => {
    expect(pickLanguage()).toBe('de');
    expect(pickLanguage(undefined, '', '*')).toBe('de');
  });

  it('takes the first hint that is present', () => {
    expect(pickLanguage('en de', 'de-at')).toBe('en');
    expect(pickLanguage(undefined, 'de-at', 'en-US')).toBe('de');
    expect(pickLanguage(undefined, undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
  });

  it('falls back to English for languages without a login page', () => {
    expect(pickLanguage('cs-CZ')).toBe('en');
    expect(pickLanguage(undefined, 'it-it')).toBe('en');
    expect(pickLanguage(undefined, undefined, 'bg;q=0.9')).toBe('en');
  });
});
