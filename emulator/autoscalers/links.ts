/**
 * Resource URLs of compute v1. Records keep paths (`projects/p/zones/z/...`); responses turn them
 * into absolute links on the origin the caller reached, so selfLink and targetLink can be followed.
 */

export const COMPUTE_BASE_PATH = '/compute/v1';

export function zonePath(project: string, zone: string): string {
  return `projects/${project}/zones/${zone}`;
}

/** Zonal resources live under zones/, regional ones (regional groups and their autoscalers) under regions/. */
export type Scope = 'zones' | 'regions';

export function locationPath(project: string, scope: Scope, name: string): string {
  return `projects/${project}/${scope}/${name}`;
}

export function link(origin: string, path: string): string {
  return `${origin}${COMPUTE_BASE_PATH}/${path}`;
}

export interface GroupRef {
  project: string;
  zone: string;
  name: string;
}

/** A managed instance group's URL, full (any host, .../compute/v1/...) or partial (`projects/...`). */
const GROUP_URL = /^(?:https?:\/\/[^/]+(?:\/[^?#]*?)?\/compute\/v1\/)?projects\/([^/]+)\/zones\/([^/]+)\/instanceGroupManagers\/([^/?#]+)$/;

export function parseGroupUrl(url: string): GroupRef | undefined {
  const m = GROUP_URL.exec(url);
  return m ? { project: m[1]!, zone: m[2]!, name: m[3]! } : undefined;
}

export function groupPath(ref: GroupRef): string {
  return `${zonePath(ref.project, ref.zone)}/instanceGroupManagers/${ref.name}`;
}
