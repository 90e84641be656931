import { parseThirdPartyScripts } from './third-party-scripts';

describe('parseThirdPartyScripts', () => {
  it('reads none from an empty or unset value (the development default)', () => {
    expect(parseThirdPartyScripts(undefined)).toEqual([]);
    expect(parseThirdPartyScripts('  ')).toEqual([]);
  });

  it('reads kind=url pairs and orders them consent, tag manager, A/B testing', () => {
    expect(
      parseThirdPartyScripts(
        'ab-testing=https://ab.example/a.js, tag-manager=https://tags.example/gtm.js?id=GTM-1 consent=https://cmp.example/c.js',
      ),
    ).toEqual([
      { kind: 'consent', src: 'https://cmp.example/c.js' },
      { kind: 'tag-manager', src: 'https://tags.example/gtm.js?id=GTM-1' },
      { kind: 'ab-testing', src: 'https://ab.example/a.js' },
    ]);
  });

  it.each([
    'analytics=https://x.example/a.js',
    'https://x.example/a.js',
    'consent=http://x.example/a.js',
    'consent=nope',
  ])('refuses %p', (value) => {
    expect(() => parseThirdPartyScripts(value)).toThrow();
  });
});
