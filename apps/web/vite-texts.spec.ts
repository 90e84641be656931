import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginContext } from 'rollup';
import {
  mergeTexts,
  SCAN_ME_TEXT_KEYS,
  scanMeTextPart,
  segmentMatches,
  SHELL_TEXT_GROUPS,
} from './src/i18n/text-parts';
import { languageTextParts } from './vite-texts';

type Load = (this: PluginContext, id: string) => string;
type ResolveId = (id: string) => string | null;

const i18nDir = join(__dirname, 'src/i18n');
const plugin = languageTextParts(i18nDir);
const context = {
  addWatchFile: jest.fn(),
  error: (message: string) => {
    throw new Error(message);
  },
} as unknown as PluginContext;

function partOf(id: string): Record<string, unknown> {
  const resolved = (plugin.resolveId as unknown as ResolveId)(id);
  expect(resolved).toBe(`\0${id}`);
  const code = (plugin.load as unknown as Load).call(context, resolved!);
  const json = /^export default JSON\.parse\((.*)\);$/.exec(code)![1];
  return JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
}

describe('language text parts', () => {
  it.each(['de', 'bg'])(
    'splits %s into a shell part and the rest, nothing lost, nothing twice',
    (language) => {
      const whole = JSON.parse(readFileSync(join(i18nDir, `${language}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
      const shell = partOf(`virtual:texts/${language}-shell`);
      const rest = partOf(`virtual:texts/${language}-rest`);
      // Every shell entry is in the shell part and not in the rest; `*` stands for every part of a group.
      const at = (texts: Record<string, unknown>, path: string[]): unknown[] => {
        const [head, ...tail] = path;
        const values = Object.entries(texts)
          .filter(([key]) => segmentMatches(head, key))
          .map(([, value]) => value);
        return tail.length === 0
          ? values
          : values.flatMap((value) =>
              value && typeof value === 'object' ? at(value as Record<string, unknown>, tail) : [],
            );
      };
      for (const entry of SHELL_TEXT_GROUPS) {
        const path = entry.split('.');
        const inShell = at(shell, path);
        expect(inShell.length).toBeGreaterThan(0);
        expect(inShell).toEqual(at(whole, path).filter((value) => value !== undefined));
        expect(at(rest, path).filter((value) => value !== undefined)).toEqual([]);
      }
      expect(mergeTexts(shell, rest)).toEqual(whole);
      expect(mergeTexts(rest, shell)).toEqual(whole);
      expect(context.addWatchFile).toHaveBeenCalledWith(join(i18nDir, `${language}.json`));
    },
  );

  it.each(['de', 'bg'])(
    'picks the texts of scan-me’s page of its own out of %s: the listed groups and texts, plural forms included',
    (language) => {
      const whole = JSON.parse(readFileSync(join(i18nDir, `${language}.json`), 'utf8')) as Record<
        string,
        Record<string, unknown>
      >;
      const part = partOf(`virtual:texts/${language}-scan-me`) as Record<string, Record<string, unknown>>;
      expect(Object.keys(part).sort()).toEqual(
        [...new Set(SCAN_ME_TEXT_KEYS.map((entry) => entry.split('.')[0]))].sort(),
      );
      expect(part.scanMe).toEqual(whole.scanMe);
      expect(part.toast).toEqual(whole.toast);
      expect(part.header).toEqual({
        login: whole.header!.login,
        myAccount: whole.header!.myAccount,
        localeSwitcher: whole.header!.localeSwitcher,
        chooseLocale: whole.header!.chooseLocale,
      });
      expect(part.scanMe!.itemCount_one).toBeDefined();
      expect(Object.keys(part.pages!)).toEqual(['scanMe']);
    },
  );

  it('refuses a scan-me text the language file does not have', () => {
    expect(() => scanMeTextPart({ meta: {} })).toThrow(
      'scan-me texts: meta.siteName is not in the language file',
    );
  });

  it('leaves other modules alone and refuses an unknown part', () => {
    expect((plugin.resolveId as unknown as ResolveId)('./de.json')).toBeNull();
    expect(() => (plugin.load as unknown as Load).call(context, '\0virtual:texts/de-all')).toThrow(
      'unknown text part virtual:texts/de-all',
    );
  });
});
