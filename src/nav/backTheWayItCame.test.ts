// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { at, button, useLaidOutPage } from '../../testing/laidOutPage.ts';

/**
 * Settings at 1080p, as laid out: the language chips in two rows (four, then three), and under
 * them the text sizes, then Reduce motion, each a group of its own. Boxes from data attributes.
 */
function group(label: string, left: number, top: number, width: number, height: number, chips: [string, number, number][]): HTMLButtonElement[] {
  const div = at(document.createElement('div'), left, top, width, height);
  div.setAttribute('data-nav-container', '');
  div.setAttribute('aria-label', label);
  document.getElementById('app')!.append(div);
  return chips.map(([text, x, y]) => {
    const b = at(button(text), x, y, text.length > 4 ? 327 : 144, 76);
    div.append(b);
    return b;
  });
}

function settings() {
  const languages = group('Language', 416, 177, 1370, 160, [
    ['Automatic', 416, 177],
    ['English', 771, 177],
    ['Deutsch', 1115, 177],
    ['Español', 1459, 177],
    ['Japanese', 416, 261],
    ['Hindi', 761, 261],
    ['Arabic', 1105, 261],
  ]);
  const sizes = group('Text size', 416, 407, 465, 76, [
    ['100%', 416, 407],
    ['125%', 577, 407],
    ['150%', 738, 407],
  ]);
  const motion = group('Reduce motion', 416, 553, 234, 76, [
    ['Off', 416, 553],
    ['On', 542, 553],
  ]);
  return { languages, sizes, motion };
}

const focused = () => document.activeElement?.textContent;

/** Settings laid out, and Down from Arabic: focus on 150 %, the press to go straight back from. */
function downFromArabic() {
  const page = settings();
  page.languages[6]!.focus();
  expect(moveFocus('down')).toBe(true);
  expect(focused()).toBe('150%');
  return page;
}

describe('an arrow straight back the way focus came', () => {
  useLaidOutPage();

  it('returns to the item left in the group above, not the nearest one from here', () => {
    const { languages } = settings();
    languages[6]!.focus(); // Arabic
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('150%');
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Arabic');
    // And down again: to where that press went before.
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('150%');
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('On');
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('150%');
  });

  it('only straight back: once focus moved on, the nearest wins again', () => {
    downFromArabic();
    expect(moveFocus('left')).toBe(true);
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('150%');
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Japanese'); // the first of the chips above it, as with no press before
  });

  it('not once focus went elsewhere by other means (OK on something, a pointer)', () => {
    const { languages, sizes } = downFromArabic();
    languages[5]!.focus(); // Hindi, then back to 150 % without an arrow
    sizes[2]!.focus();
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Japanese');
  });

  it('not when the item left no longer lies the way pressed (the page moved since)', () => {
    const { languages } = downFromArabic();
    at(languages[6]!, 1105, 700, 327, 76); // now below 150 %
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Japanese');
  });

  it('not once the page was laid out again across (a new text size moved the chips)', () => {
    const { languages, sizes } = downFromArabic();
    // 150 % chosen: the chips grow, three a line; on the third, Hindi right above 150 % and Arabic
    // beside it, further across than it was.
    at(languages[0]!.parentElement!, 416, 145, 1370, 290);
    languages.forEach((chip, i) => at(chip, 416 + (i % 3) * 450, 145 + Math.floor(i / 3) * 100, 420, 90));
    at(languages[5]!, 866, 345, 420, 90); // Hindi
    at(languages[6]!, 1316, 345, 420, 90); // Arabic
    at(sizes[0]!.parentElement!, 416, 480, 700, 90);
    at(sizes[2]!, 900, 480, 200, 90);
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Hindi');
  });

  it('still after a scroll up or down, which moves both alike', () => {
    const { languages, sizes } = downFromArabic();
    at(languages[6]!, 1105, 61, 327, 76);
    at(sizes[2]!, 738, 291, 144, 76);
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Arabic');
  });

  it('not when the item left is gone', () => {
    const { languages } = downFromArabic();
    languages[6]!.remove();
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Japanese');
  });
});
