import { CookieJar } from './cookie-jar';

export interface Page {
  status: number;
  url: URL;
  body: string;
  headers: Headers;
}

/**
 * Follows redirects like a browser with a cookie jar, but stops at the first redirect that leaves the
 * provider (`stopAt` prefix, i.e. the shop), returning that redirect's Location as `url`.
 */
export class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly stopAt: string) {}

  async request(
    url: URL | string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Page> {
    let current = new URL(url);
    let method = init.method ?? 'GET';
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hop = 0; hop < 15; hop++) {
      const headers: Record<string, string> = { 'accept-language': 'de-AT,de;q=0.9' };
      const cookie = this.jar.headerFor(current);
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(current, { method, headers, body, redirect: 'manual' });
      this.jar.store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current);
        await response.arrayBuffer();
        if (next.href.startsWith(this.stopAt)) {
          return { status: response.status, url: next, body: '', headers: response.headers };
        }
        current = next;
        method = 'GET';
        body = undefined;
        continue;
      }
      return {
        status: response.status,
        url: current,
        body: await response.text(),
        headers: response.headers,
      };
    }
    throw new Error(`too many redirects, last at ${current.href}`);
  }
}

export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return match[1].replace(/&amp;/g, '&');
}

export function hiddenInput(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden input ${name} on the page`);
  return match[1];
}
