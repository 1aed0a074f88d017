import type { AutoscalersClient } from '../api/autoscalers.ts';
import type { ToolConfig } from '../lib/config.ts';
import type { ServiceContext } from '../lib/failures.ts';
import type { Io } from '../lib/io.ts';

/** What every autoscaler command gets. */
export interface AutoscalerContext {
  io: Io;
  config: ToolConfig;
  client: AutoscalersClient;
  json: boolean;
  service: ServiceContext;
}
