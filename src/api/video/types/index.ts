export type * from './schemas.generated.ts';
import type { PageInfo } from './schemas.generated.ts';

/** The wrapper of every list response (FACTS, Video data API v3: kind, etag, pageInfo, page tokens, items). */
export interface ListResponse<T> {
  kind?: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo?: PageInfo;
  items?: T[];
}
