import { createHash } from 'node:crypto';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Headers for every page this provider renders: no caching, no framing, only the page's own inline code. */
export function pageHeaders(inlineScripts: string[] = []): Record<string, string> {
  const scriptSources = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    `script-src ${scriptSources.length ? scriptSources.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}
