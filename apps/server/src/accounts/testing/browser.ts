/** A minimal browser for tests: keeps cookies per origin and follows redirects with real HTTP requests. */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  /** One request as this browser (cookies sent and kept), without following redirects. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...this.cookieHeader(target), ...(init.headers as Record<string, string> | undefined) },
    });
    this.store(target, response.headers.getSetCookie());
    return response;
  }

  /** Requests `url` and follows redirects until `stop(url)` is true for the next location, or no redirect. */
  async navigate(
    url: string,
    stop: (location: URL) => boolean = () => false,
  ): Promise<{ url: URL; status: number; hops: URL[] }> {
    let current = new URL(url);
    const hops: URL[] = [current];
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await fetch(current, { redirect: 'manual', headers: this.cookieHeader(current) });
      this.store(current, response.headers.getSetCookie());
      const location = response.headers.get('location');
      await response.arrayBuffer();
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, status: response.status, hops };
      }
      const next = new URL(location, current);
      hops.push(next);
      if (stop(next)) {
        return { url: next, status: response.status, hops };
      }
      current = next;
    }
    throw new Error(`too many redirects: ${hops.map(String).join(' -> ')}`);
  }

  private cookieHeader(url: URL): Record<string, string> {
    const cookies = this.jar.get(url.origin);
    if (!cookies || cookies.size === 0) {
      return {};
    }
    return { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    this.jar.set(url.origin, cookies);
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header);
      if (expired || value === '') {
        cookies.delete(name);
        continue;
      }
      cookies.set(name, value);
    }
  }
}
