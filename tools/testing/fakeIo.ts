import type { Io } from '../lib/io.ts';

/** An Io that records what a command prints, serves files from memory and fires interrupts on demand. */
export interface FakeIo extends Io {
  stdout: string[];
  stderr: string[];
  statuses: string[];
  readonly output: string;
  readonly errors: string;
  interrupt(): void;
  /** Called with each stdout line, e.g. to interrupt at a given moment. */
  onOut?: (line: string) => void;
}

export function fakeIo(env: Record<string, string | undefined>, options: { files?: Record<string, string>; fetch?: typeof fetch; isTTY?: boolean } = {}): FakeIo {
  const handlers = new Set<() => void>();
  const io: FakeIo = {
    stdout: [],
    stderr: [],
    statuses: [],
    get output() {
      return io.stdout.join('\n');
    },
    get errors() {
      return io.stderr.join('\n');
    },
    out(line) {
      io.stdout.push(line);
      io.onOut?.(line);
    },
    err(line) {
      io.stderr.push(line);
    },
    status(line) {
      if (io.isTTY) io.statuses.push(line);
    },
    isTTY: options.isTTY ?? false,
    env,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    async readFile(path) {
      const text = options.files?.[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    onInterrupt(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    interrupt() {
      for (const handler of [...handlers]) handler();
    },
  };
  return io;
}
