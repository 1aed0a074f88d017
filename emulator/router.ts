import type { Handler } from './http.ts';

interface Route {
  method: string;
  /** As registered, e.g. `/emulator/avatars/:file`. */
  path: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

/**
 * A tiny method + path router. Patterns use `:name` for one segment and `:name*` for the rest of
 * the path (device sessions put `:cancel` style verbs after an id, so segments may contain ':').
 */
export class Router {
  private routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        const rest = /^:(\w+)\*$/.exec(segment);
        if (rest) {
          keys.push(rest[1]!);
          return '(.+)';
        }
        const one = /^:(\w+)$/.exec(segment);
        if (one) {
          keys.push(one[1]!);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, path, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  /** Every route as registered (method and path pattern): the fuzz test aims at each one. */
  list(): { method: string; path: string }[] {
    return this.routes.map(({ method, path }) => ({ method, path }));
  }

  /**
   * The handler for a request, 'method-not-allowed' when only the path matches, or 'bad-path' when
   * a path parameter is not valid percent-encoding (`%E0%A4%A`): decodeURIComponent throws on
   * it, and that is the client's mistake, a 400, not the emulator's.
   */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | 'not-found' | 'method-not-allowed' | 'bad-path' {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      try {
        route.keys.forEach((key, i) => {
          params[key] = decodeURIComponent(m[i + 1]!);
        });
      } catch {
        return 'bad-path';
      }
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : 'not-found';
  }
}
