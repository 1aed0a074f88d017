import { parseSessionName, sessionName, type DeviceSessionsClient } from '../api/deviceSessions.ts';
import { UsageError } from '../lib/args.ts';
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
  if (parseSessionName(arg)) return arg;
  if (arg.includes('/')) throw new UsageError(`"${arg}" is not a session name; expected projects/{project}/deviceSessions/{id} or a bare id.`);
  return sessionName(requireProject(project, config), arg);
}
