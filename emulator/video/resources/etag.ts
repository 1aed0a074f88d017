import { etagOf } from '../etag.ts';
import type { View } from './view.ts';

/**
 * Builds a resource and stamps its etag. The etag is taken from the resource as built without the
 * origin, so it is the same whichever host name (localhost, a LAN address) the caller used.
 */
export function withEtag<T extends { etag?: string }>(view: View, build: (view: View) => T): T {
  const stable = build({ ...view, origin: '' });
  const resource = view.origin === '' ? stable : build(view);
  resource.etag = etagOf(stable);
  return resource;
}
