/** The encodings the web build writes next to a file (`.br`, `.gz`), the server's preference first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/** q-values by lower-case coding of an Accept-Encoding header (`*` included); a malformed one is 0. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    found.set(coding.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  return found;
}

/**
 * The encoding to send of those available for a file: the one the client rates highest, the server's
 * order (brotli before gzip) between equals; null for the file as it is (no header, or nothing
 * acceptable). Browsers list `gzip, deflate, br, zstd` without weights, so the order of the header
 * is not a preference (RFC 9110 §12.5.3) and must not pick gzip.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Precompressed[],
): Precompressed | null {
  if (!header) return null;
  const q = qualities(header);
  let best: Precompressed | null = null;
  let bestQ = 0;
  for (const candidate of available) {
    const value = q.get(candidate.encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [candidate, value];
  }
  return best;
}
