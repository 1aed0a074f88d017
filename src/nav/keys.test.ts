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

  describe('media keys', () => {
    it.each([
      // By key name (W3C UI Events key values), whatever the platform.
      [{ key: 'MediaPlayPause' }, 'playPause'],
      [{ key: 'MediaPlay' }, 'play'],
      [{ key: 'MediaPause' }, 'pause'],
      [{ key: 'MediaStop' }, 'stop'],
      [{ key: 'MediaRewind' }, 'rewind'],
      [{ key: 'MediaFastForward' }, 'fastForward'],
      [{ key: 'MediaTrackNext' }, 'nextTrack'],
      [{ key: 'MediaTrackPrevious' }, 'previousTrack'],
      [{ key: 'MediaNextTrack' }, 'nextTrack'], // old Edge
      [{ key: 'MediaPreviousTrack' }, 'previousTrack'],
      [{ key: 'Play' }, 'play'],
      [{ key: 'Pause' }, 'pause'],
      // By key code: webOS and Tizen.
      [{ keyCode: 415 }, 'play'],
      [{ keyCode: 19 }, 'pause'],
      [{ keyCode: 413 }, 'stop'],
      [{ keyCode: 412 }, 'rewind'],
      [{ keyCode: 417 }, 'fastForward'],
      // Tizen only.
      [{ keyCode: 10252 }, 'playPause'],
      [{ keyCode: 10233 }, 'nextTrack'],
      [{ keyCode: 10232 }, 'previousTrack'],
      // Windows / desktop Chromium media keys; 179 is also Fire TV Play/Pause.
      [{ keyCode: 179 }, 'playPause'],
      [{ keyCode: 178 }, 'stop'],
      [{ keyCode: 176 }, 'nextTrack'],
      [{ keyCode: 177 }, 'previousTrack'],
      // Fire TV.
      [{ keyCode: 227 }, 'rewind'],
      [{ keyCode: 228 }, 'fastForward'],
    ] as const)('%j -> %s', (event, command) => {
      expect(commandFor(event)).toBe(command);
    });

    it('the key name wins over the code, as for every key', () => {
      expect(commandFor({ key: 'MediaPlayPause', keyCode: 179 })).toBe('playPause');
      expect(commandFor({ key: 'MediaTrackNext', keyCode: 10233 })).toBe('nextTrack');
    });

    it('leave the navigation keys as they were (no code taken twice)', () => {
      expect(commandFor({ keyCode: 4 })).toBe('back'); // Fire TV Back, not a media key
      expect(commandFor({ keyCode: 8 })).toBe('back');
      expect(commandFor({ keyCode: 13 })).toBe('ok');
      expect(commandFor({ keyCode: 195 })).toBe('ok');
      expect(commandFor({ keyCode: 196 })).toBe('back');
      expect(commandFor({ keyCode: 33 })).toBe('pageUp');
    });
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
