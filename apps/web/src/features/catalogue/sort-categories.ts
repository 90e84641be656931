/** Categories in the merchandiser's order (orderHint), then by name. */
export function sortCategories<T extends { orderHint: number; name: string }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.orderHint - b.orderHint || a.name.localeCompare(b.name));
}
