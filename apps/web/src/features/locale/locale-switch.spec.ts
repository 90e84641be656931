import { pathInLocale } from './locale-switch';

describe('the same path in another locale', () => {
  it('keeps the page and swaps the locale prefix', () => {
    expect(pathInLocale('/de-at', 'cs-cz')).toEqual({ kind: 'internal', path: '/cs-cz' });
    expect(pathInLocale('/de-at/c/bodenpflege', 'de-de')).toEqual({
      kind: 'internal',
      path: '/de-de/c/bodenpflege',
    });
  });

  it('translates localized route words both ways', () => {
    expect(pathInLocale('/de-at/account/mein-konto', 'bg-bg')).toEqual({
      kind: 'internal',
      path: '/bg-bg/account/moyat-akaunt',
    });
    expect(pathInLocale('/bg-bg/account/moyat-akaunt', 'it-de')).toEqual({
      kind: 'internal',
      path: '/it-de/account/mein-konto',
    });
  });

  it('keeps the query string', () => {
    expect(pathInLocale('/de-at/login', 'sk-sk', '?redirect=%2Fde-at')).toEqual({
      kind: 'internal',
      path: '/sk-sk/login?redirect=%2Fde-at',
    });
  });

  it('treats a path without locale as a path of the default locale', () => {
    expect(pathInLocale('/', 'it-it')).toEqual({ kind: 'internal', path: '/it-it' });
    expect(pathInLocale('/account/mein-konto', 'bg-bg')).toEqual({
      kind: 'internal',
      path: '/bg-bg/account/moyat-akaunt',
    });
  });

  it('keeps route parameters and uses the target words of every page', () => {
    expect(pathInLocale('/de-at/registrierung/bestandskunde', 'it-it')).toEqual({
      kind: 'internal',
      path: '/it-it/registrazione/cliente-esistente',
    });
    expect(pathInLocale('/sk-sk/kosik', 'cs-cz')).toEqual({ kind: 'internal', path: '/cs-cz/kosik' });
    expect(pathInLocale('/de-at/account/mein-konto/warenkorbverwaltung/c-17', 'bg-bg')).toEqual({
      kind: 'internal',
      path: '/bg-bg/account/moyat-akaunt/upravlenie-na-kolichkite/c-17',
    });
  });

  it('leads to the external shop for countries without a shop here', () => {
    expect(pathInLocale('/de-at/account/mein-konto', 'hu-hu')).toEqual({
      kind: 'external',
      url: 'https://shop.example.hu/',
    });
  });
});

describe('the page in another locale when the page published its alternates', () => {
  const page = {
    pathname: '/de-at/p/grundreiniger-100001',
    alternates: [
      { locale: 'de-at', path: '/de-at/p/grundreiniger-100001' },
      { locale: 'cs-cz', path: '/cs-cz/p/zakladni-cistic-100001' },
    ],
    fallbacks: [
      [{ locale: 'sk-sk', path: '/sk-sk/c/podlahy' }],
      [
        { locale: 'sk-sk', path: '/sk-sk/c/upratovanie' },
        { locale: 'bg-bg', path: '/bg-bg/c/pochistvane' },
      ],
    ],
  };

  it('takes the target locale’s own slug and keeps the query', () => {
    expect(pathInLocale(page.pathname, 'cs-cz', '?ref=mail', {}, page)).toEqual({
      kind: 'internal',
      path: '/cs-cz/p/zakladni-cistic-100001?ref=mail',
    });
  });

  it('goes to the nearest fallback the target shows, then to its home page, not to the old slug', () => {
    expect(pathInLocale(page.pathname, 'sk-sk', '?ref=mail', {}, page)).toEqual({
      kind: 'internal',
      path: '/sk-sk/c/podlahy',
    });
    expect(pathInLocale(page.pathname, 'bg-bg', '', {}, page)).toEqual({
      kind: 'internal',
      path: '/bg-bg/c/pochistvane',
    });
    expect(pathInLocale(page.pathname, 'it-it', '', {}, page)).toEqual({ kind: 'internal', path: '/it-it' });
  });

  it('still leads to the external shop of a country without a shop here', () => {
    expect(pathInLocale(page.pathname, 'hr-hr', '', {}, page)).toEqual({
      kind: 'external',
      url: 'https://shop.example.hr/',
    });
  });

  it('translates the path without published alternates', () => {
    expect(pathInLocale(page.pathname, 'cs-cz', '', {}, null)).toEqual({
      kind: 'internal',
      path: '/cs-cz/p/grundreiniger-100001',
    });
  });
});
