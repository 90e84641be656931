import { LANGUAGES } from '@shop/locales';
import { resources } from './all-resources';
import { i18nFor } from './i18n';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(PLURAL_SUFFIX, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

describe('translations', () => {
  const reference = [...new Set(keysOf(resources.de.translation as Tree))].sort();

  it.each(LANGUAGES)('%s has every key of the German texts and no others', (language) => {
    const keys = [...new Set(keysOf(resources[language].translation as Tree))].sort();
    expect(keys).toEqual(reference);
    expect(valuesOf(resources[language].translation as Tree).filter((value) => value.trim() === '')).toEqual(
      [],
    );
  });

  it('writes Bulgarian in Cyrillic', () => {
    expect(i18nFor('bg').t('account.title')).toMatch(/^[\u0400-\u04FF\s]+$/);
  });

  it('uses the plural forms of each language', () => {
    expect(i18nFor('cs').t('nav.productCount', { count: 1 })).toBe('1 produkt');
    expect(i18nFor('cs').t('nav.productCount', { count: 3 })).toBe('3 produkty');
    expect(i18nFor('cs').t('nav.productCount', { count: 12 })).toBe('12 produktů');
    expect(i18nFor('bg').t('nav.productCount', { count: 12 })).toBe('12 продукта');
    expect(i18nFor('it').t('nav.productCount', { count: 1 })).toBe('1 prodotto');
  });
});
