/**
 * The company's activity (account_event, migration 0025): how many changes the administrator sees,
 * and the subjects and actions the web has labels for (an unknown one is shown by its code).
 */
export const ACCOUNT_ACTIVITY_LIMIT = 100;

export const ACCOUNT_SUBJECT_KINDS = [
  'contact',
  'invitation',
  'location',
  'settings',
  'api-client',
  'company',
  'registration',
  'shopping-list',
] as const;
export type AccountSubjectKind = (typeof ACCOUNT_SUBJECT_KINDS)[number];

/** One changed field of an activity row: `{ field: { before, after } }` in its details. */
export interface ActivityFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The field changes an activity row's details hold, in a stable order: each entry whose value is an
 * object with `before` or `after`. Other detail entries (e.g. a name) are not changes.
 */
export function activityChangesOf(details: unknown): ActivityFieldChange[] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  return Object.entries(details as Record<string, unknown>)
    .filter(
      ([, value]) =>
        !!value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        ('before' in value || 'after' in value),
    )
    .map(([field, value]) => {
      const change = value as { before?: unknown; after?: unknown };
      return { field, before: change.before ?? null, after: change.after ?? null };
    })
    .sort((a, b) => a.field.localeCompare(b.field));
}

/** `{ field: { before, after } }` for every field whose value differs between two records. */
export function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
  }
  return changes;
}
