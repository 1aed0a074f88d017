/**
 * Runs a task just after the next frame has painted: the rAF callback runs right before that
 * frame, the timeout right after it. Work that can wait a frame (re-rendering a list's window,
 * asking for its next page, measuring where focus is) goes here, so a key press paints first.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
