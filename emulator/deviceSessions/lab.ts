import { randomBytes } from 'node:crypto';
import { findModel, findVersion, type CatalogModel } from './catalog.ts';
import { RpcError } from './errors.ts';
import type { AndroidDevice, Expiration } from './validate.ts';

/**
 * The device lab's state machine (docs/reference/facts.md, Device sessions: states), computed
 * lazily: nothing runs on a timer. Every read first calls `settle(now)`, which replays the events
 * due since the last read in time order, each at its own instant (not at the read's), so the
 * controllable clock makes every transition deterministic.
 *
 * Transitions the reference leaves open, as decided here (see docs/tools.md):
 * - REQUESTED -> PENDING after the check delay; REQUESTED -> UNAVAILABLE for a model not in the catalog.
 * - PENDING -> ACTIVE when the request heads its model's FIFO queue, a device of that model is free
 *   (capacity per model) and the allocation delay has passed; -> ERROR instead for a model the
 *   emulator is told is faulty; -> UNAVAILABLE when it waited longer than the queue timeout, or
 *   its expireTime passed first ("the request expired in the allocation queue").
 * - ACTIVE -> FINISHED when ttl (counted from activeStartTime) or expireTime runs out (documented);
 *   -> EXPIRED when the device's reservation period runs out first; -> TIMEOUT_INACTIVITY when
 *   nobody interacted for inactivityTimeout (documented). Any non-final -> FINISHED on cancel.
 */

export type SessionState = 'REQUESTED' | 'PENDING' | 'ACTIVE' | 'EXPIRED' | 'FINISHED' | 'UNAVAILABLE' | 'ERROR' | 'TIMEOUT_INACTIVITY';

const FINAL: ReadonlySet<SessionState> = new Set(['EXPIRED', 'FINISHED', 'UNAVAILABLE', 'ERROR', 'TIMEOUT_INACTIVITY']);

export function isFinal(state: SessionState): boolean {
  return FINAL.has(state);
}

export interface StateEvent {
  state: SessionState;
  at: number;
  message: string;
}

export interface SessionRecord {
  id: string;
  project: string;
  owner: string;
  /** Creation order, the FIFO tie-break and the list cursor. */
  seq: number;
  device: AndroidDevice;
  model: CatalogModel | undefined;
  createdAt: number;
  expiration: Expiration;
  inactivityMs: number;
  state: SessionState;
  enteredAt: number;
  history: StateEvent[];
  activeStartAt?: number;
  lastInteractionAt?: number;
}

export interface LabTimings {
  checkMs: number;
  allocationMs: number;
  queueTimeoutMs: number;
  inactivityMs: number;
  faultModels: readonly string[];
}

/** Canceled sessions can be read for 28 days, then they are deleted (discovery document, cancel). */
export const RETENTION_MS = 28 * 24 * 3600 * 1000;

/** Ties at the same instant: the user's budget first, then the lab's limits; allocation beats giving up. */
const PRIORITY: Record<SessionState, number> = { ACTIVE: 0, ERROR: 1, FINISHED: 2, EXPIRED: 3, TIMEOUT_INACTIVITY: 4, PENDING: 5, UNAVAILABLE: 6, REQUESTED: 7 };

interface Due {
  at: number;
  state: SessionState;
  message: string;
}

export function formatSpan(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)}m${s % 60}s` : `${s / 60}m`;
  const m = Math.round(s / 60);
  return m % 60 ? `${Math.floor(m / 60)}h${m % 60}m` : `${m / 60}h`;
}

export function describeDevice(device: AndroidDevice, model: CatalogModel | undefined): string {
  const version = findVersion(device.androidVersionId);
  const os = version ? `Android ${version.versionString} (API ${version.apiLevel})` : `Android version ${device.androidVersionId}`;
  return `${model ? `${model.name} (${model.id})` : device.androidModelId}, ${os}, ${device.locale}, ${device.orientation}`;
}

export class DeviceLab {
  private readonly sessions = new Map<string, SessionRecord>();
  private seq = 0;
  /** Time up to which every due event has been applied. */
  private settledAt = 0;

  constructor(private readonly timings: LabTimings) {}

  /** Applies every transition due at or before `now`, earliest first. */
  settle(now: number): void {
    now = Math.max(now, this.settledAt);
    for (;;) {
      let next: { record: SessionRecord; due: Due } | undefined;
      for (const record of this.sessions.values()) {
        const due = this.nextTransition(record);
        if (!due || due.at > now) continue;
        if (!next || due.at < next.due.at || (due.at === next.due.at && PRIORITY[due.state] < PRIORITY[next.due.state])) next = { record, due };
      }
      if (!next) break;
      this.settledAt = Math.max(this.settledAt, next.due.at);
      this.enter(next.record, next.due.state, next.due.at, next.due.message);
    }
    this.settledAt = now;
    for (const [id, record] of this.sessions) {
      if (isFinal(record.state) && now - record.enteredAt >= RETENTION_MS) this.sessions.delete(id);
    }
  }

  create(project: string, owner: string, device: AndroidDevice, expiration: Expiration, now: number): SessionRecord {
    this.settle(now);
    const model = findModel(device.androidModelId);
    const record: SessionRecord = {
      id: randomBytes(8).toString('hex'),
      project,
      owner,
      seq: ++this.seq,
      device,
      model,
      createdAt: now,
      expiration,
      inactivityMs: this.timings.inactivityMs,
      state: 'REQUESTED',
      enteredAt: now,
      history: [],
    };
    record.history.push({ state: 'REQUESTED', at: now, message: `Session requested for ${describeDevice(device, model)}; checking the request.` });
    this.sessions.set(record.id, record);
    return record;
  }

  /** The caller's session, or 404: another user's session is as invisible as a missing one. */
  get(project: string, id: string, owner: string, now: number): SessionRecord {
    this.settle(now);
    const record = this.sessions.get(id);
    if (!record || record.project !== project || record.owner !== owner) {
      throw new RpcError('NOT_FOUND', `DeviceSession projects/${project}/deviceSessions/${id} was not found.`);
    }
    return record;
  }

  /** The caller's sessions in a project, newest first. */
  list(project: string, owner: string, now: number): SessionRecord[] {
    this.settle(now);
    return [...this.sessions.values()].filter((r) => r.project === project && r.owner === owner).sort((a, b) => b.seq - a.seq);
  }

  /** Cancel takes any non-final state to FINISHED and closes all connections (docs/reference/facts.md, Device sessions: states). */
  cancel(project: string, id: string, owner: string, now: number): SessionRecord {
    const record = this.get(project, id, owner, now);
    if (isFinal(record.state)) {
      throw new RpcError('FAILED_PRECONDITION', `DeviceSession ${this.name(record)} is already ${record.state}; only a REQUESTED, PENDING or ACTIVE session can be cancelled.`);
    }
    const closed = record.state === 'ACTIVE' ? '; all connections were closed' : ' before a device was allocated';
    this.enter(record, 'FINISHED', now, `Cancelled by the user${closed}.`);
    return record;
  }

  /** Update of the union `expiration` (the ttl can be extended by a patch: docs/reference/facts.md, Device sessions: the resource). */
  update(project: string, id: string, owner: string, expiration: Expiration, now: number): SessionRecord {
    const record = this.get(project, id, owner, now);
    if (isFinal(record.state)) {
      throw new RpcError('FAILED_PRECONDITION', `DeviceSession ${this.name(record)} is already ${record.state}; it can no longer be updated.`);
    }
    if ('ttlMs' in expiration && record.activeStartAt !== undefined && record.activeStartAt + expiration.ttlMs <= now) {
      const used = formatSpan(now - record.activeStartAt);
      throw RpcError.invalid([
        { field: 'ttl', description: `ttl counts from activeStartTime and the session has been active for ${used}: a ttl of ${formatSpan(expiration.ttlMs)} would end it in the past. Use cancel to end it now.` },
      ]);
    }
    record.expiration = expiration;
    // Extending a session is the user at work: it counts as an interaction (docs/tools.md).
    if (record.state === 'ACTIVE') record.lastInteractionAt = now;
    return record;
  }

  /** Someone used the device (emulator control endpoint, standing in for adb traffic). */
  interact(project: string, id: string, owner: string, now: number): SessionRecord {
    const record = this.get(project, id, owner, now);
    if (record.state !== 'ACTIVE') throw new RpcError('FAILED_PRECONDITION', `DeviceSession ${this.name(record)} is ${record.state}; only an ACTIVE device can be used.`);
    record.lastInteractionAt = now;
    return record;
  }

  name(record: SessionRecord): string {
    return `projects/${record.project}/deviceSessions/${record.id}`;
  }

  /** When an ACTIVE session will end by its own budget, if nothing else ends it first. */
  endOfBudget(record: SessionRecord): number | undefined {
    if ('expireAt' in record.expiration) return record.expiration.expireAt;
    return record.activeStartAt === undefined ? undefined : record.activeStartAt + record.expiration.ttlMs;
  }

  private enter(record: SessionRecord, state: SessionState, at: number, message: string): void {
    record.state = state;
    record.enteredAt = at;
    record.history.push({ state, at, message });
    if (state === 'ACTIVE') {
      record.activeStartAt = at;
      record.lastInteractionAt = at;
    }
  }

  private nextTransition(record: SessionRecord): Due | undefined {
    switch (record.state) {
      case 'REQUESTED':
        return this.afterCheck(record);
      case 'PENDING':
        return this.inQueue(record);
      case 'ACTIVE':
        return this.whileActive(record);
      default:
        return undefined;
    }
  }

  private afterCheck(record: SessionRecord): Due {
    const at = record.createdAt + this.timings.checkMs;
    if (!record.model) {
      return { at, state: 'UNAVAILABLE', message: `Model "${record.device.androidModelId}" is not in the device catalog; no device can be allocated.` };
    }
    const ahead = this.queueOf(record.model.id).length;
    const where = ahead === 0 ? 'next in line' : `${ahead} request${ahead > 1 ? 's' : ''} ahead`;
    return { at, state: 'PENDING', message: `Request verified; waiting in the ${record.model.id} queue (${where}, ${record.model.capacity} device${record.model.capacity > 1 ? 's' : ''} in the lab).` };
  }

  private inQueue(record: SessionRecord): Due {
    const model = record.model!;
    const candidates: Due[] = [
      {
        at: record.enteredAt + this.timings.queueTimeoutMs,
        state: 'UNAVAILABLE',
        message: `No ${model.id} device became free within ${formatSpan(this.timings.queueTimeoutMs)}; the request expired in the allocation queue.`,
      },
    ];
    if ('expireAt' in record.expiration) {
      candidates.push({ at: record.expiration.expireAt, state: 'UNAVAILABLE', message: `expireTime ${record.expiration.expireText} passed before a device was allocated.` });
    }
    const queue = this.queueOf(model.id);
    const busy = [...this.sessions.values()].filter((r) => r.state === 'ACTIVE' && r.model?.id === model.id).length;
    if (queue[0] === record && busy < model.capacity) {
      const at = Math.max(record.enteredAt + this.timings.allocationMs, this.settledAt);
      candidates.push(
        this.timings.faultModels.includes(model.id)
          ? { at, state: 'ERROR', message: `Infrastructure failure: the allocated ${model.id} device did not come online. Try again or pick another model.` }
          : { at, state: 'ACTIVE', message: `Device allocated: the ${model.name} accepts connections.` },
      );
    }
    return earliest(candidates);
  }

  private whileActive(record: SessionRecord): Due {
    const model = record.model!;
    const start = record.activeStartAt!;
    const budget = 'expireAt' in record.expiration
      ? { at: record.expiration.expireAt, state: 'FINISHED' as const, message: `expireTime ${record.expiration.expireText} reached; all connections were closed.` }
      : { at: start + record.expiration.ttlMs, state: 'FINISHED' as const, message: `The time allocation (ttl ${formatSpan(record.expiration.ttlMs)}) ran out; all connections were closed.` };
    return earliest([
      budget,
      { at: start + model.maxReservationSeconds * 1000, state: 'EXPIRED', message: `The session reached the ${model.id} reservation period of ${formatSpan(model.maxReservationSeconds * 1000)} and timed out automatically.` },
      {
        at: (record.lastInteractionAt ?? start) + record.inactivityMs,
        state: 'TIMEOUT_INACTIVITY',
        message: `Nobody interacted with the device for ${formatSpan(record.inactivityMs)} (inactivityTimeout); all connections were closed.`,
      },
    ]);
  }

  /** PENDING requests for a model, first come first served. */
  private queueOf(modelId: string): SessionRecord[] {
    return [...this.sessions.values()].filter((r) => r.state === 'PENDING' && r.model?.id === modelId).sort((a, b) => a.enteredAt - b.enteredAt || a.seq - b.seq);
  }
}

function earliest(candidates: Due[]): Due {
  return candidates.reduce((best, c) => (c.at < best.at || (c.at === best.at && PRIORITY[c.state] < PRIORITY[best.state]) ? c : best));
}
