import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { scanMeTextPart, textPart, type TextPart } from './src/i18n/text-parts';

const PREFIX = 'virtual:texts/';
const RESOLVED = `\0${PREFIX}`;

/**
 * `virtual:texts/<language>-<shell|rest>`: one part of a language file of src/i18n (decision 0127),
 * a module of its own, so that each part is a chunk of its own. The language files stay whole for
 * the people who translate them. `<language>-scan-me`: the texts of scan-me's page of its own
 * (decision 0125).
 */
export function languageTextParts(i18nDir: string): Plugin {
  return {
    name: 'shop-language-text-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, ...name] = id.slice(RESOLVED.length).split('-');
      const part = name.join('-');
      if (!/^[a-z]{2}$/.test(language ?? '') || (part !== 'shell' && part !== 'rest' && part !== 'scan-me'))
        this.error(`unknown text part ${id.slice(1)}`);
      const file = join(i18nDir, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = part === 'scan-me' ? scanMeTextPart(texts) : textPart(texts, part as TextPart);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
