import { parseSessionName, sessionName, type DeviceSessionsClient } from '../api/deviceSessions.ts';
import { oneSegment, UsageError } from '../lib/args.ts';
import { requireProject, type ToolConfig } from '../lib/config.ts';
import type { ServiceContext } from '../lib/failures.ts';
import type { Io } from '../lib/io.ts';

/** What every device command gets. */
export interface DeviceContext {
  io: Io;
  config: ToolConfig;
  client: DeviceSessionsClient;
  json: boolean;
  service: ServiceContext;
}

/** A full session name, or a bare id completed with --project / TENFOOT_PROJECT. */
export function resolveName(arg: string | undefined, project: string | undefined, config: ToolConfig, command: string): string {
  if (!arg) throw new UsageError(`${command} needs a session NAME (projects/{project}/deviceSessions/{id}, or the id with --project).`);
  const parsed = parseSessionName(arg);
  const what = 'a session name; expected projects/{project}/deviceSessions/{id} or a bare id';
  if (parsed) {
    oneSegment(parsed.project, `a project in ${what}`);
    oneSegment(parsed.sessionId, `a session id in ${what}`);
    return arg;
  }
  return sessionName(requireProject(project, config), oneSegment(arg, what));
}
