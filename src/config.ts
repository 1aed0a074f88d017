import { TenfootError } from './errors.ts';

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

/** config.json is missing, unreadable or wrong: the start screen lists its problems. */
export class ConfigError extends TenfootError<'config'> {
  constructor(
    /** Each problem names its field: `"authUrl" must be an http(s) URL`. */
    readonly problems: string[],
  ) {
    super('config', `config.json: ${problems.join('; ')}`);
    // Kept by hand: the build renames classes, and this name was always ConfigError there too.
    this.name = 'ConfigError';
  }
}

const URL_FIELDS = ['authUrl', 'apiBaseUrl', 'scopeBase', 'playerApiUrl'] as const;
const STRING_FIELDS = ['kindPrefix', 'clientId', 'clientSecret', 'apiKey'] as const;
const BARE_SCOPES = new Set(['openid', 'email', 'profile']);

function describe(value: unknown): string {
  if (value === undefined) return 'it is missing';
  return `got ${JSON.stringify(value)}`;
}

/** `{hostname}` in a URL becomes the page's own hostname, so a TV on the LAN reaches the emulator. */
export function substituteHostname(text: string, hostname: string): string {
  return text.split('{hostname}').join(hostname);
}

/** Checks every field and names each bad one; pure, so it is unit-tested without a browser. */
export function validateConfig(raw: unknown, hostname: string): AppConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError(['the file must hold one JSON object with the provider settings']);
  }
  const input = raw as Record<string, unknown>;
  const problems: string[] = [];
  const out: Partial<AppConfig> = {};
  for (const field of URL_FIELDS) {
    const value = input[field];
    if (typeof value !== 'string') {
      problems.push(`"${field}" must be an http(s) URL (${describe(value)})`);
      continue;
    }
    const resolved = substituteHostname(value, hostname).replace(/\/+$/, '');
    let ok = false;
    try {
      ok = /^https?:$/.test(new URL(resolved).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`"${field}" must be an http(s) URL (${describe(value)})`);
    else out[field] = resolved;
  }
  for (const field of STRING_FIELDS) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`"${field}" must be a non-empty string (${describe(value)})`);
    else out[field] = value;
  }
  if (typeof out.kindPrefix === 'string' && !/^[A-Za-z][\w-]*$/.test(out.kindPrefix)) {
    problems.push(`"kindPrefix" must be a word such as "youtube" or "video" (got ${JSON.stringify(out.kindPrefix)})`);
  }
  const scopes = input.scopes;
  if (!Array.isArray(scopes) || scopes.length === 0 || scopes.some((s) => typeof s !== 'string' || !/^[\w.:/-]+$/.test(s))) {
    problems.push(`"scopes" must be a non-empty list of scope names such as ["video"] (${describe(scopes)})`);
  } else {
    out.scopes = scopes as string[];
  }
  const optional = input.verificationUrlSchemeOptional;
  if (typeof optional !== 'boolean') problems.push(`"verificationUrlSchemeOptional" must be true or false (${describe(optional)})`);
  else out.verificationUrlSchemeOptional = optional;
  if (problems.length) throw new ConfigError(problems);
  return out as AppConfig;
}

/** Full scope identifiers for the device code request (docs/reference/facts.md, Device flow: scopes). */
export function fullScopes(config: Pick<AppConfig, 'scopes' | 'scopeBase'>): string[] {
  return config.scopes.map((s) => (BARE_SCOPES.has(s) || /^https?:\/\//.test(s) ? s : `${config.scopeBase}/auth/${s}`));
}

export async function loadConfig(url = './config.json', hostname = location.hostname): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
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
