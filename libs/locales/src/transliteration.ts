/** Bulgarian Cyrillic to Latin by the official streamlined system (Закон за транслитерацията, 2009). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

function latinOf(char: string): string {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower] ?? GERMAN[lower];
  if (latin === undefined) return char;
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/**
 * Latin letters for the shop languages' texts, case kept: Bulgarian Cyrillic by the streamlined system
 * (Фактура → Faktura), German umlauts spelled out (Müller → Mueller), other diacritics dropped (č → c).
 * Used for URL slugs (seed) and file names (documents).
 */
export function toLatin(text: string): string {
  // Map first: й and ä would otherwise decompose into и/a and a mark.
  return Array.from(text, latinOf)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
