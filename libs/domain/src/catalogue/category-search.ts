/** Most categories `categories(query)` answers (docs/decisions/0117). */
export const CATEGORY_SEARCH_LIMIT = 25;

interface CategoryLike<T> {
  name: string;
  children: readonly T[];
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The categories of a tree whose name contains every word of `query`, ignoring case and accents
 * ("reinigung" finds "Bodenreinigung", "cistic" finds "Čisticí"), in tree order (a parent before its
 * children), at most `limit`. A blank query finds nothing.
 */
export function searchCategories<T extends CategoryLike<T>>(
  roots: readonly T[],
  query: string,
  limit: number = CATEGORY_SEARCH_LIMIT,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: T[] = [];
  const visit = (node: T) => {
    if (found.length >= limit) return;
    const name = fold(node.name);
    if (words.every((word) => name.includes(word))) found.push(node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}
