// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clipEdges } from './edgeRule.ts';

/** A page (`.content`, scrolling) and, over it, a dialog with a scrolling list of its own. */
function page(): { content: HTMLElement; list: HTMLElement } {
  document.body.innerHTML = '<div id="app"><section class="content" data-scroll-y></section><div role="dialog"><div data-scroll-y="list"></div></div></div>';
  return { content: document.querySelector<HTMLElement>('.content')!, list: document.querySelector<HTMLElement>('[data-scroll-y="list"]')! };
}

describe("a page's sign that it goes on below what its foot hides", () => {
  beforeEach(() => {
    document.documentElement.style.fontSize = '16px';
  });

  it('shows for a hidden band of 4 rem or more, and not for less', () => {
    const { content } = page();
    clipEdges(content, 0, 64);
    expect(content.hasAttribute('data-more-below')).toBe(true);
    clipEdges(content, 0, 63);
    expect(content.hasAttribute('data-more-below')).toBe(false);
    clipEdges(content, 0, 200);
    clipEdges(content, 0, 0);
    expect(content.hasAttribute('data-more-below')).toBe(false);
    expect(content.style.getPropertyValue('clip-path')).toBe('');
  });

  it("goes, with the page's clip, when a dialog's own list is clipped over it; the dialog's list never shows it", () => {
    const { content, list } = page();
    clipEdges(content, 0, 200);
    expect(content.style.getPropertyValue('clip-path')).not.toBe('');
    clipEdges(list, 0, 200);
    expect(content.hasAttribute('data-more-below')).toBe(false);
    expect(content.style.getPropertyValue('clip-path')).toBe('');
    expect(list.style.getPropertyValue('clip-path')).not.toBe('');
    expect(list.closest('[data-more-below]')).toBeNull();
  });
});
