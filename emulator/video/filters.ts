import { errors } from './errors.ts';
import type { Params } from './params.ts';

/**
 * A list method's filters select the result set: exactly one may be set (discovery: "specify
 * exactly one of the following parameters"). A boolean filter counts as set only when true.
 */
export function chooseFilter<F extends string>(params: Params, method: string, filters: readonly string[], implemented: readonly F[]): F {
  const set = filters.filter((name) => params.has(name) && (params.string(name) !== undefined || params.list(name) !== undefined || params.bool(name)));
  if (set.length === 0) throw errors.noFilter(filters);
  if (set.length > 1) throw errors.incompatibleParameters(`Set only one of ${set.join(' and ')}: each selects a different set of results for ${method}.`);
  const chosen = set[0]!;
  if (!(implemented as readonly string[]).includes(chosen)) throw errors.notImplemented(`the ${chosen} filter of ${method}`);
  return chosen as F;
}
