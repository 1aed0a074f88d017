import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/** One entry of compute's error body (`error.errors[]`): reason, message and, for a bad field, where. */
export interface ComputeErrorItem {
  reason: string;
  message: string;
  domain?: string;
  location?: string;
  locationType?: string;
}

const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
};

/**
 * A call the compute API refuses outright, in its error body:
 * `{"error":{"code","message","errors":[{"domain","reason","message",...}],"status"}}`. Failures
 * found while the work runs are reported inside the Operation instead
 * (docs/reference/facts.md, Autoscalers: errors).
 */
export class ComputeError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: ComputeErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? `HTTP ${httpStatus}`);
  }

  static one(httpStatus: number, reason: string, message: string): ComputeError {
    return new ComputeError(httpStatus, [{ reason, message }]);
  }
}

export function sendComputeError(res: ServerResponse, error: ComputeError): void {
  const more = error.errors.length > 1 ? ` (and ${error.errors.length - 1} more problem${error.errors.length > 2 ? 's' : ''})` : '';
  sendJson(
    res,
    error.httpStatus,
    {
      error: {
        code: error.httpStatus,
        message: `${error.message}${more}`,
        errors: error.errors.map((e) => ({ domain: e.domain ?? 'global', ...e })),
        ...(STATUS[error.httpStatus] ? { status: STATUS[error.httpStatus] } : {}),
      },
    },
    error.headers,
  );
}
