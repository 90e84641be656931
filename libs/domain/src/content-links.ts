/**
 * Which link targets from the CMS a client may follow (docs/decisions/0080): the BFF drops the others
 * from rich text (`safeHref`), the web's ContentLink sends them home (`resolveContentLink`).
 */

/** An absolute link followed as is: http(s) with a host, mailto with an address, tel with a number. */
export const EXTERNAL_LINK_PATTERN = /^(https?:\/\/[^/\s]|mailto:[^\s]|tel:\+?[\d\s/-]+$)/i;

/**
 * Asked after EXTERNAL_LINK_PATTERN: a target that is neither an allowed absolute link nor a shop path: protocol-relative (`//host`),
 * with a backslash (`/\host`), or any other scheme (`javascript:`, `data:`, …).
 */
export function isUnsafeLinkTarget(value: string): boolean {
  return value.startsWith('//') || value.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(value);
}
