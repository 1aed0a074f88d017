import { execFile } from 'node:child_process';
import { UsageError } from './args.ts';

/**
 * Runs TENFOOT_TOKEN_COMMAND. When it fails, the end of its stderr goes with the message ("You do
 * not currently have an active account selected" says what to do; "exit 1" alone did not). Its
 * stdout is never shown: that is where a token would be.
 */

const TIMEOUT_MS = 30_000;
/** Enough of stderr for the reason a command gives, which comes last; not a whole log. */
const TAIL_LINES = 5;
const TAIL_LINE_CHARS = 200;

/**
 * What looks like a credential whatever printed it: a bearer token, an OAuth access token
 * ("ya29."), a JWT, or a long unbroken run of token characters (a verbose `curl -v`, or a `set -x`
 * echoing the command that fetched it, can print one on stderr with nothing on stdout).
 */
const TOKEN_SHAPED = /(Bearer\s+)\S+|ya29\.[\w.~+/=-]+|eyJ[\w-]+\.[\w-]+\.[\w-]*|[\w.~+-]{32,}=*/gi;

/** The last few non-empty lines of `stderr`, each cut short, with anything `stdout` printed and anything token-shaped blanked out. */
export function stderrTail(stderr: string, stdout: string): string[] {
  // A command may print the token on both streams: no run of token characters it printed on
  // stdout is echoed, split out of any JSON or key=value around it.
  const secrets = stdout.split(/[^\w.~+/=-]+/).filter((s) => s.length >= 8);
  const hide = (line: string) => secrets.reduce((l, secret) => l.split(secret).join('[hidden]'), line).replace(TOKEN_SHAPED, (_, bearer?: string) => `${bearer ?? ''}[hidden]`);
  return stderr
    .split(/\r?\n/)
    .map((line) => hide(line).trim())
    .filter(Boolean)
    .slice(-TAIL_LINES)
    .map((line) => (line.length > TAIL_LINE_CHARS ? `${line.slice(0, TAIL_LINE_CHARS)}…` : line));
}

export function runTokenCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('/bin/sh', ['-c', command], { timeout: TIMEOUT_MS }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout.trim());
      const e = error as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
      const how = e.killed ? `did not finish within ${TIMEOUT_MS / 1000} s` : `failed (exit ${String(e.code ?? e.signal ?? 'unknown')})`;
      const tail = stderrTail(String(stderr), String(stdout));
      const said = tail.length ? `; it said:\n${tail.map((line) => `    ${line}`).join('\n')}` : '; it printed nothing on stderr.';
      reject(new UsageError(`TENFOOT_TOKEN_COMMAND ${how}${said}\nRun it yourself to see what it needs (e.g. a fresh sign-in), or set TENFOOT_TOKEN instead.`));
    });
  });
}
