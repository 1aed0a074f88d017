// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { at, button, useLaidOutPage } from '../../testing/laidOutPage.ts';
import { afterPaint } from './frames.ts';

/** A menu rail at the screen's left (`data-nav-side="left"`), its entries 150 px apart, the one at `here` for the screen on show. */
function rail(names: string[], here: number): { menu: HTMLElement; entries: HTMLElement[] } {
  const menu = document.createElement('nav');
  menu.setAttribute('data-nav-container', '');
  menu.dataset.navSide = 'left';
  const entries = names.map((name, i) => at(button(name), 50, 100 + i * 150, 200, 60));
  entries[here]!.setAttribute('aria-current', 'page');
  menu.append(...entries);
  return { menu, entries };
}

/**
 * The menu, a rail at the screen's left (`data-nav-side="left"`), beside a page of two rows of
 * cards, the second slid on so its first cards lie left of the screen (and of the menu). Boxes
 * come from data attributes: happy-dom lays nothing out.
 */
function page(): { menu: HTMLElement; entries: HTMLElement[]; rows: HTMLElement[][] } {
  const app = document.getElementById('app')!;
  const { menu, entries } = rail(['Home', 'Library', 'Search', 'Ada'], 0);
  const rows = [0, 1].map((r) => {
    const section = document.createElement('section');
    section.setAttribute('data-nav-container', '');
    section.dataset.columns = '8';
    // The second row has slid on by five cards: its first five lie left of the screen.
    const shift = r === 1 ? -5 * 320 : 0;
    const cards = Array.from({ length: 8 }, (_, i) => {
      const card = at(button(`row ${r} card ${i}`), 300 + shift + i * 320, 100 + r * 300, 300, 250);
      card.dataset.index = String(i);
      return card;
    });
    section.append(...cards);
    return cards;
  });
  // A card slid wholly out to the left of the menu's entries, though not of the window, and a
  // button below the menu's last entry.
  const slidAway = at(button('slid away'), -250, 100, 290, 60);
  const below = at(button('below'), 50, 800, 200, 60);
  app.append(menu, ...rows.map((cards) => cards[0]!.parentElement!), slidAway, below);
  return { menu, entries, rows };
}

const focused = () => document.activeElement?.textContent;

describe('the menu rail', () => {
  useLaidOutPage();

  it('holds focus at its edges: Left, Up at the first entry and Down at the last go nowhere', () => {
    const { entries } = page();
    entries[0]!.focus();
    expect(moveFocus('left')).toBe(false);
    expect(moveFocus('up')).toBe(false);
    expect(focused()).toBe('Home');
    entries[3]!.focus();
    expect(moveFocus('down')).toBe(false);
    expect(focused()).toBe('Ada');
  });

  it('is left by Right back to where the viewer was on the page', () => {
    const { rows } = page();
    rows[0]![0]!.focus();
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Home');
    expect(moveFocus('down')).toBe(true);
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('Search'); // level with the second row
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('row 0 card 0');
  });

  it('with nothing to go back to, is left by Right to the row level with the entry, on the card the row shows first', () => {
    const { entries } = page();
    entries[2]!.focus(); // level with the second row, whose first shown card is its sixth
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('row 1 card 5');
  });

  it('opens on the screen on show, even after the viewer passed another entry and went back to the page', async () => {
    const { entries, rows } = page();
    rows[0]![0]!.focus();
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Home');
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('Library');
    await new Promise<void>((resolve) => afterPaint(resolve));
    expect(moveFocus('right')).toBe(true);
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Home');
    expect(entries[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('is entered, from an item in no group of its own level with another entry, at the entry for the screen on show', () => {
    const { menu, entries } = rail(['Home', 'Library', 'Search', 'Settings'], 1);
    // Low on a video's page: a button straight across from Settings, in no group.
    const low = at(button('Add to playlist'), 400, 550, 300, 60);
    document.getElementById('app')!.append(menu, low);
    low.focus();
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Library');
    // With no entry marked (a screen of no section), the nearest.
    entries[1]!.removeAttribute('aria-current');
    low.focus();
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Settings');
  });
});
