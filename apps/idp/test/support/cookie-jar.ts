interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser's cookie handling for one host: names, values and paths. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
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
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  headerFor(url: URL): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([key, cookie]) => `${key.split(';')[0]}=${cookie.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()].map((key) => key.split(';')[0]);
  }
}
