// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { buttonIn, navGroup, useLaidOutPage } from '../../testing/laidOutPage.ts';

/**
 * Search at 1080p, as laid out: the on-screen keyboard (a `data-nav-remember` group), beside it the
 * suggestions (here one recent search, at the top), and beyond them the filters, a chip level with
 * each of the keyboard's rows. Boxes come from data attributes: happy-dom lays nothing out.
 */

function search() {
  const keyboard = navGroup('On-screen keyboard', 416, 146, 496, 664, true);
  const rowEnds = [0, 1, 2, 3, 4, 5].map((r) => {
    for (let c = 0; c < 5; c++) buttonIn(keyboard, `key ${r},${c}`, 416 + c * 84, 146 + r * 84, 76, 76);
    return buttonIn(keyboard, `row ${r} end`, 836, 146 + r * 84, 76, 76);
  });
  const suggestions = navGroup('Recent searches', 1040, 112, 416, 76);
  const recent = buttonIn(suggestions, 'Trail Mix', 1040, 112, 416, 76);
  const filters = navGroup('Filters', 1488, 112, 328, 544);
  const chips = ['Show: Videos', 'Sort: Relevance', 'Topic: Any', 'HD only', 'Captions only', 'More filters'].map((name, i) => buttonIn(filters, name, 1488, 112 + i * 92, 328, 76));
  // Results of an earlier search under the keyboard: a row of cards, its third card between the
  // keyboard and the filters, across the screen, but below, not beside.
  const results = navGroup('Results', 416, 880, 1400, 200, true);
  for (let i = 0; i < 4; i++) buttonIn(results, `result ${i}`, 416 + i * 352, 880, 320, 180);
  return { rowEnds, recent, chips };
}

const focused = () => document.activeElement?.textContent;

describe('a shorter column between the keyboard and the filters (Search\'s suggestions)', () => {
  useLaidOutPage();

  it('is entered by Right from every row of the keyboard, not skipped for the filter level with it', () => {
    const { rowEnds } = search();
    for (const end of rowEnds) {
      end.focus();
      expect(moveFocus('right'), `Right from ${end.textContent}`).toBe(true);
      expect(focused(), `Right from ${end.textContent}`).toBe('Trail Mix');
    }
  });

  it('with no suggestions, Right goes to the filters, never down to a result between them', () => {
    const { rowEnds, recent } = search();
    recent.remove();
    for (const end of rowEnds) {
      end.focus();
      expect(moveFocus('right'), `Right from ${end.textContent}`).toBe(true);
      expect(document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label'), `Right from ${end.textContent}`).toBe('Filters');
    }
  });

  it('and Right from it goes on to the filters, Left from the filters comes back to it', () => {
    const { recent, chips } = search();
    recent.focus();
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('Show: Videos');
    chips[2]!.focus(); // Topic: Any, level with the keyboard's third row
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('Trail Mix');
  });
});
