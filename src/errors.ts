/**
 * One error family for the whole app: a stable machine `code` to branch on, a message for logs,
 * and the original `cause` (as ky and oauth4webapi do). Screens turn codes into human sentences.
 */
export class TenfootError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
