import type { PageSpill } from './pageSpill.ts';

/**
 * Items either side of the screen's window whose pages stay in memory: more than a page of 50, so
 * the page next to the window is always held, and a page read back from IndexedDB (a few ms) is
 * there long before the viewer's presses reach it.
 */
export const HOLD_MARGIN = 60;

type PageState = 'held' | 'spilling' | 'spilled' | 'restoring';

interface HeldPage {
  start: number;
  count: number;
  state: PageState;
  key: string;
}

/** The list's items as the holder sees them: a spilled item's slot is undefined. */
export interface HeldItems<T> {
  read(): readonly (T | undefined)[];
  write(items: (T | undefined)[]): void;
  /** A spilled page could not be read back: the list says so and offers Retry. */
  lost(): void;
}

let lists = 0;

/**
 * Keeps in memory only the pages of a list near the window the screen shows; the others wait in a
 * PageSpill and come back as the window nears them. Each page's state moves one way at a time
 * (held -> spilling -> spilled -> restoring -> held), and a page the window wants back while it is
 * being written simply stays held.
 */
export class PageHolder<T> {
  private readonly id = ++lists;
  private generation = 0;
  private pages: HeldPage[] = [];
  private window: { from: number; to: number } | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly spill: PageSpill,
    private readonly items: HeldItems<T>,
  ) {}

  /** The list starts again (a reload): the old pages' copies are dropped. */
  reset(): void {
    const old = this.pages.map((p) => p.key);
    this.generation++;
    this.pages = [];
    this.window = undefined;
    if (old.length) this.track(this.spill.drop(old).catch(() => undefined));
  }

  /** A page of `count` items was appended at `start`. */
  added(start: number, count: number): void {
    this.pages.push({ start, count, state: 'held', key: `${this.id}:${this.generation}:${this.pages.length}` });
    if (this.window) this.keepNear(this.window.from, this.window.to);
  }

  /** The screen shows items [from, to): hold the pages near them, spill the others. */
  keepNear(from: number, to: number): void {
    this.window = { from, to };
    for (const page of this.pages) {
      const near = page.start < to + HOLD_MARGIN && page.start + page.count > from - HOLD_MARGIN;
      if (near && page.state === 'spilling') page.state = 'held';
      else if (near && page.state === 'spilled') this.restore(page);
      else if (!near && page.state === 'held') this.spillPage(page);
    }
  }

  /** Resolves once no page is being written or read (tests wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    const done: Promise<unknown> = work.then(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  }

  private spillPage(page: HeldPage): void {
    const generation = this.generation;
    page.state = 'spilling';
    const copy = this.items.read().slice(page.start, page.start + page.count);
    this.track(this.spill.put(page.key, copy).then(
      () => {
        // Wanted back meanwhile, or the list started again: keep what is in memory.
        if (generation !== this.generation || page.state !== 'spilling') return;
        page.state = 'spilled';
        this.fill(page, new Array<undefined>(page.count).fill(undefined));
      },
      () => {
        // IndexedDB refused (full, private mode): the page stays in memory.
        if (generation === this.generation && page.state === 'spilling') page.state = 'held';
      },
    ));
  }

  private restore(page: HeldPage): void {
    const generation = this.generation;
    page.state = 'restoring';
    this.track(this.spill.get(page.key).then(
      (items) => {
        if (generation !== this.generation) return;
        page.state = 'held';
        this.fill(page, items as T[]);
        // The window may have moved on while the page was read.
        if (this.window) this.keepNear(this.window.from, this.window.to);
      },
      () => {
        if (generation !== this.generation) return;
        page.state = 'spilled';
        this.items.lost();
      },
    ));
  }

  private fill(page: HeldPage, slots: readonly (T | undefined)[]): void {
    const next = this.items.read().slice();
    for (let i = 0; i < page.count; i++) next[page.start + i] = slots[i];
    this.items.write(next);
  }
}
