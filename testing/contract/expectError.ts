import { expect } from 'vitest';
import { ApiError } from '../../src/api/core.ts';

/** Awaits a request that must fail and checks its ApiError (status, reason, and any other fields). */
export async function expectApiError(promise: Promise<unknown>, expected: Partial<Pick<ApiError, 'status' | 'reason' | 'domain' | 'code' | 'statusText'>>): Promise<ApiError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected the request to fail, it answered ${JSON.stringify(value).slice(0, 200)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject(expected);
  expect((error as ApiError).message.length).toBeGreaterThan(10);
  return error as ApiError;
}
