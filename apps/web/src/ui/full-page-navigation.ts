/**
 * Full page loads (login, logout, external shops). Kept in one module so tests can observe them:
 * jsdom cannot navigate.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function replaceLocation(url: string): void {
  window.location.replace(url);
}
