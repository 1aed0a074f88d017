import { describe, expect, it } from 'vitest';
import { commandFor } from './keys.ts';

describe('remote key table', () => {
  it.each([
    [{ keyCode: 10009 }, 'back'], // Tizen
    [{ keyCode: 461 }, 'back'], // webOS
    [{ keyCode: 4 }, 'back'], // Fire TV
    [{ key: 'GamepadB' }, 'back'], // Xbox
    [{ key: 'Escape' }, 'back'],
    [{ key: 'GamepadA' }, 'ok'],
    [{ keyCode: 195 }, 'ok'],
    [{ key: 'Enter' }, 'ok'],
    [{ keyCode: 37 }, 'left'],
    [{ key: 'ArrowDown' }, 'down'],
    [{ keyCode: 427 }, 'pageUp'],
    [{ keyCode: 428 }, 'pageDown'],
    [{ key: 'PageDown' }, 'pageDown'],
    [{ keyCode: 403 }, 'red'],
    [{ keyCode: 406 }, 'blue'],
  ] as const)('%j -> %s', (event, command) => {
    expect(commandFor(event)).toBe(command);
  });

  it('Backspace is Back only outside a text field', () => {
    expect(commandFor({ key: 'Backspace', target: null })).toBe('back');
    const input = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    expect(commandFor({ key: 'Backspace', target: input })).toBeUndefined();
  });

  it('ignores keys it does not know', () => {
    expect(commandFor({ key: 'a', keyCode: 65 })).toBeUndefined();
  });
});
