/** An absolute link into the shop for a mail: PUBLIC_URL (trailing slashes dropped) and a path from libs/locales. */
export function shopUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
