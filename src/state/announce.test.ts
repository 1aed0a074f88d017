import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, announceAfterHeading, announcements, holdForHeading, releaseHeld } from './announce.ts';

const said = () => announcements.value.map((a) => a.text);

afterEach(() => {
  releaseHeld();
  announcements.value = [];
  vi.useRealTimers();
});

describe("a screen's news after its name", () => {
  it('waits while the name is due, and is said once the name has been', () => {
    holdForHeading();
    announceAfterHeading('Go to example.test and enter the code A, B');
    expect(said()).toEqual([]);
    announce('Sign in to tenfoot');
    releaseHeld();
    expect(said()).toEqual(['Sign in to tenfoot', 'Go to example.test and enter the code A, B']);
  });

  it("drops what waited when another screen comes before the name: the last screen's news left unsaid", () => {
    holdForHeading();
    announceAfterHeading('Go to example.test and enter the code A, B');
    holdForHeading();
    announce('Library');
    releaseHeld();
    expect(said()).toEqual(['Library']);
  });

  it('is said at once when no name is due', () => {
    announceAfterHeading('Go to example.test');
    expect(said()).toEqual(['Go to example.test']);
  });

  it('waits a second at most', () => {
    vi.useFakeTimers();
    holdForHeading();
    announceAfterHeading('Go to example.test');
    vi.advanceTimersByTime(999);
    expect(said()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(said()).toEqual(['Go to example.test']);
    announceAfterHeading('The next one'); // released: nothing is due any more
    expect(said()).toEqual(['Go to example.test', 'The next one']);
  });
});
