// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countPress } from './commands.ts';
import { recoverFocus } from './focus.ts';
import { waitForFirstChoice } from './focusScope.ts';
import { dropTyped, keepTyped, typeKeptLetters, waitingScreen } from './waitingScreen.ts';

const settle = () => new Promise((r) => setTimeout(r, 20));

/** The shell as a card's OK leaves it: the menu, and the next screen's spinner where the screen was. */
function shellWaiting(): { entry: HTMLButtonElement; spinner: HTMLElement } {
  document.body.innerHTML = '<div id="app"><nav data-nav-container><button>Library</button></nav><section class="content"><div data-waiting tabindex="-1"></div></section></div>';
  return { entry: document.querySelector('button')!, spinner: document.querySelector<HTMLElement>('[data-waiting]')! };
}

function typeOn(el: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
}

describe('a screen whose code is still coming', () => {
  const heard: string[] = [];
  const listen = (event: KeyboardEvent) => heard.push(event.key);
  beforeEach(() => {
    heard.length = 0;
    dropTyped();
  });
  afterEach(() => removeEventListener('keydown', listen));

  it('holds focus lost with the screen before on its spinner, not on the nearest menu entry', () => {
    const { spinner } = shellWaiting();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(recoverFocus()).toBe(true);
    expect(document.activeElement).toBe(spinner);
  });

  it('keeps letters and Space typed on the spinner, and types them into the screen once it is here, in order', async () => {
    const { spinner } = shellWaiting();
    spinner.focus();
    for (const key of ['h', 'i']) expect(keepTyped(typeOn(spinner, key))).toBe(true);
    const space = typeOn(spinner, ' ');
    expect(keepTyped(space)).toBe(true);
    expect(space.defaultPrevented).toBe(true); // not a click on anything, nor a scroll
    expect(keepTyped(typeOn(spinner, 'Enter'))).toBe(false); // OK and the arrows are the remote's
    expect(keepTyped(typeOn(spinner, 'c', { ctrlKey: true }))).toBe(false);
    expect(keepTyped({ keyCode: 72 } as unknown as KeyboardEvent)).toBe(false); // an old engine's, with no `key`
    addEventListener('keydown', listen);
    typeKeptLetters();
    await settle();
    expect(heard).toEqual([]); // the spinner is still on show
    spinner.remove();
    typeKeptLetters();
    await settle();
    expect(heard).toEqual(['h', 'i', ' ']);
  });

  it('keeps nothing when focus is elsewhere, and drops what was kept on Back', async () => {
    const { entry, spinner } = shellWaiting();
    entry.focus();
    expect(keepTyped(typeOn(entry, 'a'))).toBe(false);
    spinner.focus();
    keepTyped(typeOn(spinner, 'b'));
    dropTyped();
    spinner.remove();
    addEventListener('keydown', listen);
    typeKeptLetters();
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('a screen that has opened and waits for its first list', () => {
  /** The shell as a card's OK leaves it: the menu, Edit, and the list still loading, focus lost with the card. */
  function opening(): { skeleton: HTMLElement } {
    document.body.innerHTML = '<div id="app"><nav data-nav-container><button>Library</button></nav><section class="content"><button>Edit</button><div class="skeleton-row" tabindex="-1"></div></section></div>';
    return { skeleton: document.querySelector<HTMLElement>('.skeleton-row')! };
  }
  let releases: (() => void)[] = [];
  afterEach(() => {
    releases.forEach((release) => release());
    releases = [];
  });

  it("has focus lost meanwhile wait on the list's skeleton, not on the first control or a menu entry", () => {
    const { skeleton } = opening();
    releases.push(waitForFirstChoice(() => false));
    expect(waitingScreen(document)).toBe(skeleton);
    recoverFocus();
    expect(document.activeElement).toBe(skeleton);
  });

  it('stops waiting once released, or once a key is pressed', () => {
    opening();
    const release = waitForFirstChoice(() => false);
    release();
    expect(waitingScreen(document)).toBeNull();
    releases.push(waitForFirstChoice(() => false));
    countPress();
    expect(waitingScreen(document)).toBeNull();
  });

  it('once one of its lists has come, the screen places focus itself, before another list\'s skeleton or a neighbour takes it', () => {
    const { skeleton } = opening();
    const content = document.querySelector('.content')!;
    const row = document.createElement('button');
    row.textContent = 'First row';
    let placed = 0;
    releases.push(waitForFirstChoice(() => (placed++, row.focus(), true)));
    content.prepend(row); // its first list came; another (the skeleton) is still loading
    expect(recoverFocus()).toBe(true);
    expect(placed).toBe(1);
    expect(document.activeElement).toBe(row);
    // A screen that has nothing to place yet leaves focus to wait on the skeleton.
    row.remove();
    releases.push(waitForFirstChoice(() => false));
    recoverFocus();
    expect(document.activeElement).toBe(skeleton);
  });

  it("a screen's release does not end the wait of the screen opened after it", () => {
    const { skeleton } = opening();
    const first = waitForFirstChoice(() => false);
    releases.push(waitForFirstChoice(() => false));
    first();
    expect(waitingScreen(document)).toBe(skeleton);
  });
});
