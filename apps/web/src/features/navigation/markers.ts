/**
 * Guard markers (docs/rules/routes-and-guards.md guards 1 and 3), kept in cookies on path / (docs/rules/constants.md) so the BFF's
 * login callback can set them too: `register` (a signed-in newcomer is registering, docs/rules/routes-and-guards.md)
 * and `country-code` (the country of an external shop the browser is to be sent to).
 */
export const REGISTER_MARKER = 'register';
export const COUNTRY_CODE_MARKER = 'country-code';
/**
 * `invitation-callback` (docs/decisions/0086-provisioning-logins-through-the-idp.md): the contact
 * number of a person who accepted an invitation and is on the way through the IdP's password page
 * and the sign-in; the account home welcomes that contact once and removes it.
 */
export const INVITATION_CALLBACK_MARKER = 'invitation-callback';
/** The password ticket's 30 minutes and time to sign in. */
const INVITATION_CALLBACK_SECONDS = 60 * 60;

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

/**
 * Stores the country of an external shop (decision 0094): a newcomer on the register page says its
 * company is in a country whose shop is external. Guard 3 then clears it and sends the browser
 * there; a cookie, so it survives a sign-in round trip in between.
 */
export function setCountryCodeMarker(countryCode: string): void {
  writeCookie(COUNTRY_CODE_MARKER, countryCode, 60 * 60);
}

export function clearCountryCodeMarker(): void {
  writeCookie(COUNTRY_CODE_MARKER, '', 0);
}

export function setInvitationCallbackMarker(contactNo: string): void {
  writeCookie(INVITATION_CALLBACK_MARKER, contactNo, INVITATION_CALLBACK_SECONDS);
}

/** The contact number the marker holds, or null. */
export function readInvitationCallbackMarker(): string | null {
  return readCookie(INVITATION_CALLBACK_MARKER) || null;
}

export function removeInvitationCallbackMarker(): void {
  writeCookie(INVITATION_CALLBACK_MARKER, '', 0);
}
