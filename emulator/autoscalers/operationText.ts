/**
 * The Operation's words about itself (`Operation` in the discovery document):
 * - `description`: "a textual description of the operation, which is set when the operation is
 *   created": what it does, the same at every read;
 * - `statusMessage`: "an optional textual description of the current status": changes with it.
 * `operationGroupId` is left out: it groups the operations of one bulk request (bulkInsert), and an
 * autoscaler insert is a single operation.
 */
export function describeOperation(targetPath: string, status: 'PENDING' | 'RUNNING' | 'DONE', failure: { errors: Record<string, unknown>[] } | undefined): { description: string; statusMessage: string } {
  const name = targetPath.split('/').pop()!;
  const description = `Insert autoscaler ${name}`;
  if (status === 'PENDING') return { description, statusMessage: 'Waiting to start.' };
  if (status === 'RUNNING') return { description, statusMessage: `Creating autoscaler ${name}.` };
  if (failure) return { description, statusMessage: `Failed: ${String(failure.errors[0]?.message ?? 'the operation failed')}` };
  return { description, statusMessage: `Created autoscaler ${name}.` };
}
