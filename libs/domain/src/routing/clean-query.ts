/** Tracking and legacy shop parameters that never reach a page (docs/rules/routes-and-guards.md, guard 6). */
const REMOVED_KEYS = new Set(['shop', 'shopLogin', '__hstc', '__hssc', '__hsfp']);
const REMOVED_PREFIX = 'tx_';
/** These come first, in this order; the rest follows sorted by name. */
const LEADING_KEYS = ['q', 'page', 'limit'];

export function isRemovedQueryKey(key: string): boolean {
  return REMOVED_KEYS.has(key) || key.startsWith(REMOVED_PREFIX);
}

function rank(key: string): number {
  const index = LEADING_KEYS.indexOf(key);
  return index < 0 ? LEADING_KEYS.length : index;
}

export interface CleanedQuery {
  /** '' or '?…' */
  search: string;
  /** Whether anything was removed or reordered. */
  changed: boolean;
  entries: [string, string][];
}

/** Removes the tracking parameters and orders the rest: q, page, limit, then by name (stable). */
export function cleanQuery(search: string): CleanedQuery {
  const original = [...new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).entries()];
  const kept = original.filter(([key]) => !isRemovedQueryKey(key));
  const entries = kept
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const byRank = rank(a.entry[0]) - rank(b.entry[0]);
      if (byRank !== 0) return byRank;
      if (rank(a.entry[0]) < LEADING_KEYS.length) return a.index - b.index;
      const byName = a.entry[0] < b.entry[0] ? -1 : a.entry[0] > b.entry[0] ? 1 : 0;
      return byName !== 0 ? byName : a.index - b.index;
    })
    .map(({ entry }) => entry);
  const changed =
    entries.length !== original.length ||
    entries.some(([key, value], i) => original[i][0] !== key || original[i][1] !== value);
  const query = new URLSearchParams(entries).toString();
  return { search: query ? `?${query}` : '', changed, entries };
}
