/**
 * The app's one animation-frame callback. Every piece of frame work (a row's glide, the focus
 * ring, the key-repeat gate's "painted" mark, work that waits for the next paint) queues here, so
 * a frame runs one callback, not one per piece: each costs time in the frame that shows a key
 * press (docs/performance.md).
 */
type FrameTask = (time: number) => void;

let queue = new Map<number, FrameTask>();
let nextId = 1;
let requested = false;

function runFrame(time: number): void {
  requested = false;
  // Tasks queued while these run go to the next frame, as with requestAnimationFrame.
  const tasks = queue;
  queue = new Map();
  runAll([...tasks.values()].map((task) => () => task(time)));
}

/** Runs `task` in the next frame, before its style, layout and paint. */
export function nextFrame(task: FrameTask): number {
  const id = nextId++;
  queue.set(id, task);
  if (!requested) {
    requested = true;
    requestAnimationFrame(runFrame);
  }
  return id;
}

/** Forgets a task queued by nextFrame that has not run yet. */
export function cancelFrame(id: number): void {
  queue.delete(id);
}

/** Runs tasks one after another; one that fails does not stop the rest, and is still reported. */
function runAll(tasks: readonly (() => void)[]): void {
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

/** The tasks waiting for the next frame to paint; undefined when none are. */
let waiting: (() => void)[] | undefined;

/**
 * Runs a task just after the next frame has painted: queued in the frame's callback, the timeout
 * runs right after that frame. Work that can wait a frame (re-rendering a list's window, asking
 * for its next page, measuring where focus is) goes here, so a key press paints first. One
 * timeout per frame runs them all.
 */
export function afterPaint(task: () => void): void {
  if (!waiting) {
    const batch: (() => void)[] = (waiting = []);
    nextFrame(() => {
      waiting = undefined;
      setTimeout(() => runAll(batch), 0);
    });
  }
  waiting.push(task);
}
