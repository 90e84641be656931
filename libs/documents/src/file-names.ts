import { toLatin } from '@shop/locales';

const MAX_PART = 80;

/**
 * A part of a file name in readable ASCII: Cyrillic transliterated (Фактура → Faktura), umlauts spelled
 * out, other diacritics dropped (č → c), everything but letters, digits, dot, underscore and dash turned
 * into one dash. Never empty ("file" when nothing is left), at most 80 characters.
 */
export function asciiFileNamePart(text: string): string {
  const part = toLatin(text)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_PART)
    .replace(/[-.]+$/, '');
  return part === '' ? 'file' : part;
}

/** `<part>-<part>….<extension>`, every part made readable ASCII. */
export function fileNameOf(parts: string[], extension: string): string {
  return `${parts.map(asciiFileNamePart).join('-')}.${extension}`;
}
