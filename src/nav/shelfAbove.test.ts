// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { at, useLaidOutPage } from '../../testing/laidOutPage.ts';

/**
 * Up from a card of a shelf to a shorter shelf above: Home's Continue watching, often one card,
 * above "From your subscriptions". Cards are 100 px wide every 120 px, each shelf as wide as the
 * page's content (940 px); and beside them, Search's keyboard and its column of filters across
 * the screen. Boxes come from data attributes: happy-dom lays nothing out.
 */
function shelf(label: string, cards: number, top: number): HTMLElement[] {
  const section = at(document.createElement('section'), 0, top, 940, 100);
  section.setAttribute('data-nav-container', '');
  section.dataset.columns = String(cards);
  section.setAttribute('aria-label', label);
  const items = Array.from({ length: cards }, (_, i) => {
    const card = at(document.createElement('button'), i * 120, top);
    card.dataset.index = String(i);
    return card;
  });
  section.append(...items);
  document.getElementById('app')!.append(section);
  return items;
}

const focused = () => {
  const el = document.activeElement as HTMLElement;
  return `${el.closest('[aria-label]')?.getAttribute('aria-label')} ${el.dataset.index ?? el.textContent}`;
};

describe('Up from any card of a shelf', () => {
  useLaidOutPage();

  it('goes to the shelf above, however short, from every card (the fourth and on stayed put)', () => {
    shelf('Continue watching', 1, 0);
    const feed = shelf('From your subscriptions', 8, 200);
    for (const card of feed) {
      card.focus();
      expect(moveFocus('up'), `Up from card ${card.dataset.index}`).toBe(true);
      expect(focused()).toBe('Continue watching 0');
    }
  });

  it('to the card remembered there, if the viewer was on one', () => {
    const watching = shelf('Continue watching', 3, 0);
    const feed = shelf('From your subscriptions', 8, 200);
    watching[0]!.focus();
    feed[6]!.focus();
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Continue watching 0');
  });

  it('still never crosses the screen from one column to another: Down from the last filter stays', () => {
    const keyboard = at(document.createElement('div'), 416, 146, 504, 672);
    keyboard.setAttribute('data-nav-container', '');
    keyboard.setAttribute('aria-label', 'On-screen keyboard');
    const searchKey = at(document.createElement('button'), 668, 734, 244, 76);
    searchKey.textContent = 'Search';
    keyboard.append(at(document.createElement('button'), 416, 146, 76, 76), searchKey);
    const filters = at(document.createElement('div'), 1488, 111, 336, 552);
    filters.setAttribute('data-nav-container', '');
    filters.setAttribute('aria-label', 'Filters');
    const more = at(document.createElement('button'), 1488, 571, 300, 76);
    more.textContent = 'More filters';
    filters.append(at(document.createElement('button'), 1488, 111, 317, 76), more);
    document.getElementById('app')!.append(keyboard, filters);
    more.focus();
    expect(moveFocus('down')).toBe(false);
    expect(focused()).toBe('Filters More filters');
  });
});
