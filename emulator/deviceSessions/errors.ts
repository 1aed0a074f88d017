import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/** Canonical codes (google.rpc.Code) and their HTTP statuses, as the testing API answers them. */
const HTTP_STATUS = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
} as const;

export type RpcStatus = keyof typeof HTTP_STATUS;

export interface FieldViolation {
  field: string;
  description: string;
}

/**
 * A failed call in the standard error body: `{"error":{"code","message","status","details"}}`.
 * Bad fields travel as a google.rpc.BadRequest detail, so a client can name each one.
 */
export class RpcError extends Error {
  constructor(
    readonly status: RpcStatus,
    message: string,
    readonly violations: FieldViolation[] = [],
    readonly details: Record<string, unknown>[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static invalid(violations: FieldViolation[]): RpcError {
    const first = violations[0]!;
    const more = violations.length > 1 ? ` (and ${violations.length - 1} more problem${violations.length > 2 ? 's' : ''})` : '';
    return new RpcError('INVALID_ARGUMENT', `${first.description}${more}`, violations);
  }
}

export function sendRpcError(res: ServerResponse, error: RpcError): void {
  const code = HTTP_STATUS[error.status];
  const details = [...error.details];
  if (error.violations.length > 0) {
    details.push({ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: error.violations });
  }
  sendJson(res, code, { error: { code, message: error.message, status: error.status, ...(details.length ? { details } : {}) } }, error.headers);
}
