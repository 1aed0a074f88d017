import { signal } from '@preact/signals';

/**
 * What the shell's one polite live region (src/App.tsx) says: screen changes ("Library"), a list
 * loaded ("20 videos loaded"), notices, the sign-in code. Screens and state write it; the region
 * only renders it. The last few stay in the region, each its own node, so a reader says what was
 * added (a notice and the screen after it) and never the whole region again.
 */
export interface Announcement {
  id: number;
  text: string;
}

export const announcements = signal<readonly Announcement[]>([]);

const KEPT = 3;
let nextId = 0;

export function announce(text: string): void {
  const words = text.trim();
  if (!words) return;
  announcements.value = [...announcements.peek().slice(1 - KEPT), { id: ++nextId, text: words }];
}

/** The newest announcement's words (tests, and not saying the same thing twice in a row). */
export function lastAnnounced(): string | undefined {
  const list = announcements.peek();
  return list[list.length - 1]?.text;
}

