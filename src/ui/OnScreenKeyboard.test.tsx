// @vitest-environment happy-dom
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { language } from '../i18n/messages.ts';
import { installRemote } from '../nav/remote.ts';
import { OnScreenKeyboard } from './OnScreenKeyboard.tsx';
import { LAYOUTS, capitalOf } from './keyboardLayouts.ts';

let value = '';
let submitted = 0;
let root: HTMLElement;

/** A screen holding the typed text, as Search does. */
function Field({ maxLength, idPrefix }: { maxLength?: number; idPrefix: string }) {
  const [text, setText] = useState('');
  value = text;
  return <OnScreenKeyboard idPrefix={idPrefix} value={text} onChange={setText} onSubmit={() => submitted++} submitLabel="Search" maxLength={maxLength} />;
}

/** Lets Preact re-render after a state change (it renders in a microtask or timeout). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let prefixes = 0;
async function mount(maxLength?: number, idPrefix = `k${++prefixes}`): Promise<string> {
  render(<Field maxLength={maxLength} idPrefix={idPrefix} />, root);
  await settle();
  return idPrefix;
}

function key(focusKey: string): HTMLButtonElement {
  // Compared, not queried: happy-dom's selector parser refuses an escaped quote (the '"' key).
  const el = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-focus-key]')).find((b) => b.dataset.focusKey === focusKey);
  if (!el) throw new Error(`no key ${focusKey} (layer ${layer()})`);
  return el;
}

async function press(focusKey: string): Promise<void> {
  const el = key(focusKey);
  el.focus();
  el.click();
  await settle();
}

const layer = () => root.querySelector('.osk')!.getAttribute('data-layer');
const characterKeys = () => Array.from(root.querySelectorAll<HTMLElement>('[data-focus-key*="-key-"]')).map((el) => el.textContent);

beforeEach(() => {
  value = '';
  submitted = 0;
  root = document.createElement('div');
  root.id = 'app';
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  document.body.innerHTML = '';
});

describe('OnScreenKeyboard', () => {
  it('opens on the Latin letters, the first one marked for focus, every key a real button', async () => {
    const p = await mount();
    expect(layer()).toBe('latin');
    expect(characterKeys().join('')).toBe(LAYOUTS.latin.join(''));
    expect(root.querySelector('[data-autofocus]')).toBe(key(`${p}-key-a`));
    for (const name of ['space', 'delete', 'clear', 'submit', 'shift', 'symbols', 'accents', 'script']) expect(key(`${p}-${name}`).tagName).toBe('BUTTON');
    expect(key(`${p}-space`).getAttribute('aria-label')).toBe('Space');
    expect(key(`${p}-delete`).getAttribute('aria-label')).toBe('Delete');
    expect(key(`${p}-shift`).getAttribute('aria-label')).toBe('Shift');
    expect(key(`${p}-submit`).textContent).toBe('Search');
  });

  it('Shift is one-shot: one capital, then lowercase again, shown on the key', async () => {
    const p = await mount();
    await press(`${p}-shift`);
    expect(key(`${p}-shift`).getAttribute('aria-pressed')).toBe('true');
    expect(characterKeys().slice(0, 3)).toEqual(['A', 'B', 'C']);
    await press(`${p}-key-A`);
    await press(`${p}-key-b`);
    expect(value).toBe('Ab');
    expect(key(`${p}-shift`).getAttribute('aria-pressed')).toBe('false');
    // The key typed keeps focus: it was relabelled, not replaced.
    expect(document.activeElement).toBe(key(`${p}-key-b`));
  });

  it('Shift twice locks capitals until pressed again', async () => {
    const p = await mount();
    await press(`${p}-shift`);
    await press(`${p}-shift`);
    expect(key(`${p}-shift`).getAttribute('aria-label')).toBe('Caps lock');
    await press(`${p}-key-O`);
    await press(`${p}-key-K`);
    expect(value).toBe('OK');
    await press(`${p}-shift`);
    expect(key(`${p}-shift`).getAttribute('aria-pressed')).toBe('false');
    expect(characterKeys()[0]).toBe('a');
  });

  it.each([
    ['latin', [] as string[]],
    ['symbols', ['symbols']],
    ['accents', ['accents']],
    ['cyrillic', ['script']],
    ['arabic', ['script', 'script']],
  ] as const)('the %s layer types each of its characters', async (name, keys) => {
    const p = await mount(1000);
    for (const k of keys) await press(`${p}-${k}`);
    expect(layer()).toBe(name);
    const chars = LAYOUTS[name].join('').split('');
    for (const ch of chars) await press(`${p}-key-${ch}`);
    expect(value).toBe(chars.join(''));
  });

  it.each([
    ['accents', ['accents']],
    ['cyrillic', ['script']],
  ] as const)('the %s layer types its capitals with Shift', async (name, keys) => {
    const p = await mount(1000);
    for (const k of keys) await press(`${p}-${k}`);
    const chars = LAYOUTS[name].join('').split('');
    for (const ch of chars) {
      await press(`${p}-shift`);
      await press(`${p}-key-${capitalOf(ch)}`);
    }
    expect(value).toBe(chars.map(capitalOf).join(''));
  });

  it('types "Ab1é" and a Cyrillic word across the layers', async () => {
    const p = await mount();
    for (const k of ['shift', 'key-A', 'key-b', 'symbols', 'key-1', 'accents', 'key-é', 'space', 'script', 'shift', 'key-З', 'key-в', 'key-ё', 'key-з', 'key-д']) await press(`${p}-${k}`);
    expect(value).toBe('Ab1é Звёзд');
  });

  it('a layer key keeps focus and renames itself; focus never falls to the page', async () => {
    const p = await mount();
    const symbols = key(`${p}-symbols`);
    await press(`${p}-symbols`);
    expect(document.activeElement).toBe(symbols);
    expect(symbols.textContent).toBe('ABC');
    expect(symbols.getAttribute('aria-label')).toBe('Latin letters');
    // On the symbols page Shift stays in its place, focusable, but does nothing.
    expect(key(`${p}-shift`).getAttribute('aria-disabled')).toBe('true');
    await press(`${p}-shift`);
    expect(layer()).toBe('symbols');
    await press(`${p}-symbols`);
    expect(document.activeElement).toBe(symbols);
    expect(symbols.textContent).toBe('&123');
    const script = key(`${p}-script`);
    await press(`${p}-script`);
    expect(document.activeElement).toBe(script);
    expect(script.textContent).toBe('ابت');
    expect(characterKeys()[0]).toBe('а');
  });

  it('respects maxLength, and a Shift with nothing typed stays on', async () => {
    const p = await mount(3);
    for (const ch of 'abcd') await press(`${p}-key-${ch}`);
    expect(value).toBe('abc');
    await press(`${p}-space`);
    expect(value).toBe('abc');
    await press(`${p}-shift`);
    await press(`${p}-key-E`);
    expect(value).toBe('abc');
    expect(key(`${p}-shift`).getAttribute('aria-pressed')).toBe('true');
  });

  it('a physical keyboard types too, within the maxLength of the latest render', async () => {
    const p = await mount(2);
    const typeOnKeyboard = async (ch: string) => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ch, bubbles: true, cancelable: true }));
      await settle();
    };
    for (const ch of 'xyz') await typeOnKeyboard(ch);
    expect(value).toBe('xy');
    await mount(4, p); // the same keyboard, re-rendered with a longer limit (a form's next field)
    for (const ch of 'zwv') await typeOnKeyboard(ch);
    expect(value).toBe('xyzw');
  });

  it('space, delete, clear and submit', async () => {
    const p = await mount();
    for (const k of ['key-a', 'space', 'key-b', 'delete']) await press(`${p}-${k}`);
    expect(value).toBe('a ');
    await press(`${p}-clear`);
    expect(value).toBe('');
    await press(`${p}-submit`);
    expect(submitted).toBe(1);
  });

  it('reaches the Arabic letters from the script key, named in the app\'s language, and types an Arabic word', async () => {
    const p = await mount();
    await press(`${p}-script`);
    const script = key(`${p}-script`);
    expect(script.textContent).toBe('ابت');
    expect(script.getAttribute('aria-label')).toBe('Arabic letters');
    await press(`${p}-script`);
    expect(layer()).toBe('arabic');
    expect(characterKeys().join('')).toBe(LAYOUTS.arabic.join(''));
    expect(key(`${p}-key-ب`).getAttribute('lang')).toBe('ar');
    expect(script.textContent).toBe('ABC');
    expect(script.getAttribute('lang')).toBe('en');
    expect(document.activeElement).toBe(script);
    for (const ch of 'سلام') await press(`${p}-key-${ch}`);
    await press(`${p}-space`);
    for (const ch of 'أطفال') await press(`${p}-key-${ch}`);
    expect(value).toBe('سلام أطفال');
    await press(`${p}-script`);
    expect(layer()).toBe('latin');
    expect(key(`${p}-key-a`).getAttribute('lang')).toBe('en');
  });

  it('on the Arabic letters Shift stays in its place but does nothing', async () => {
    const p = await mount();
    await press(`${p}-shift`);
    await press(`${p}-script`);
    await press(`${p}-script`);
    expect(layer()).toBe('arabic');
    const shift = key(`${p}-shift`);
    expect(shift.getAttribute('aria-disabled')).toBe('true');
    expect(shift.getAttribute('aria-pressed')).toBe('false');
    await press(`${p}-shift`);
    expect(shift.getAttribute('aria-pressed')).toBe('false');
    await press(`${p}-key-ب`);
    expect(value).toBe('ب');
    // Back on the Latin letters, no capital is waiting.
    await press(`${p}-script`);
    await press(`${p}-key-a`);
    expect(value).toBe('بa');
  });

  describe('with the app in Arabic', () => {
    beforeEach(() => {
      language.value = 'ar';
    });
    afterEach(() => {
      language.value = 'en';
    });

    it('opens on the Arabic letters, alif first and marked for focus; one press on the script key is Latin', async () => {
      const p = await mount();
      expect(layer()).toBe('arabic');
      expect(characterKeys().join('')).toBe(LAYOUTS.arabic.join(''));
      expect(root.querySelector('[data-autofocus]')).toBe(key(`${p}-key-ا`));
      expect(key(`${p}-script`).textContent).toBe('ABC');
      await press(`${p}-script`);
      expect(layer()).toBe('latin');
    });

    it("the viewer's own choice of alphabet wins when the keyboard opens again", async () => {
      const p = await mount();
      await press(`${p}-script`);
      render(null, root);
      await mount(undefined, p);
      expect(layer()).toBe('latin');
    });
  });

  it('opens again in the alphabet last used on it', async () => {
    const p = await mount();
    await press(`${p}-script`);
    render(null, root);
    await mount(undefined, p);
    expect(layer()).toBe('cyrillic');
    expect(root.querySelector('[data-autofocus]')!.textContent).toBe('а');
  });
});

describe('OnScreenKeyboard with the remote', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installRemote(window);
  });
  afterEach(() => uninstall());

  /** One remote key press, then the frames it waits for (the key-repeat gate waits for a paint). */
  async function remote(k: string): Promise<void> {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  const focused = () => (document.activeElement as HTMLElement | null)?.dataset.focusKey;

  it('Up and Down keep their column through the wide keys', async () => {
    const p = await mount();
    key(`${p}-key-0`).focus();
    const path: (string | undefined)[] = [];
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
      await remote(k);
      path.push(focused());
    }
    expect(path).toEqual([`${p}-delete`, `${p}-submit`, `${p}-delete`, `${p}-key-0`]);
  });

  it('the Arabic letters read from the top right; Up and Down go to the key drawn above or below', async () => {
    const p = await mount();
    await press(`${p}-script`);
    await press(`${p}-script`);
    expect(layer()).toBe('arabic');
    const alif = key(`${p}-key-ا`);
    expect(alif.parentElement!.className).toContain('osk__row--rtl');
    // Drawn in the rightmost column: alif first in the row's order (screen readers say it first), the row laid right to left.
    expect([alif.dataset.oskRow, alif.dataset.oskCol]).toEqual(['0', '5']);
    expect(key(`${p}-key-ح`).dataset.oskCol).toBe('0');
    // The last row: أ at the right, above Delete; ى at the left, above Shift.
    key(`${p}-key-أ`).focus();
    await remote('ArrowDown');
    expect(focused()).toBe(`${p}-delete`);
    key(`${p}-key-ى`).focus();
    await remote('ArrowDown');
    expect(focused()).toBe(`${p}-shift`);
    await remote('ArrowUp');
    expect(focused()).toBe(`${p}-key-ى`);
    // The function rows do not move: Latin's rows read left to right again.
    await press(`${p}-script`);
    expect(layer()).toBe('latin');
    expect(key(`${p}-key-a`).parentElement!.className).toBe('osk__row');
    expect(key(`${p}-key-a`).dataset.oskCol).toBe('0');
  });

  it('OK on a layer key leaves focus on it', async () => {
    const p = await mount();
    key(`${p}-accents`).focus();
    await remote('Enter');
    expect(layer()).toBe('accents');
    expect(focused()).toBe(`${p}-accents`);
    expect(document.activeElement).not.toBe(document.body);
  });
});
