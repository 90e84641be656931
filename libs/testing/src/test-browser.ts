/**
 * Just enough of a browser for sign-in tests over HTTP: a cookie jar per origin (host and port, as
 * the IdP and the BFF both run on 127.0.0.1) with cookie paths, and redirects followed by hand.
 */
interface StoredCookie {
  value: string;
  path: string;
  /** The Set-Cookie header it came from, for tests of its flags. */
  header: string;
}

export interface Page {
  status: number;
  url: URL;
  body: string;
  headers: Headers;
}

export interface RequestInit {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export class TestBrowser {
  private readonly jars = new Map<string, Map<string, StoredCookie>>();

  /**
   * @param stopAt redirects to URLs starting with this prefix are not followed by default (the
   *   IdP's tests stop where the provider hands the browser back to the shop).
   */
  constructor(private readonly stopAt?: string) {}

  /** Cookie header for a URL. */
  cookieFor(url: URL): string {
    return [...(this.jars.get(url.origin) ?? [])]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')))
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }

  cookieValue(origin: string, name: string): string | undefined {
    return this.cookie(origin, name)?.value;
  }

  /** The Set-Cookie header that set the cookie `name` of an origin. */
  setCookieHeader(origin: string, name: string): string | undefined {
    return this.cookie(origin, name)?.header;
  }

  cookieNames(origin: string): string[] {
    return [...(this.jars.get(origin)?.keys() ?? [])].map((key) => key.split(';')[0]);
  }

  private cookie(origin: string, name: string): StoredCookie | undefined {
    for (const [key, cookie] of this.jars.get(origin) ?? []) if (key.split(';')[0] === name) return cookie;
    return undefined;
  }

  private store(url: URL, response: Response): void {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      }
      if (expired) jar.delete(`${name};${path}`);
      else jar.set(`${name};${path}`, { value, path, header });
    }
  }

  /**
   * One request with cookies; redirects are followed (as GET) while `follow(next)` says so.
   * Returns the last response, or the first redirect not followed (its Location as `url`).
   */
  async request(
    url: URL | string,
    init: RequestInit = {},
    follow: (next: URL) => boolean = (next) => !this.stopAt || !next.href.startsWith(this.stopAt),
  ): Promise<Page> {
    let current = new URL(url);
    let method = init.method ?? 'GET';
    let body: string | undefined;
    let contentType: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      contentType = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      contentType = 'application/json';
    }
    for (let hop = 0; hop < 20; hop++) {
      const headers: Record<string, string> = { 'accept-language': 'de-AT,de;q=0.9', ...init.headers };
      const cookie = this.cookieFor(current);
      if (cookie) headers.cookie = cookie;
      if (contentType) headers['content-type'] = contentType;
      const response = await fetch(current, { method, headers, body, redirect: 'manual' });
      this.store(current, response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current);
        await response.arrayBuffer();
        if (!follow(next)) return { status: response.status, url: next, body: '', headers: response.headers };
        current = next;
        method = 'GET';
        body = undefined;
        contentType = undefined;
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
  if (!match) throw new Error(`no form on the page: ${html.slice(0, 200)}`);
  return match[1].replace(/&amp;/g, '&');
}

export function hiddenInput(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden input ${name} on the page`);
  return match[1];
}
