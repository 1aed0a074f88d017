// @vitest-environment happy-dom
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import type { PlaybackState } from '../player/controller.ts';
import { useBarAutoHide } from './useBarAutoHide.ts';

const root = renderRoot();
let shown: () => boolean;

/** A player stage reduced to its bar: shown or not, as the hook leaves it. */
function Stage({ state }: { state: PlaybackState }) {
  const [barVisible, setBarVisible] = useState(true);
  shown = () => barVisible;
  useBarAutoHide({ barVisible, hide: () => setBarVisible(false), show: () => setBarVisible(true), state, keyTick: 0, stage: { current: null } });
  return barVisible ? <p>bar</p> : null;
}
const at = (state: PlaybackState) => act(() => render(<Stage state={state} />, root()));
const wait = (ms: number) => act(() => {
  vi.advanceTimersByTime(ms);
});

/** Playing: still there just before 5 s, gone just after. */
function playsFor5Seconds(): void {
  at('playing');
  wait(4900);
  expect(shown()).toBe(true);
  wait(200);
  expect(shown()).toBe(false);
}

describe("the player's control bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes after 5 s without a key while the video plays', () => {
    playsFor5Seconds();
  });

  it('stays while the video is paused, loading, buffering or cued, and the 5 s start again once it plays', () => {
    for (const state of ['paused', 'loading', 'buffering', 'cued'] as const) {
      at(state);
      wait(60_000);
      expect(shown(), state).toBe(true);
    }
    playsFor5Seconds();
  });

  it('comes back when the video pauses without a key', () => {
    at('playing');
    wait(5100);
    expect(shown()).toBe(false);
    at('paused');
    expect(shown()).toBe(true);
    wait(60_000);
    expect(shown()).toBe(true);
  });
});
