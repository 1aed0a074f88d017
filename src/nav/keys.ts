/** What a remote key means to the app, whatever the platform. */
export type Command =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'ok'
  | 'back'
  | 'pageUp'
  | 'pageDown'
  | 'red'
  | 'green'
  | 'yellow'
  | 'blue'
  | 'playPause'
  | 'play'
  | 'pause'
  | 'stop'
  | 'rewind'
  | 'fastForward'
  | 'nextTrack'
  | 'previousTrack';

/**
 * One table for every platform: Tizen, webOS, Fire TV, Xbox and desktop. Old TV engines give only
 * `keyCode`, newer ones `key`; both are looked up. Sources: Samsung's "Remote Control" guide (Tizen
 * key names and codes), LG's "Magic Remote" guide (webOS codes), Amazon's "Supporting Controllers
 * in Web Apps" (Fire TV codes), Microsoft's "Virtual-Key Codes" (desktop media keys) and the W3C
 * UI Events KeyboardEvent key values (`key` names).
 * Media keys have no default handling (src/nav/remote.ts): the player claims them with onCommand.
 */
const BY_KEY_CODE: Readonly<Record<number, Command>> = {
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'ok',
  195: 'ok', // Xbox GamepadA
  10009: 'back', // Tizen XF86Back
  461: 'back', // webOS
  4: 'back', // Fire TV
  27: 'back', // Escape, Xbox Back
  196: 'back', // Xbox GamepadB
  8: 'back', // Backspace (only outside text input, see below)
  427: 'pageUp', // Tizen channel up
  428: 'pageDown',
  33: 'pageUp', // webOS channel up, desktop PageUp
  34: 'pageDown',
  403: 'red',
  404: 'green',
  405: 'yellow',
  406: 'blue',
  415: 'play', // webOS Play, Tizen MediaPlay
  19: 'pause', // webOS Pause, Tizen MediaPause (also a keyboard's Pause key)
  413: 'stop', // webOS Stop, Tizen MediaStop
  412: 'rewind', // webOS Rewind, Tizen MediaRewind
  417: 'fastForward', // webOS Fast-forward, Tizen MediaFastForward
  10252: 'playPause', // Tizen MediaPlayPause
  10233: 'nextTrack', // Tizen MediaTrackNext (Fast Forward held)
  10232: 'previousTrack', // Tizen MediaTrackPrevious (Rewind held)
  179: 'playPause', // VK_MEDIA_PLAY_PAUSE; Fire TV Play/Pause
  178: 'stop', // VK_MEDIA_STOP
  176: 'nextTrack', // VK_MEDIA_NEXT_TRACK
  177: 'previousTrack', // VK_MEDIA_PREV_TRACK
  227: 'rewind', // Fire TV Rewind
  228: 'fastForward', // Fire TV Fast Forward
};

const BY_KEY: Readonly<Record<string, Command>> = {
  ArrowLeft: 'left',
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  Left: 'left', // old engines' names
  Up: 'up',
  Right: 'right',
  Down: 'down',
  Enter: 'ok',
  GamepadA: 'ok',
  Escape: 'back',
  Esc: 'back',
  Backspace: 'back',
  GamepadB: 'back',
  GoBack: 'back',
  BrowserBack: 'back',
  XF86Back: 'back',
  GamepadDPadLeft: 'left',
  GamepadDPadUp: 'up',
  GamepadDPadRight: 'right',
  GamepadDPadDown: 'down',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
  ChannelUp: 'pageUp',
  ChannelDown: 'pageDown',
  ColorF0Red: 'red',
  ColorF1Green: 'green',
  ColorF2Yellow: 'yellow',
  ColorF3Blue: 'blue',
  MediaPlayPause: 'playPause',
  MediaPlay: 'play',
  MediaPause: 'pause',
  MediaStop: 'stop',
  MediaRewind: 'rewind',
  MediaFastForward: 'fastForward',
  MediaTrackNext: 'nextTrack',
  MediaTrackPrevious: 'previousTrack',
  MediaNextTrack: 'nextTrack', // old Edge/IE names (MDN, "Key values for keyboard events")
  MediaPreviousTrack: 'previousTrack',
  Play: 'play', // UI Events' general Play/Pause keys: some engines send them for the remote's
  Pause: 'pause',
};

function isTextInput(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable;
}

export interface KeyLike {
  key?: string;
  keyCode?: number;
  target?: EventTarget | null;
}

export function commandFor(event: KeyLike): Command | undefined {
  const byKey = event.key ? BY_KEY[event.key] : undefined;
  const command = byKey ?? (event.keyCode !== undefined ? BY_KEY_CODE[event.keyCode] : undefined);
  // Backspace deletes text inside a field; only outside one does it mean Back.
  if (command === 'back' && (event.key === 'Backspace' || event.keyCode === 8) && isTextInput(event.target ?? null)) return undefined;
  return command;
}
