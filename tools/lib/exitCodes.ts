/** The tools' exit codes (issue 6, D): scripts branch on them. */
export const EXIT = {
  OK: 0,
  /** The service reported a failure: an error answer, a failed operation, a session that never became active. */
  SERVICE: 1,
  /** Bad command line or bad input, found locally or refused by the service as invalid. */
  USAGE: 2,
  /** Interrupted (Ctrl-C), after cleaning up. */
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
