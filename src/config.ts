import { TenfootError } from './errors.ts';
import { takeFromPage } from './platform/pageHandoff.ts';

/**
 * The provider profile, read at start from public/config.json so that a built or sideloaded copy
 * can be re-pointed without a rebuild. Default: the bundled emulator at the page's own hostname.
 */
export interface AppConfig {
  /** Base address of the authorization server (`{auth}` in docs/reference/facts.md). */
  authUrl: string;
  /** Base address of the video data API; its path ends in /v3 (`{api}` in docs/reference/facts.md). */
  apiBaseUrl: string;
  /** Common prefix of scope identifiers (`{scope_base}`). */
  scopeBase: string;
  /** Prefix of kind markers: `video#channel` on the emulator, `youtube#channel` on the real service. */
  kindPrefix: string;
  clientId: string;
  /** Not a secret for device clients (docs/reference/facts.md, Device flow: client type and secret), but required when polling. */
  clientSecret: string;
  apiKey: string;
  /** Scope suffixes after `{scopeBase}/auth/` (e.g. "video"), or openid / email / profile as they are. */
  scopes: string[];
  /** True only where the provider serves the verification page on both http and https (docs/reference/facts.md, Device flow: showing the code). */
  verificationUrlSchemeOptional: boolean;
  /**
   * The embedded player's API script (the IFrame Player API reference's `iframe_api`). Its origin
   * is the one origin embed pages are accepted from.
   */
  playerApiUrl: string;
}

/**
 * config.json is missing, unreadable or wrong: the start screen lists its problems. A file that
 * loaded but fails a check carries what was read and the fields that failed; the sentences that
 * name each problem are written by configProblems.ts, fetched with that screen only.
 */
export class ConfigError extends TenfootError<'config'> {
  constructor(
    /** Why the file could not be read at all; empty when it was read and some fields are bad. */
    readonly problems: string[],
    /** What the file held, and which of its fields failed their check: none when it held no JSON object at all. */
    readonly found?: { raw: unknown; bad: ConfigField[] },
  ) {
    super('config', found ? `config.json: bad ${found.bad.join(', ') || 'file'}` : `config.json: ${problems.join('; ')}`);
    // Kept by hand: the build renames classes, and this name was always ConfigError there too.
    this.name = 'ConfigError';
  }
}

export type ConfigField = keyof AppConfig;

/** What each field must be; configProblems.ts says it in words. */
export type ConfigRule = 'url' | 'text' | 'word' | 'scopes' | 'flag';
export const CONFIG_RULES: Readonly<Record<ConfigField, ConfigRule>> = {
  authUrl: 'url',
  apiBaseUrl: 'url',
  scopeBase: 'url',
  playerApiUrl: 'url',
  kindPrefix: 'word',
  clientId: 'text',
  clientSecret: 'text',
  apiKey: 'text',
  scopes: 'scopes',
  verificationUrlSchemeOptional: 'flag',
};

const BARE_SCOPES = new Set(['openid', 'email', 'profile']);

/** `{hostname}` in a URL becomes the page's own hostname, so a TV on the LAN reaches the emulator. */
export function substituteHostname(text: string, hostname: string): string {
  return text.split('{hostname}').join(hostname);
}

const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Each rule: the value to use, or undefined when the field fails it. */
const CHECKS: Readonly<Record<ConfigRule, (value: unknown, hostname: string) => unknown>> = {
  url(value, hostname) {
    if (typeof value !== 'string') return undefined;
    const resolved = substituteHostname(value, hostname).replace(/\/+$/, '');
    try {
      return /^https?:$/.test(new URL(resolved).protocol) ? resolved : undefined;
    } catch {
      return undefined;
    }
  },
  text: (value) => (nonEmpty(value) ? value : undefined),
  word: (value) => (nonEmpty(value) && /^[A-Za-z][\w-]*$/.test(value as string) ? value : undefined),
  scopes: (value) => (Array.isArray(value) && value.length > 0 && value.every((s) => typeof s === 'string' && /^[\w.:/-]+$/.test(s)) ? value : undefined),
  flag: (value) => (typeof value === 'boolean' ? value : undefined),
};

/** Checks every field; pure, so it is unit-tested without a browser. Throws a ConfigError naming the bad ones. */
export function validateConfig(raw: unknown, hostname: string): AppConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError([], { raw, bad: [] });
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const bad: ConfigField[] = [];
  for (const field of Object.keys(CONFIG_RULES) as ConfigField[]) {
    const value = CHECKS[CONFIG_RULES[field]](input[field], hostname);
    if (value === undefined) bad.push(field);
    else out[field] = value;
  }
  if (bad.length) throw new ConfigError([], { raw, bad });
  return out as unknown as AppConfig;
}

/** Full scope identifiers for the device code request (docs/reference/facts.md, Device flow: scopes). */
export function fullScopes(config: Pick<AppConfig, 'scopes' | 'scopeBase'>): string[] {
  return config.scopes.map((s) => (BARE_SCOPES.has(s) || /^https?:\/\//.test(s) ? s : `${config.scopeBase}/auth/${s}`));
}

/**
 * The answer to index.html's first script, which asks for config.json while the app's code loads:
 * taken once, so that a later load asks afresh. Undefined where that script did not run (a
 * package's page, a test).
 */
function earlyConfigAnswer(url: string): Promise<Response> | undefined {
  const early = takeFromPage('tenfootConfig');
  return url === './config.json' ? early : undefined;
}

export async function loadConfig(url = './config.json', hostname = location.hostname): Promise<AppConfig> {
  let response: Response;
  try {
    // Asked again if the early request failed: the page itself just loaded from the same place.
    const ask = () => fetch(url, { cache: 'no-store' });
    response = await (earlyConfigAnswer(url)?.catch(ask) ?? ask());
  } catch (error) {
    throw new ConfigError([`config.json could not be loaded (${(error as Error).message})`]);
  }
  if (!response.ok) throw new ConfigError([`config.json is missing (HTTP ${response.status}): put the provider settings next to index.html`]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    throw new ConfigError([`config.json is not valid JSON (${(error as Error).message})`]);
  }
  return validateConfig(raw, hostname);
}
