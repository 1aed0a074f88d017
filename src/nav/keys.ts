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
  | 'blue';

/**
 * One table for every platform (FACTS.md, Remote-control keys): Tizen, webOS, Fire TV, Xbox and
 * desktop. Old TV engines give only `keyCode`, newer ones `key`; both are looked up.
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
