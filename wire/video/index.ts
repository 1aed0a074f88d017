export type * from './schemas.generated.ts';
import type { PageInfo } from './schemas.generated.ts';

/** The wrapper of every list response (kind, etag, pageInfo, page tokens, items: docs/reference/facts.md, Data API: list responses and paging). */
export interface ListResponse<T> {
  kind?: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo?: PageInfo;
  items?: T[];
}
