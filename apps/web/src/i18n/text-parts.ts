/**
 * The language texts come in two parts (decision 0127): the shell part, which the layout (header,
 * navigation, footer, toasts, dialogs that open by themselves) and the home page draw with, and the
 * rest, which every other page waits for before it draws. A first visit of the home page loads the
 * shell part only; the rest follows when the browser is idle or when another page is opened.
 *
 * An entry is a group (a top-level key of the language files), one text of a group (`group.key`)
 * where the shell needs only that one of a big group, or one text of each part of a group
 * (`group.*.key`: the page titles, not the pages' other texts); a segment ending in `*` matches the
 * keys it starts (`cart.entryLabel_*`: every plural form). What the layout or the home page uses must be
 * listed here: `home-shell-texts.spec.tsx` renders the home page with the shell part only and fails
 * on any text it cannot find. The error texts are in the rest but for the generic one, which
 * `messageText` shows until the rest is there (it arrives when the browser is first idle). The
 * product blocks (cards, prices, add to cart and to list) draw after the first render and wait for
 * all texts (content-blocks.tsx), like the other CMS blocks and the cart decision notices, so their
 * groups are not here.
 */
export const SHELL_TEXT_GROUPS = [
  'a11y',
  'buildInfo',
  'cart.entryLabel_*',
  'common',
  'employee.actingAs',
  'employee.noCustomerSelected',
  'employee.switchCustomer',
  'error.internal',
  'errors',
  'header',
  'home',
  'layouts',
  'locale',
  'meta',
  'nav',
  'pages.*.title',
  'pages.redirecting',
  'registration.pending',
  'search',
  'session',
  'toast',
] as const;

/**
 * Groups of what draws after all texts are there: the CMS blocks but hero and category slider
 * (content-blocks.tsx) and the cart decision notices (shop-layout.tsx).
 */
export const AFTER_ALL_TEXTS_GROUPS = [
  'approval',
  'cart',
  'content',
  'essenceList',
  'product',
  'shoppingList',
  'units',
] as const;

export type TextPart = 'shell' | 'rest';

/**
 * The texts of scan-me's page of its own (decision 0125), a third part of each language file
 * (`virtual:texts/<language>/scan-me`): the scan page, its header and what it shares with the shop
 * (document title, error state, toasts, the guest-list dialog). A group, or one text of a group with
 * its plural forms. `app/scan-me-app.spec.tsx` renders the page with exactly these and fails on a text
 * that is missing.
 */
export const SCAN_ME_TEXT_KEYS = [
  'meta.siteName',
  'meta.tagline',
  'common.home',
  'common.retry',
  'a11y.skipToContent',
  'a11y.homeLink',
  'a11y.breadcrumb',
  'header.login',
  'header.myAccount',
  'header.localeSwitcher',
  'header.chooseLocale',
  'errors.loadFailed',
  'errors.loadFailedHint',
  'toast',
  'pages.scanMe',
  'scanMe',
] as const;

type Texts = Record<string, unknown>;

const isGroup = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths (`['pages', '*', 'title']`) of the shell entries. */
const SHELL_PATHS = SHELL_TEXT_GROUPS.map((entry) => entry.split('.'));

/** Whether a key matches a segment of a shell entry: itself, `*`, or a prefix ending in `*`. */
export function segmentMatches(segment: string, key: string): boolean {
  return segment.endsWith('*') ? key.startsWith(segment.slice(0, -1)) : segment === key;
}

/** Whether `path` is a shell entry or lies inside one; 'partly' when a shell entry lies inside it. */
function shellCover(path: readonly string[]): 'all' | 'partly' | 'none' {
  let partly = false;
  for (const entry of SHELL_PATHS) {
    const common = Math.min(entry.length, path.length);
    const matches = entry.slice(0, common).every((segment, index) => segmentMatches(segment, path[index]));
    if (!matches) continue;
    if (entry.length <= path.length) return 'all';
    partly = true;
  }
  return partly ? 'partly' : 'none';
}

function pick(texts: Texts, part: TextPart, path: readonly string[]): Texts {
  const result: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const at = [...path, key];
    const cover = shellCover(at);
    if (cover === 'partly' && isGroup(value)) {
      const inner = pick(value, part, at);
      if (Object.keys(inner).length > 0) result[key] = inner;
    } else if ((cover === 'all') === (part === 'shell')) {
      result[key] = value;
    }
  }
  return result;
}

/** The texts of `texts` that belong to `part`: whole groups, single texts or one text of each part. */
export function textPart<T extends Texts>(texts: T, part: TextPart): Partial<T> {
  return pick(texts, part, []) as Partial<T>;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The scan-me page's texts of `texts` (SCAN_ME_TEXT_KEYS); a key that is not there is an error. */
export function scanMeTextPart<T extends Texts>(texts: T): Partial<T> {
  const picked: Texts = {};
  for (const entry of SCAN_ME_TEXT_KEYS) {
    const [group, key] = entry.split('.', 2) as [string, string | undefined];
    const value = texts[group];
    if (value === undefined) throw new Error(`scan-me texts: ${entry} is not in the language file`);
    if (!key) {
      picked[group] = value;
      continue;
    }
    const names = isGroup(value) ? Object.keys(value).filter((name) => name.replace(PLURAL, '') === key) : [];
    if (names.length === 0) throw new Error(`scan-me texts: ${entry} is not in the language file`);
    const into = (picked[group] ??= {}) as Texts;
    for (const name of names) into[name] = (value as Texts)[name];
  }
  return picked as Partial<T>;
}

/** `base` with `part`'s texts added; a group split over both parts is merged at every depth. */
export function mergeTexts<T extends Texts>(base: Partial<T> | undefined, part: Partial<T>): Partial<T> {
  const result: Texts = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const existing = result[key];
    result[key] = isGroup(existing) && isGroup(value) ? mergeTexts(existing, value) : value;
  }
  return result as Partial<T>;
}
