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

/*
 * A screen's own news (the sign-in code) comes after its name: the shell says the name once the
 * screen's h1 is drawn, which on a first start came after the code had been said ("Go to … enter
 * the code …", then "Sign in to tenfoot"). While a new screen's name is due, such news waits for
 * it, a second at most.
 */
let held: string[] | undefined;
let heldTimer: ReturnType<typeof setTimeout> | undefined;

/** The shell: a new screen's name is to be said. What the last screen still held is dropped: it left unsaid. */
export function holdForHeading(): void {
  held = [];
  clearTimeout(heldTimer);
  heldTimer = undefined;
}

/** The shell: the screen's name was said (or will not be): what waited for it is said now. */
export function releaseHeld(): void {
  const waiting = held ?? [];
  held = undefined;
  clearTimeout(heldTimer);
  heldTimer = undefined;
  for (const text of waiting) announce(text);
}

/** Said after the screen's name when that is still due, else at once. */
export function announceAfterHeading(text: string): void {
  if (!held) return announce(text);
  held.push(text);
  heldTimer ??= setTimeout(releaseHeld, 1000);
}
