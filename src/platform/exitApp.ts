import { browser } from './browser.ts';
import { browserEnv, startedPlatform } from './index.ts';

/** Leaves the app the platform's way (the "Exit tenfoot?" dialog's Exit). */
export function exitApp(): void {
  const { adapter, env } = startedPlatform() ?? { adapter: browser, env: browserEnv() };
  adapter.exit(env);
}
