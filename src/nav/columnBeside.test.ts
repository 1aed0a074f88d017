// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moveFocus } from './focus.ts';
import { buttonIn, navGroup, useLaidOutPage } from '../../testing/laidOutPage.ts';

/**
 * The playlist form at 1080p, as laid out: the on-screen keyboard (a `data-nav-remember` group,
 * its Clear and Create keys on its last row), and beside it a shorter column: the privacy choices
 * (a group) and under them the form's button (a group of its own). The keyboard reaches higher and
 * lower than the button. Boxes come from data attributes: happy-dom lays nothing out.
 */

function form() {
  const fields = navGroup('Fields', 416, 136, 1408, 120);
  buttonIn(fields, 'Title', 416, 136, 680, 120);
  buttonIn(fields, 'Description', 1120, 136, 680, 120);
  const keyboard = navGroup('On-screen keyboard', 416, 280, 504, 671, true);
  const letters = 'abcdef'.split('').map((ch, i) => buttonIn(keyboard, ch, 416 + i * 84, 280, 76, 76));
  // The rows between, level with the privacy choices and the button.
  for (let r = 1; r <= 6; r++) for (let c = 0; c < 6; c++) buttonIn(keyboard, `key ${r},${c}`, 416 + c * 84, 280 + r * 84, 76, 76);
  const clear = buttonIn(keyboard, 'Clear', 416, 867, 244, 76);
  const create = buttonIn(keyboard, 'Create', 668, 867, 244, 76);
  const privacy = navGroup('Who can see it', 968, 280, 384, 341);
  const choices = ['Private', 'Unlisted', 'Public'].map((name, i) => buttonIn(privacy, name, 968, 325 + i * 103, 384, 91));
  const actions = navGroup('Actions', 968, 645, 384, 106);
  const submit = buttonIn(actions, 'Create playlist', 968, 645, 326, 82);
  return { letters, clear, create, choices, submit };
}

const focused = () => document.activeElement?.textContent;

describe('a shorter column beside the on-screen keyboard (the playlist form)', () => {
  useLaidOutPage();

  it('holds focus below its button: Down there stays, never up to the key last left in the keyboard', () => {
    const { letters, submit } = form();
    letters[5]!.focus(); // "f", the top row's last key: Right from it goes to the column
    expect(moveFocus('right')).toBe(true);
    expect(focused()).toBe('Private');
    expect(moveFocus('down')).toBe(true);
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('Public');
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('Create playlist');
    const moved = moveFocus('down');
    expect(focused()).toBe('Create playlist'); // not "f", the key last left in the keyboard
    expect(moved).toBe(false);
    expect(document.activeElement).toBe(submit);
  });

  it('holds focus at its right edge, and Up and Left still leave the button', () => {
    const { letters, choices, submit } = form();
    letters[5]!.focus();
    for (const el of [...choices, submit]) {
      el.focus();
      expect(moveFocus('right'), `Right from ${el.textContent}`).toBe(false);
      expect(document.activeElement).toBe(el);
    }
    expect(moveFocus('up')).toBe(true);
    expect(focused()).toBe('Public');
    submit.focus();
    expect(moveFocus('left')).toBe(true);
    expect(focused()).toBe('f'); // back into the keyboard, on the key left there
  });

  it('is still reached sideways from the keyboard\'s lower rows, and the keyboard still entered by Down from above it', () => {
    const { create, submit } = form();
    create.focus();
    expect(moveFocus('right')).toBe(true);
    expect(document.activeElement).toBe(submit);
    document.querySelector<HTMLElement>('button')!.focus(); // the title field
    expect(moveFocus('down')).toBe(true);
    expect(focused()).toBe('Create'); // the key last left in the keyboard
  });
});
