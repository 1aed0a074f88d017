import type { Page } from '@playwright/test';
import { percentile } from './keyFrames.ts';

/**
 * The browser's own figure for a key press (Event Timing, as INP counts it): from the keydown to
 * the next paint after its handlers, in ms, for every keydown the page saw. Read per block of
 * presses beside the trace-based figure of keyFrames.ts: the trace counts the main thread's work,
 * this one what the viewer waits for, the wait for the display's next frame included.
 *
 * The browser reports only entries of 16 ms or more (its lowest durationThreshold), and rounds
 * every duration to 8 ms: a press it did not report took at most 8 ms, as it would report it.
 */
export const THRESHOLD_MS = 16;
/** The duration an unreported press is counted with: the largest rounded duration under THRESHOLD_MS. */
export const UNREPORTED_MS = 8;

/** What a block of presses came to: the share over 16 ms, and p50 and p95 of keydown -> next paint. */
export interface EventTimingFigures {
  presses: number;
  /** Presses the browser reported (16 ms or more). */
  reported: number;
  /** Share of presses over 16 ms, 0-1 (a reported 16 stands for 12-20 ms, and is not counted). */
  over16: number;
  p50: number;
  p95: number;
}

/**
 * Summarises the reported keydown durations of `presses` presses: those not reported count as
 * UNREPORTED_MS. More durations than presses (a key the harness did not count) keep the longest.
 */
export function eventTimingFigures(durations: readonly number[], presses: number): EventTimingFigures {
  const reported = [...durations].sort((a, b) => b - a).slice(0, presses);
  const all = [...reported, ...Array.from({ length: presses - reported.length }, () => UNREPORTED_MS)];
  return {
    presses,
    reported: reported.length,
    over16: presses ? reported.filter((d) => d > THRESHOLD_MS).length / presses : NaN,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
  };
}

/** A duration as printed: "≤8" for presses the browser did not report. */
export const shownMs = (ms: number) => (ms <= UNREPORTED_MS ? `≤${UNREPORTED_MS}` : `${Math.round(ms)}`);

/**
 * Budget (issue 28): at a viewer's pace, CPU 4x, a screen's share over 16 ms no more than 5 points
 * above the bare page's, and its p95 within 8 ms of the bare page's, both measured in the same run.
 */
export function withinBareBudget(app: EventTimingFigures, bare: EventTimingFigures): { share: boolean; p95: boolean } {
  return { share: (app.over16 - bare.over16) * 100 <= 5, p95: app.p95 - bare.p95 <= 8 };
}

/** One line of figures: "12% over 16 ms, p50 ≤8 ms, p95 24 ms over 160 presses". */
export function describeEventTiming(f: EventTimingFigures): string {
  return `${(f.over16 * 100).toFixed(0)}% over 16 ms, p50 ${shownMs(f.p50)} ms, p95 ${shownMs(f.p95)} ms over ${f.presses} presses`;
}

/** The budget's verdict on a screen against the bare page: figures, then OK or OVER. */
export function judgeAgainstBare(app: EventTimingFigures, bare: EventTimingFigures): string {
  const ok = withinBareBudget(app, bare);
  const points = (app.over16 - bare.over16) * 100;
  return `share ${points >= 0 ? '+' : ''}${points.toFixed(0)} points on the bare page's (budget +5) ${ok.share ? 'OK' : 'OVER'}; p95 ${shownMs(app.p95)} against ${shownMs(bare.p95)} ms (budget +8 ms) ${ok.p95 ? 'OK' : 'OVER'}`;
}

declare global {
  interface Window {
    /** Keydown durations (Event Timing) seen since the harness last took them. */
    __keydownTimings?: number[];
  }
}

/**
 * Starts collecting the page's keydown durations (once per document: call again after a
 * navigation). Each entry is one keydown's duration; its interaction's keyup is left out.
 */
export async function watchKeydowns(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    if (window.__keydownTimings) return;
    const seen: number[] = (window.__keydownTimings = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') (window.__keydownTimings ?? seen).push(entry.duration);
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, THRESHOLD_MS);
}

/** Forgets what was collected so far: the next block starts from here. */
export async function resetKeydowns(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__keydownTimings) window.__keydownTimings.length = 0;
  });
}

/**
 * Takes the durations collected since the last reset, once the last press has painted and the
 * browser has delivered its entries (after the frame, to the observer's next callback).
 */
export async function takeKeydowns(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            const taken = [...(window.__keydownTimings ?? [])];
            if (window.__keydownTimings) window.__keydownTimings.length = 0;
            resolve(taken);
          }, 250),
        ),
      ),
  );
}
