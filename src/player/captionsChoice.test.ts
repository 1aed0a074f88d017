// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe("the viewer's captions choice", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('is off until chosen, and the choice is what the next start reads', async () => {
    const first = await import('./captionsChoice.ts');
    expect(first.captionsChosen()).toBe(false);
    first.chooseCaptions(true);
    expect(first.captionsChosen()).toBe(true);
    vi.resetModules();
    const next = await import('./captionsChoice.ts');
    expect(next.captionsChosen()).toBe(true);
    next.chooseCaptions(false);
    expect(next.captionsChosen()).toBe(false);
    expect(localStorage.getItem('tenfoot-captions')).toBe('off');
  });

  it('holds for the run where storage refuses it', async () => {
    const { captionsChosen, chooseCaptions } = await import('./captionsChoice.ts');
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseCaptions(true);
    expect(setItem).toHaveBeenCalledWith('tenfoot-captions', 'on');
    expect(captionsChosen()).toBe(true);
    setItem.mockRestore();
    // Nothing was kept: the next start reads the default.
    vi.resetModules();
    expect((await import('./captionsChoice.ts')).captionsChosen()).toBe(false);
  });
});
