import type { SearchListParams, SearchOrder, SearchType } from '../api/video/index.ts';
// Straight from its file: through the client's index, every screen that uses the client carried it.
import { topicIds, type TopicName } from '../api/video/topics.ts';

/** What the viewer picked on the filter row. */
export interface SearchFilters {
  type: 'all' | SearchType;
  order: SearchOrder;
  hdOnly: boolean;
  captionsOnly: boolean;
  embeddableOnly: boolean;
  mineOnly: boolean;
  topic: 'any' | TopicName;
}

export const defaultFilters: SearchFilters = { type: 'all', order: 'relevance', hdOnly: false, captionsOnly: false, embeddableOnly: false, mineOnly: false, topic: 'any' };

/** A video-only filter is on: the search must be for videos (docs/reference/facts.md, Data API: search). */
export function needsVideoType(f: SearchFilters): boolean {
  return f.hdOnly || f.captionsOnly || f.embeddableOnly || f.mineOnly;
}

/** Some filter can leave results out (the sort order never does): "no results" may be theirs. */
export function narrowsResults(f: SearchFilters): boolean {
  return f.type !== 'all' || f.topic !== 'any' || needsVideoType(f);
}

/** Whether two sets of filters ask the same search: the row's against the ones the results came with. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return (Object.keys(defaultFilters) as (keyof SearchFilters)[]).every((key) => a[key] === b[key]);
}

/**
 * Changes one filter and keeps the combination valid: video-only filters force type "video";
 * "only my videos" (forMine) can't go with HD or embeddable, so turning one on turns the other off.
 */
export function setFilter<K extends keyof SearchFilters>(f: SearchFilters, key: K, value: SearchFilters[K]): SearchFilters {
  const next: SearchFilters = { ...f, [key]: value };
  if (key === 'mineOnly' && value) {
    next.hdOnly = false;
    next.embeddableOnly = false;
  }
  if ((key === 'hdOnly' || key === 'embeddableOnly') && value) next.mineOnly = false;
  if (key === 'type' && value !== 'video') {
    next.hdOnly = next.captionsOnly = next.embeddableOnly = next.mineOnly = false;
  }
  if (needsVideoType(next)) next.type = 'video';
  return next;
}

/** The filters a chip turns on or off (the others choose among values). */
export type ToggleFilter = 'hdOnly' | 'captionsOnly' | 'embeddableOnly' | 'mineOnly';
export const TOGGLES: readonly ToggleFilter[] = ['hdOnly', 'captionsOnly', 'embeddableOnly', 'mineOnly'];

/**
 * The filters that `setFilter` turned off to keep the combination valid, besides the one the viewer
 * changed: the screen says so, rather than unticking them without a word.
 */
export function turnedOff(before: SearchFilters, after: SearchFilters, changed: keyof SearchFilters): ToggleFilter[] {
  return TOGGLES.filter((key) => key !== changed && before[key] && !after[key]);
}

/** The request for a query and filters; the shapes match the client's exclusive variants. */
export function searchParams(q: string, f: SearchFilters): SearchListParams {
  const base = { part: ['snippet'] as ['snippet'], q, order: f.order, ...(f.topic !== 'any' ? { topicId: topicIds[f.topic] } : {}) };
  if (f.mineOnly) return { ...base, type: 'video', forMine: true, ...(f.captionsOnly ? { videoCaption: 'closedCaption' as const } : {}) };
  if (needsVideoType(f)) {
    return {
      ...base,
      type: 'video',
      ...(f.hdOnly ? { videoDefinition: 'high' as const } : {}),
      ...(f.captionsOnly ? { videoCaption: 'closedCaption' as const } : {}),
      ...(f.embeddableOnly ? { videoEmbeddable: 'true' as const } : {}),
    };
  }
  return f.type === 'all' ? base : { ...base, type: f.type };
}
