import type { Page } from '@playwright/test';
import { pressKeys } from './searchOnTv.ts';

/**
 * Home, Channel and Library, each opened by keys from Home's first card, as a viewer does, and the
 * shelf of each that a key-press bench walks along (bench/shelves.ts, bench/tools/compareBuilds.ts).
 */
export interface ShelfScreen {
  name: string;
  /** The shelf walked along, by its title (aria-label). */
  shelf: string;
  /** From Home's first card to the shelf's first card, focused. */
  open(tv: Page): Promise<void>;
}

/** Where focus is shown, once the last press has painted: its shelf's title and its index there. */
export function focusedCard(tv: Page): Promise<{ shelf: string | null; index: number; cards: number }> {
  return tv.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            const el = document.activeElement as HTMLElement | null;
            const shelf = el?.closest<HTMLElement>('section.shelf');
            resolve({ shelf: shelf?.getAttribute('aria-label') ?? null, index: Number(el?.dataset.index ?? -1), cards: Number(shelf?.dataset.columns ?? 0) });
          }, 0),
        ),
      ),
  );
}

/**
 * Polls until the shelf's first card is focused (the app's CSP refuses waitForFunction's eval):
 * Left along the shelf once focus is in it; `into`, now and then, while focus is outside every shelf.
 */
async function untilOnFirstCard(tv: Page, shelf: string, into?: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const at = await focusedCard(tv);
    if (at.shelf === shelf && at.index === 0) return;
    if (at.shelf === shelf) await pressKeys(tv, 'ArrowLeft');
    else if (into && at.shelf === null && i % 5 === 4) await pressKeys(tv, into);
    await tv.waitForTimeout(100);
  }
  throw new Error(`focus never reached the first card of "${shelf}" (it is on ${JSON.stringify(await focusedCard(tv))})`);
}

export const HOME: ShelfScreen = {
  name: 'Home',
  shelf: 'From your subscriptions',
  open: (tv) => untilOnFirstCard(tv, HOME.shelf),
};

export const LIBRARY: ShelfScreen = {
  name: 'Library',
  shelf: 'Your playlists',
  async open(tv) {
    await pressKeys(tv, 'ArrowLeft', 2);
    await pressKeys(tv, 'ArrowDown', 2); // Home -> Library in the menu
    await pressKeys(tv, 'Enter');
    await tv.getByTestId('library-screen').waitFor();
    await untilOnFirstCard(tv, LIBRARY.shelf);
  },
};

/** The channel of Home's first video: OK on the card, Right to Go to channel, OK, Down to its uploads. */
export const CHANNEL: ShelfScreen = {
  name: 'Channel',
  shelf: 'Uploads',
  async open(tv) {
    await pressKeys(tv, 'Enter');
    await tv.getByTestId('video-screen').waitFor();
    for (let i = 0; i < 8; i++) {
      await tv.waitForTimeout(100);
      if (await tv.evaluate(() => document.activeElement?.getAttribute('data-focus-key') === 'go-to-channel')) break;
      await pressKeys(tv, 'ArrowRight');
    }
    await pressKeys(tv, 'Enter');
    await tv.getByTestId('channel-screen').getByTestId('card').first().waitFor();
    await untilOnFirstCard(tv, CHANNEL.shelf, 'ArrowDown');
  },
};

export const SHELF_SCREENS = [HOME, CHANNEL, LIBRARY] as const;

/**
 * The walk goes no further right than the cards loaded when it starts (Home's first page is 20):
 * a press at a last card whose next page is still coming stays there, and the walk, which does
 * not read focus per press, would lose its count.
 */
export const MOST_CARDS = 20;

/**
 * A walk along the shelf focus is on, from its first card, over its cards (at most MOST_CARDS),
 * once they have come: focus can reach a shelf's leading card (Library's "Create playlist")
 * before the list behind it, and a walk counted then went along 1 card (a bench of 2026-12-01).
 * The count is read until it holds for half a second, for 5 s at most.
 */
export async function walkFromHere(tv: Page): Promise<Bounce> {
  let cards = (await focusedCard(tv)).cards;
  for (let held = 0, i = 0; held < 2 && i < 20; i++) {
    await tv.waitForTimeout(250);
    const now = (await focusedCard(tv)).cards;
    held = now === cards ? held + 1 : 0;
    cards = now;
  }
  return new Bounce(Math.min(MOST_CARDS, cards));
}

/** A warning when focus is not where the walk counted it (figures after that are not along the shelf). */
export async function strayed(tv: Page, walk: Bounce, name: string): Promise<string | undefined> {
  const at = await focusedCard(tv);
  return at.index === walk.position ? undefined : `${name}: focus on card ${at.index} of "${at.shelf}", the walk on card ${walk.position}; figures after this are not along the shelf`;
}

/**
 * Presses along a row of `cards` and back, as a viewer browsing a shelf: Right to its last card,
 * Left to its first, again. The next key depends only on where the walk is, so the harness needs
 * no read of focus per press (a read would be a round trip inside the pace).
 */
export class Bounce {
  private at = 0;
  private step = 1;
  constructor(readonly cards: number) {}
  /** The key of the next press, and the card it moves to. */
  next(): string {
    if (this.cards < 2) return 'ArrowRight';
    if (this.at + this.step < 0 || this.at + this.step >= this.cards) this.step = -this.step;
    this.at += this.step;
    return this.step > 0 ? 'ArrowRight' : 'ArrowLeft';
  }
  /** The card the walk is on. */
  get position(): number {
    return this.at;
  }
}
