// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Place = typeof import('./placeFocus.ts');

/** Buttons with a size: happy-dom lays nothing out, and a box of 0 counts as not shown. */
function button(name: string, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = name;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  b.getBoundingClientRect = () => ({ left: 0, top: 0, right: 100, bottom: 50, width: 100, height: 50, x: 0, y: 0, toJSON: () => ({}) });
  return b;
}

describe('placing focus before the code that moves it has come', () => {
  let app: HTMLElement;
  let place: Place;
  beforeEach(async () => {
    vi.resetModules();
    place = await import('./placeFocus.ts');
    app = document.createElement('div');
    app.id = 'app';
    document.body.append(app);
  });
  afterEach(() => app.remove());

  it('focuses the screen’s [data-autofocus] item at once, and has it placed again by the full code when that comes', () => {
    const first = button('Menu');
    const card = button('First card', { 'data-autofocus': '' });
    app.append(first, card);
    expect(place.focusInitial()).toBe(true);
    expect(document.activeElement).toBe(card);
    const placed: HTMLElement[] = [];
    place.placeWith((el) => placed.push(el));
    expect(placed).toEqual([card]); // now scrolled into the safe area, remembered
    place.focusElement(first);
    expect(placed).toEqual([card, first]); // every later placement is the full code's
  });

  it('takes data-autofocus="false" (Preact\'s writing of `data-autofocus={false}`) as not asked for', () => {
    const back = button('Back');
    const newCode = button('Get a new code', { 'data-autofocus': 'false' });
    app.append(back, newCode);
    expect(place.focusInitial()).toBe(true);
    expect(document.activeElement).toBe(back);
  });

  it('does not place again what the viewer has left meanwhile', () => {
    const a = button('A', { 'data-focus-key': 'a' });
    const b = button('B');
    app.append(a, b);
    expect(place.focusByKey('a')).toBe(true);
    b.focus();
    const placed: HTMLElement[] = [];
    place.placeWith((el) => placed.push(el));
    expect(placed).toEqual([]);
  });

  it('falls back to the first shown focusable, and says so when there is none', () => {
    expect(place.focusInitial()).toBe(false);
    const hidden = button('Hidden');
    hidden.getBoundingClientRect = () => ({ left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
    const shown = button('Shown');
    app.append(hidden, shown);
    expect(place.focusInitial()).toBe(true);
    expect(document.activeElement).toBe(shown);
    expect(place.focusByKey('nowhere')).toBe(false);
  });
});
