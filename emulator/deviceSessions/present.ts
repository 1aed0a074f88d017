import { findVersion } from './catalog.ts';
import type { SessionRecord } from './lab.ts';
import { formatDurationMs, formatTimestampMs } from './wireFormat.ts';

/** A session as the wire shows it (discovery schema DeviceSession); output-only fields filled in. */
export function presentSession(record: SessionRecord): Record<string, unknown> {
  const version = findVersion(record.device.androidVersionId);
  const title = record.model ? record.model.name : record.device.androidModelId;
  return {
    name: `projects/${record.project}/deviceSessions/${record.id}`,
    displayName: `${title} · ${version ? `Android ${version.versionString}` : `version ${record.device.androidVersionId}`} · ${record.device.locale} · ${record.device.orientation}`,
    state: record.state,
    stateHistories: record.history.map((e) => ({ sessionState: e.state, eventTime: formatTimestampMs(e.at), stateMessage: e.message })),
    inactivityTimeout: formatDurationMs(record.inactivityMs),
    createTime: formatTimestampMs(record.createdAt),
    ...(record.activeStartAt !== undefined ? { activeStartTime: formatTimestampMs(record.activeStartAt) } : {}),
    androidDevice: { ...record.device },
    // The union holds exactly the member the client set (or the 15-minute default ttl).
    ...('ttlMs' in record.expiration ? { ttl: formatDurationMs(record.expiration.ttlMs) } : { expireTime: record.expiration.expireText }),
  };
}
