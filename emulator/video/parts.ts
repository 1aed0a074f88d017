import { errors } from './errors.ts';

/** The `part` values each resource accepts (discovery: the resource schema's top-level properties). */
export const resourceParts = {
  channel: ['auditDetails', 'brandingSettings', 'contentDetails', 'contentOwnerDetails', 'id', 'localizations', 'snippet', 'statistics', 'status', 'topicDetails'],
  playlist: ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'],
  playlistItem: ['contentDetails', 'id', 'snippet', 'status'],
  subscription: ['contentDetails', 'id', 'snippet', 'subscriberSnippet'],
  activity: ['contentDetails', 'id', 'snippet'],
  searchResult: ['id', 'snippet'],
  liveBroadcast: ['contentDetails', 'id', 'monetizationDetails', 'snippet', 'statistics', 'status'],
  video: [
    'ageGating',
    'contentDetails',
    'fileDetails',
    'id',
    'liveStreamingDetails',
    'localizations',
    'monetizationDetails',
    'player',
    'processingDetails',
    'projectDetails',
    'recordingDetails',
    'snippet',
    'statistics',
    'status',
    'suggestions',
    'topicDetails',
  ],
} as const;

export type ResourceName = keyof typeof resourceParts;

export function checkParts(requested: readonly string[], resource: ResourceName): Set<string> {
  const allowed: readonly string[] = resourceParts[resource];
  for (const part of requested) {
    if (!allowed.includes(part)) throw errors.invalidParameter('part', `Unknown part '${part}' for a ${resource} resource. Parts: ${allowed.join(', ')}.`);
  }
  return new Set(requested);
}

/** Keeps kind, etag and id (always present) and only the requested parts (docs/reference/facts.md, Data API: parts). */
export function selectParts<T extends object>(full: T, parts: ReadonlySet<string>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (key === 'kind' || key === 'etag' || key === 'id' || parts.has(key)) out[key] = value;
  }
  return out as T;
}
