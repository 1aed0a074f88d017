/**
 * Everything a command touches outside itself, injected so the same code runs as a process
 * (nodeIo) and inside tests (a fake that records output and fires interrupts on demand).
 */
export interface Io {
  /** One line on stdout. */
  out(line: string): void;
  /** One line on stderr. */
  err(line: string): void;
  /** Rewrites the live status line on a terminal (stderr); ignored when not a terminal. */
  status(line: string): void;
  /** True when stderr is a terminal, so a live status line can be redrawn in place. */
  isTTY: boolean;
  env: Readonly<Record<string, string | undefined>>;
  fetch?: typeof fetch;
  readFile(path: string): Promise<string>;
  /**
   * Registers an interrupt (Ctrl-C) handler; returns the function that removes it. A second Ctrl-C
   * quits at once: `leftBehind` says what that leaves undone (exit 1), if anything (exit 130).
   */
  onInterrupt(handler: () => void, leftBehind?: () => string | undefined): () => void;
}

/** Signals closer together than this are one Ctrl-C, delivered twice (see onInterrupt). */
const SAME_PRESS_MS = 500;

export function nodeIo(): Io {
  let statusShown = false;
  const clearStatus = () => {
    if (statusShown) process.stderr.write('\r\x1b[2K');
    statusShown = false;
  };
  return {
    out(line) {
      clearStatus();
      process.stdout.write(`${line}\n`);
    },
    err(line) {
      clearStatus();
      process.stderr.write(`${line}\n`);
    },
    status(line) {
      if (!process.stderr.isTTY) return;
      process.stderr.write(`\r\x1b[2K${line}`);
      statusShown = true;
    },
    isTTY: process.stderr.isTTY === true,
    env: process.env,
    readFile: async (path) => (await import('node:fs/promises')).readFile(path, 'utf8'),
    onInterrupt(handler, leftBehind) {
      let firstAt: number | undefined;
      const listener = () => {
        const now = Date.now();
        if (firstAt === undefined) {
          firstAt = now;
          handler();
          return;
        }
        // One Ctrl-C can arrive twice: the terminal signals the whole job (npm, the shell, node),
        // and npm passes its copy on to node. Taken as a second press, it skipped the clean-up and
        // left the device reserved (tools/cli.test.ts caught it under load). The commands run in
        // node itself (`node --import tsx`, package.json): tsx's own command line, as a parent
        // process, sends the child a second copy and then SIGKILL when the child has not told it,
        // within 30 ms each, that it got the first: on a busy machine it killed the clean-up.
        if (now - firstAt < SAME_PRESS_MS) return;
        // A second Ctrl-C means "stop now", without the clean-up the first one started: said, so
        // that a device it leaves reserved is not left without a word.
        const undone = leftBehind?.();
        if (undone) {
          clearStatus();
          process.stderr.write(`${undone}\n`);
        }
        process.exit(undone ? 1 : 130);
      };
      process.on('SIGINT', listener);
      process.on('SIGTERM', listener);
      return () => {
        process.off('SIGINT', listener);
        process.off('SIGTERM', listener);
      };
    },
  };
}

/** What Ctrl-C stops: a signal that aborts on the first press, until `release` is called. */
export interface Interruption {
  readonly signal: AbortSignal;
  /** True once Ctrl-C was pressed. */
  readonly interrupted: boolean;
  /** Stops listening for Ctrl-C (the work it could stop is over). */
  release(): void;
}

/**
 * A command's wait that Ctrl-C ends: the signal aborts with an "interrupted" error, so whatever
 * awaits it fails, and the command then says what the interruption left behind.
 */
export function abortOnInterrupt(io: Io, leftBehind?: () => string | undefined): Interruption {
  const controller = new AbortController();
  const release = io.onInterrupt(() => controller.abort(new Error('interrupted')), leftBehind);
  return {
    signal: controller.signal,
    get interrupted() {
      return controller.signal.aborted;
    },
    release,
  };
}
