import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, fullScopes, loadConfig, validateConfig } from './config.ts';
import { configProblems } from './configProblems.ts';
import { TenfootError } from './errors.ts';

const good = {
  authUrl: 'http://{hostname}:8787',
  apiBaseUrl: 'http://{hostname}:8787/video/v3/',
  scopeBase: 'https://scopes.tenfoot.emulator',
  kindPrefix: 'video',
  clientId: 'id',
  clientSecret: 'secret',
  apiKey: 'key',
  scopes: ['video', 'openid'],
  verificationUrlSchemeOptional: false,
  playerApiUrl: 'http://{hostname}:8787/player/iframe_api',
};

function problems(raw: unknown): string[] {
  try {
    validateConfig(raw, 'tv.local');
  } catch (error) {
    if (error instanceof ConfigError) return configProblems(error);
    throw error;
  }
  return [];
}

describe('runtime config', () => {
  it('accepts the default and puts the page hostname in the URLs', () => {
    const config = validateConfig(good, '192.168.1.20');
    expect(config.authUrl).toBe('http://192.168.1.20:8787');
    expect(config.apiBaseUrl).toBe('http://192.168.1.20:8787/video/v3'); // trailing slash dropped
    expect(config.playerApiUrl).toBe('http://192.168.1.20:8787/player/iframe_api');
  });

  it('needs the player API script as an http(s) URL', () => {
    expect(problems({ ...good, playerApiUrl: 'javascript:alert(1)' })).toEqual(['"playerApiUrl" must be an http(s) URL (got "javascript:alert(1)")']);
    const { playerApiUrl: _playerApiUrl, ...rest } = good;
    expect(problems(rest)).toEqual(['"playerApiUrl" must be an http(s) URL (it is missing)']);
  });

  it('names every bad field', () => {
    const found = problems({ ...good, authUrl: 'ftp://x', clientId: '', scopes: [], verificationUrlSchemeOptional: 'yes', kindPrefix: 'you tube' });
    expect(found).toHaveLength(5);
    expect(found.join('\n')).toMatch(/"authUrl"/);
    expect(found.join('\n')).toMatch(/"clientId"/);
    expect(found.join('\n')).toMatch(/"scopes"/);
    expect(found.join('\n')).toMatch(/"verificationUrlSchemeOptional"/);
    expect(found.join('\n')).toMatch(/"kindPrefix"/);
  });

  it('says which fields are missing', () => {
    const { apiKey: _apiKey, ...rest } = good;
    expect(problems(rest)).toEqual(['"apiKey" must be a non-empty string (it is missing)']);
  });

  it('rejects something that is not an object', () => {
    expect(problems([1, 2])).toEqual(['the file must hold one JSON object with the provider settings']);
    expect(problems(null)).toHaveLength(1);
  });

  it('says why a file that could not be read failed, and any other failure as it says itself', () => {
    expect(configProblems(new ConfigError(['config.json is missing (HTTP 404)']))).toEqual(['config.json is missing (HTTP 404)']);
    expect(configProblems(new TypeError('boom'))).toEqual(['TypeError: boom']);
  });

  it('names a wrong kind prefix and a wrong list of scopes with what they held', () => {
    expect(problems({ ...good, kindPrefix: 'you tube', scopes: 'video' })).toEqual([
      '"kindPrefix" must be a word such as "youtube" or "video" (got "you tube")',
      '"scopes" must be a non-empty list of scope names such as ["video"] (got "video")',
    ]);
  });

  it('expands scope suffixes, keeping openid/email/profile bare', () => {
    expect(fullScopes({ scopeBase: 'https://s', scopes: ['video', 'openid', 'https://other/full'] })).toEqual(['https://s/auth/video', 'openid', 'https://other/full']);
  });

  it('fails as a ConfigError of the app’s error family, listing every problem', () => {
    const error = new ConfigError(['a', 'b']);
    expect(error).toBeInstanceOf(TenfootError);
    expect(error).toMatchObject({ code: 'config', name: 'ConfigError', message: 'config.json: a; b', problems: ['a', 'b'] });
  });
});

describe('config.json asked for by index.html while the code loads', () => {
  const page: { tenfootConfig?: Promise<Response> } = {};
  const answer = () => new Response(JSON.stringify(good), { headers: { 'content-type': 'application/json' } });
  beforeEach(() => vi.stubGlobal('window', page));
  afterEach(() => {
    delete page.tenfootConfig;
    vi.unstubAllGlobals();
  });

  it('takes the early answer once, with no request of its own; the next load asks afresh', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    page.tenfootConfig = Promise.resolve(answer());
    expect((await loadConfig('./config.json', 'tv.local')).authUrl).toBe('http://tv.local:8787');
    expect(fetch).not.toHaveBeenCalled();
    expect(page.tenfootConfig).toBeUndefined();
    await loadConfig('./config.json', 'tv.local');
    expect(fetch).toHaveBeenCalledWith('./config.json', { cache: 'no-store' });
  });

  it('asks again when the early request failed, and says why if that fails too', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    page.tenfootConfig = Promise.reject(new TypeError('Failed to fetch'));
    expect((await loadConfig('./config.json', 'tv.local')).clientId).toBe('id');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    page.tenfootConfig = Promise.reject(new TypeError('Failed to fetch'));
    const failed = await loadConfig('./config.json', 'tv.local').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConfigError);
    expect(configProblems(failed as ConfigError)).toEqual(['config.json could not be loaded (Failed to fetch)']);
  });

  it('is not taken for another file', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    page.tenfootConfig = Promise.resolve(new Response('{}'));
    await loadConfig('./other.json', 'tv.local');
    expect(fetch).toHaveBeenCalledWith('./other.json', { cache: 'no-store' });
  });
});
