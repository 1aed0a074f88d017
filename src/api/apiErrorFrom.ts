import { ApiError, type ApiErrorItem } from './core.ts';

/** An error answer's body, Google-style or OAuth-style. */
interface ErrorBody {
  error?: { code?: number; message?: string; status?: string; errors?: ApiErrorItem[] } | string;
  error_description?: string;
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  if (error && typeof error === 'object') {
    const first = error.errors?.[0];
    return new ApiError({ code: 'http', message: error.message ?? response.statusText, status: response.status, reason: first?.reason, domain: first?.domain, statusText: error.status, errors: error.errors ?? [], body });
  }
  const message = typeof error === 'string' ? `${error}${body?.error_description ? `: ${body.error_description}` : ''}` : `HTTP ${response.status}`;
  return new ApiError({ code: 'http', message, status: response.status, reason: typeof error === 'string' ? error : undefined, body });
}
