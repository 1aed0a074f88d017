// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodePanel, CodePanelWaiting } from './CodePanel.tsx';
import { firstCodeShown, giveWayToSignIn, removeFirstCode } from './firstCode.ts';

/*
 * index.html's first look of the sign-in screen and its script, run as the page runs them: the
 * markup must be the app's own (the swap is not to be seen), and the script must draw a code
 * only where the app would show this screen, in English, and only as text.
 */
const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const markup = /<div id="first-code"[\s\S]*?\n {4}<\/div>\n/.exec(html)![0];
const script = /<script id="first-code-script">([\s\S]*?)<\/script>/.exec(html)![1]!;

const config = { authUrl: 'http://{hostname}:8787/', clientId: 'tenfoot-tv', scopeBase: 'https://scopes.test', scopes: ['video', 'openid'], verificationUrlSchemeOptional: false };
const code = { device_code: 'dc', user_code: 'WDJB-MJHT', verification_url: 'http://127.0.0.1:8787/device', expires_in: 1800, interval: 5 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
type Page = Window & { tenfootConfig?: Promise<Response>; tenfootCode?: Promise<Response>; tenfootHold?: Promise<void>; tenfootKeys?: KeyboardEvent[] };
const page = window as Page;
const settle = () => new Promise((r) => setTimeout(r, 20));
const panel = () => document.getElementById('first-code')!;
const text = (selector: string) => panel().querySelector(selector)!.textContent;

/** An element's tags, classes and words, its own attributes aside (test ids, hidden from readers while the app's screen is beneath it). */
const shape = (el: Element): string =>
  `<${el.tagName.toLowerCase()} ${el.getAttribute('class') ?? ''}>${Array.from(el.childNodes)
    .map((n) => (n.nodeType === 1 ? shape(n as Element) : (n.textContent ?? '').trim()))
    .join('')}</${el.tagName.toLowerCase()}>`;
const ACCESS = 'tenfoot asks to manage your video account: browse, subscribe and make playlists from this TV.';

/** The page as index.html starts it: config.json asked for, the first look in place, its script run. */
async function startPage(answer: unknown = code, cfg: unknown = config, status = 200) {
  document.body.innerHTML = `<div id="app"></div>${markup}`;
  page.tenfootConfig = Promise.resolve(json(cfg));
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(answer, status));
  vi.stubGlobal('fetch', fetch);
  new Function(script)();
  await settle();
  return fetch;
}

function anEnglishTvWithNoAccount() {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
}

/** Takes away what the page's script handed over, and the stand-ins. */
function leaveThePage() {
  delete page.tenfootConfig;
  delete page.tenfootCode;
  delete page.tenfootHold;
  delete page.tenfootKeys;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

describe("index.html's first look of the sign-in screen", () => {
  beforeEach(anEnglishTvWithNoAccount);
  afterEach(leaveThePage);

  it("is the app's waiting panel, word for word and box for box", () => {
    const app = document.createElement('div');
    render(<CodePanelWaiting accessLine={ACCESS} />, app);
    document.body.innerHTML = markup;
    const firstPanel = panel().querySelector('.code-panel')!;
    expect(shape(firstPanel)).toBe(shape(app.firstElementChild!));
    expect(text('h1')).toBe('Sign in to tenfoot');
    expect(Array.from(panel().querySelectorAll('.actions .btn')).map((b) => b.textContent)).toEqual(['Browse without signing in', 'Get a new code']);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    render(null, app);
  });

  it('asks for the code once config.json is here, and draws it and its URL as text', async () => {
    const fetch = await startPage({ ...code, user_code: 'WDJB-MJHT', verification_url: 'http://127.0.0.1:8787/device' });
    expect(panel().hidden, 'shown with its code').toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`http://${location.hostname}:8787/device/code`);
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe(`client_id=tenfoot-tv&scope=${encodeURIComponent('https://scopes.test/auth/video openid')}`);
    expect(text('.user-code')).toBe('WDJB-MJHT');
    expect(text('.verification-url')).toBe('http://127.0.0.1:8787/device');
    expect(text('.code-panel__meta span')).toBe('Waiting for you to approve on your phone');
    expect(text('.countdown')).toBe('Code expires in 30:00');
    // The screen as the app draws it with a code: no longer waiting, "Get a new code" not busy.
    expect(panel().querySelector('.code-panel')!.className).toBe('code-panel');
    expect(panel().querySelectorAll('[aria-disabled]')).toHaveLength(0);
    expect(panel().querySelector('[data-testid="user-code"]')!.textContent).toBe('WDJB-MJHT');
    expect(panel().querySelector('[data-testid="verification-url"]')!.textContent).toBe('http://127.0.0.1:8787/device');
    expect(firstCodeShown()).toBe('WDJB-MJHT');
    // Filled in, it is the app's panel with the code, but for the QR code, drawn once the app is up.
    const app = document.createElement('div');
    const now = Date.now();
    render(<CodePanel userCode="WDJB-MJHT" verificationUrl="http://127.0.0.1:8787/device" schemeOptional={false} expiresAt={now + 1_800_000} now={now} reconnecting={false} accessLine={ACCESS} />, app);
    expect(shape(panel().querySelector('.code-panel')!)).toBe(shape(app.firstElementChild!));
    render(null, app);
    // The app takes the same answer for its first code (src/auth/pageDeviceCode.ts).
    expect(((await page.tenfootCode!) as Response).ok).toBe(true);
  });

  it('says what is asked as the app does, reads the scope base as the app does, drops a scheme the provider does not need, and writes hours as the app does', async () => {
    const fetch = await startPage({ ...code, verification_url: 'https://example.test/device', expires_in: 3725 }, { ...config, scopeBase: 'https://{hostname}/', scopes: ['video.readonly'], verificationUrlSchemeOptional: true });
    expect(String(fetch.mock.calls[0]![1]?.body)).toBe(`client_id=tenfoot-tv&scope=${encodeURIComponent(`https://${location.hostname}/auth/video.readonly`)}`);
    expect(text('.access-line')).toBe('tenfoot asks to view your video account from this TV.');
    expect(text('.verification-url')).toBe('example.test/device');
    expect(text('.countdown')).toBe('Code expires in 1:02:05');
  });

  it('writes what the service sent as text, never as markup', async () => {
    await startPage({ ...code, verification_url: 'http://x.test/<b>hi</b>' });
    expect(panel().querySelector('b')).toBeNull();
    expect(text('.verification-url')).toBe('http://x.test/<b>hi</b>');
  });

  it('leaves a code or URL longer than its box was made for, or an odd answer, to the app', async () => {
    const odds = [
      { ...code, user_code: 'WWWWWWWWWWWWWWWW' },
      { ...code, verification_url: `http://example.test/${'d'.repeat(30)}` },
      { ...code, verification_url: 'http://bücher.test/device' }, // glyphs the box was not measured for: the app fits them
      { ...code, user_code: 42 },
      { ...code, expires_in: 0 },
    ];
    for (const odd of odds) {
      await startPage(odd);
      expect(panel().hidden, 'never shown without a code').toBe(true);
      expect(text('.user-code')).toBe('\u00a0');
      expect(panel().querySelector('.code-panel')!.className).toContain('code-panel--waiting');
      expect(firstCodeShown()).toBeUndefined();
    }
  });

  it("draws no code from a refusal, whose answer is the app's to explain", async () => {
    await startPage({ error: 'invalid_client' }, config, 401);
    expect(panel().hidden).toBe(true);
    expect(text('.user-code')).toBe('\u00a0');
    expect(((await page.tenfootCode!) as Response).status).toBe(401);
  });

  it('stays hidden, and asks for nothing, on a TV that keeps an account, in another language or with larger text', async () => {
    const cases: (() => void)[] = [
      () => localStorage.setItem('tenfoot-accounts-stored', '1'),
      () => localStorage.setItem('tenfoot-settings', JSON.stringify({ language: 'de' })),
      () => localStorage.setItem('tenfoot-settings', JSON.stringify({ textScale: 1.25 })),
      () => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']),
    ];
    for (const arrange of cases) {
      localStorage.clear();
      arrange();
      const fetch = await startPage();
      expect(panel().hidden).toBe(true);
      expect(firstCodeShown()).toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
      expect(page.tenfootCode).toBeUndefined();
    }
    // English chosen in Settings on a TV in another language: shown.
    localStorage.clear();
    localStorage.setItem('tenfoot-settings', JSON.stringify({ language: 'en' }));
    await startPage();
    expect(panel().hidden).toBe(false);
  });

  it('does nothing where config.json was not asked for early (a package)', async () => {
    document.body.innerHTML = markup;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    new Function(script)();
    await settle();
    expect(panel().hidden).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the first look giving way to the app', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays over a sign-in screen still asking for the code it shows, until the screen draws it', async () => {
    await startPage();
    giveWayToSignIn(false);
    expect(panel()).not.toBeNull();
    giveWayToSignIn(true);
    expect(document.getElementById('first-code')).toBeNull();
  });

  it('goes at once when it shows no code: the screen beneath looks the same', async () => {
    await startPage({ error: 'slow_down' }, config, 400);
    giveWayToSignIn(false);
    expect(document.getElementById('first-code')).toBeNull();
  });

  it("goes at the viewer's first key or click, which acts on the screen beneath (a question, focus)", async () => {
    for (const press of [() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })), () => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))]) {
      await startPage();
      expect(firstCodeShown()).toBe('WDJB-MJHT');
      press();
      expect(document.getElementById('first-code')).toBeNull();
    }
  });

  it('a key before the code came leaves nothing to show later', async () => {
    document.body.innerHTML = `<div id="app"></div>${markup}`;
    let answer!: (r: Response) => void;
    page.tenfootConfig = Promise.resolve(json(config));
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (answer = r))));
    new Function(script)();
    await settle();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    answer(json(code));
    await settle();
    expect(document.getElementById('first-code')).toBeNull();
  });

  it("counts down while it is up, and goes after a minute should the app never take over", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.now() });
    await startPage({ ...code, expires_in: 600 });
    expect(text('.countdown')).toBe('Code expires in 10:00');
    vi.advanceTimersByTime(5_000);
    expect(text('.countdown')).toBe('Code expires in 9:55');
    vi.advanceTimersByTime(56_000);
    expect(document.getElementById('first-code')).toBeNull();
  });

  it('removing it twice is harmless', () => {
    document.body.innerHTML = markup;
    removeFirstCode();
    removeFirstCode();
    expect(document.getElementById('first-code')).toBeNull();
  });
});

/**
 * The app's entry waits for `window.tenfootHold` (build/modernLoader.ts): it must come once the
 * code is painted, at once where there is nothing to draw, and never wait long.
 */
describe("the app's code waiting for the page's code", () => {
  /** Whether the hold has let the app in, without waiting for it. */
  async function letIn(): Promise<boolean> {
    let done = false;
    void page.tenfootHold!.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }
  beforeEach(anEnglishTvWithNoAccount);
  afterEach(() => {
    vi.useRealTimers();
    leaveThePage();
  });

  it('comes a frame after the code is drawn', async () => {
    document.body.innerHTML = `<div id="app"></div>${markup}`;
    page.tenfootConfig = Promise.resolve(json(config));
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (answer = r))));
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    new Function(script)();
    await settle();
    expect(await letIn(), 'not while the code is on its way').toBe(false);
    answer(json(code));
    await settle();
    expect(firstCodeShown()).toBe('WDJB-MJHT');
    expect(await letIn(), 'not before the code is painted').toBe(false);
    frame!(performance.now());
    expect(await letInWithin(400)).toBe(true);
  });

  /** Whether the hold lets the app in within `ms` (well inside its one second), on real timers. */
  const letInWithin = (ms: number) => Promise.race([page.tenfootHold!.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

  it('comes without waiting out its second where no code is to be drawn: a refusal, a config.json it cannot read, a key', async () => {
    await startPage({ error: 'invalid_client' }, config, 401);
    expect(await letInWithin(400)).toBe(true);
    await startPage(code, { clientId: 42 });
    expect(await letInWithin(400)).toBe(true);
    document.body.innerHTML = `<div id="app"></div>${markup}`;
    page.tenfootConfig = Promise.resolve(json(config));
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    new Function(script)();
    await settle();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(await letIn()).toBe(true);
  });

  it('comes after a second when the code is slow, so the screen is never long empty', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.body.innerHTML = `<div id="app"></div>${markup}`;
    page.tenfootConfig = Promise.resolve(json(config));
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    new Function(script)();
    vi.advanceTimersByTime(999);
    expect(await letIn()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await letIn()).toBe(true);
  });

  it('notes the keys pressed before the app took them, and no more once it has', async () => {
    await startPage();
    const back = new KeyboardEvent('keydown', { key: 'Escape' });
    document.dispatchEvent(back);
    expect(document.getElementById('first-code'), 'gone at the key').toBeNull();
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown' });
    document.dispatchEvent(down);
    expect(page.tenfootKeys).toEqual([back, down]);
    const keys = page.tenfootKeys!;
    delete page.tenfootKeys; // the app takes them (src/platform/pageHandoff.ts)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(keys).toEqual([back, down]);
  });

  it('holds nothing where the page draws nothing: an account kept, another language, a package', async () => {
    localStorage.setItem('tenfoot-accounts-stored', '1');
    await startPage();
    expect(page.tenfootHold).toBeUndefined();
    expect(page.tenfootKeys).toBeUndefined();
    localStorage.clear();
    localStorage.setItem('tenfoot-settings', JSON.stringify({ language: 'de' }));
    await startPage();
    expect(page.tenfootHold).toBeUndefined();
    localStorage.clear();
    delete page.tenfootConfig;
    document.body.innerHTML = markup;
    new Function(script)();
    expect(page.tenfootHold).toBeUndefined();
  });
});
