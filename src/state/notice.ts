import { signal } from '@preact/signals';
import { announce } from './announce.ts';

export interface Notice {
  kind: 'info' | 'warning';
  text: string;
}

/**
 * A one-line message for the viewer about what just happened (signed out, access removed, a video
 * added to a playlist). It belongs to the screen it was raised on (src/screens/ScreenNotice.tsx).
 */
export const notice = signal<Notice | undefined>(undefined);

export function notify(text: string, kind: Notice['kind'] = 'info'): void {
  notice.value = { kind, text };
  // Said by the shell's live region (the notice on screen is not one: it would be said twice).
  announce(text);
}
