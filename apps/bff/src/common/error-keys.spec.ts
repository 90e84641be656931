import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Every message key the BFF can send (the `error.*` literals of its sources and of the libraries it
// answers with) has a text in every shop language of the web. Read as files: the BFF never imports
// web code.
const root = resolve(__dirname, '../../../..');
const LANGUAGES = ['de', 'cs', 'sk', 'it', 'bg'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

function sentKeys(): string[] {
  const dirs = [
    join(root, 'apps/bff/src'),
    ...['commerce', 'pricing', 'cms', 'domain'].map((lib) => join(root, 'libs', lib, 'src')),
  ];
  const keys = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](error\.[a-z0-9-]+)['"`]/g))
      keys.add(match[1]);
  }
  return [...keys].sort();
}

describe('error message keys', () => {
  const keys = sentKeys();

  it('finds the keys the BFF sends (the scan itself works)', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'error.service-unavailable',
        'error.product-not-found',
        'error.query-too-deep',
      ]),
    );
  });

  it.each(LANGUAGES)('every key the BFF can send has a %s text', (language) => {
    const texts = JSON.parse(readFileSync(join(root, 'apps/web/src/i18n', `${language}.json`), 'utf8')) as {
      error: Record<string, string>;
    };
    expect(keys.filter((key) => !texts.error[key.slice('error.'.length)]?.trim())).toEqual([]);
  });
});
