// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { at, useLaidOutPage } from '../../testing/laidOutPage.ts';

/**
 * An arrow past the last loaded card of a list whose next page is coming (issue 28 C): Home's
 * first shelf above a second one, each card laid out 100 px wide every 120 px, the second shelf
 * 200 px lower. Boxes come from the cards' data attributes: happy-dom lays nothing out.
 */
function shelf(label: string, cards: number, top: number, more?: 'right'): HTMLElement {
  const section = document.createElement('section');
  section.setAttribute('data-nav-container', '');
  section.dataset.columns = String(cards);
  if (more) section.dataset.more = more;
  section.setAttribute('aria-label', label);
  const track = document.createElement('div');
  section.append(track);
  for (let i = 0; i < cards; i++) addCard(section, i, top);
  return section;
}

function addCard(section: HTMLElement, index: number, top: number): HTMLElement {
  const card = document.createElement('button');
  card.dataset.index = String(index);
  at(card, index * 120, top);
  section.firstElementChild!.append(card);
  section.dataset.columns = String(section.firstElementChild!.children.length);
  return card;
}

const focused = () => {
  const el = document.activeElement as HTMLElement;
  return `${el.closest('section')?.getAttribute('aria-label')} ${el.dataset.index}`;
};

describe('Right at the last loaded card of a row', () => {
  useLaidOutPage();

  it('waits there while the next page is coming, and goes on into it once it is in', () => {
    const first = shelf('From your subscriptions', 3, 0, 'right');
    document.getElementById('app')!.append(first, shelf('Your recent activity', 6, 200));
    (first.querySelector('[data-index="2"]') as HTMLElement).focus();
    expect(moveFocus('right')).toBe(true);
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('From your subscriptions 2');
    addCard(first, 3, 0);
    moveFocus('right');
    expect(focused()).toBe('From your subscriptions 3');
  });

  it('without a next page coming, Right at the last card stays there too: sideways presses keep to their row', () => {
    // The shelf below has cards further right: the press used to land there.
    const first = shelf('From your subscriptions', 3, 0);
    document.getElementById('app')!.append(first, shelf('Your recent activity', 6, 200));
    (first.querySelector('[data-index="2"]') as HTMLElement).focus();
    expect(moveFocus('right')).toBe(false);
    expect(focused()).toBe('From your subscriptions 2');
  });

  it('Down still leaves a row whose next page is coming', () => {
    const first = shelf('From your subscriptions', 3, 0, 'right');
    document.getElementById('app')!.append(first, shelf('Your recent activity', 6, 200));
    (first.querySelector('[data-index="2"]') as HTMLElement).focus();
    moveFocus('down');
    expect(focused()).toMatch(/^Your recent activity /);
  });
});
