/** Content codings the offline catalogue is stored in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): q-values count, `*` covers
 * codings not named, q=0 refuses; identity is acceptable unless refused. Brotli wins a tie.
 */
export function negotiateEncoding(header: string | undefined): Coding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) =>
    weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? 0.001 : 0);
  const ranked = (['br', 'gzip', 'identity'] as const)
    .map((coding) => ({ coding, weight: weightOf(coding) }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked[0]?.coding ?? 'identity';
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): true when the representation is unchanged. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
