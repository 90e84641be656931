/**
 * Guard markers (docs/rules/routes-and-guards.md guards 1 and 3), kept in cookies on path / (docs/rules/constants.md) so the BFF's
 * login callback can set them too: `register` (a signed-in newcomer is registering, docs/rules/routes-and-guards.md)
 * and `country-code` (the country of an external shop the browser is to be sent to).
 */
export const REGISTER_MARKER = 'register';
export const COUNTRY_CODE_MARKER = 'country-code';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export interface GuardMarkers {
  register: boolean;
  countryCode: string | null;
}

export function readMarkers(): GuardMarkers {
  const countryCode = readCookie(COUNTRY_CODE_MARKER);
  return { register: readCookie(REGISTER_MARKER) === '1', countryCode: countryCode || null };
}

export function setRegisterMarker(): void {
  // A session cookie would be lost between the login round trip's tabs; one day is plenty for a registration.
  writeCookie(REGISTER_MARKER, '1', 24 * 60 * 60);
}

export function removeRegisterMarker(): void {
  writeCookie(REGISTER_MARKER, '', 0);
}

export function clearCountryCodeMarker(): void {
  writeCookie(COUNTRY_CODE_MARKER, '', 0);
}
