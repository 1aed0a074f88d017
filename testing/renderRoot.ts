import { render } from 'preact';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a test file that renders components: a fresh element in the page for each test, emptied
 * (its components unmounted, their effects cleaned up) and removed after it. Returns a getter
 * for the current test's element.
 */
export function renderRoot(): () => HTMLElement {
  let root: HTMLElement | undefined;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    if (!root) return;
    render(null, root);
    root.remove();
  });
  return () => {
    if (!root) throw new Error('renderRoot: only inside a test');
    return root;
  };
}
