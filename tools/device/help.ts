import { ENV_HELP } from '../lib/config.ts';

export const DEVICE_HELP = `Reserve a remote Android device (TV or phone) to try tenfoot on real hardware.

Usage: npm run device -- <command> [options]

Commands:
  create     reserve a device:   create --model sabrina --version 31 [--ttl 30m] [--wait]
  list       your sessions:      list [--state ACTIVE]
  get        one session:        get NAME
  watch      follow a session:   watch NAME   (until ACTIVE or final)
  extend     more time:          extend NAME --ttl 1h | --add 15m | --expire-time T
  cancel     release a device:   cancel NAME
  catalog    models, versions, locales and orientations you can reserve

NAME is projects/{project}/deviceSessions/{id}, or just the id with --project / TENFOOT_PROJECT.
Common options: --project P, --json (machine-readable output), --help.
With --json, run it as "npm run --silent device -- ..." so that npm's own lines stay off stdout.
Exit codes: 0 success, 1 failure reported by the service (or a session that never became
ACTIVE, or a Ctrl-C whose cancel failed), 2 bad usage or input, 130 interrupted (create --wait
cancels its session first; stderr says what, if anything, may be left).

${ENV_HELP}`;

export const COMMAND_HELP: Record<string, string> = {
  create: `Usage: npm run device -- create --model ID --version ID [options]

Reserves a device. Without --wait it returns at once (state REQUESTED); "watch NAME" follows it.
  --model ID          androidModelId, e.g. sabrina (Chromecast with Google TV), shiba (Pixel 8);
                      "npm run device -- catalog" lists them
  --version ID        androidVersionId, e.g. 31 (Android 12), 34 (Android 14)
  --locale ID         default en_US
  --orientation O     landscape (default; TVs support nothing else) or portrait
  --ttl DURATION      time on the device once it is ACTIVE: 90s, 30m, 1h30m (service default 15m)
  --expire-time T     or a fixed end, RFC 3339 (e.g. 2030-01-01T20:00:00Z; offsets are converted to UTC)
  --wait              wait until the device is ACTIVE; Ctrl-C while waiting cancels the session,
                      so nothing stays reserved
  --project P, --json`,
  list: `Usage: npm run device -- list [--state STATE]... [--project P] [--json]

Lists your sessions in the project, newest first, following every page.
  --state STATE   only sessions in this state (repeat for several): REQUESTED, PENDING, ACTIVE,
                  FINISHED, EXPIRED, UNAVAILABLE, ERROR, TIMEOUT_INACTIVITY`,
  get: `Usage: npm run device -- get NAME [--project P] [--json]

Shows one session: device, state, times and its state history.`,
  watch: `Usage: npm run device -- watch NAME [--project P] [--json]

Prints each state change with the time since creation, live, until the session is ACTIVE or final.
With --json, one JSON session per line (NDJSON) at each change.
Exit code 0 when the session is (or was) ACTIVE, 1 when it ended without ever being ACTIVE.`,
  extend: `Usage: npm run device -- extend NAME (--ttl DURATION | --add DURATION | --expire-time T)

Changes the session's time budget (PATCH with updateMask).
  --ttl DURATION      the new total ttl, counted from when the device became ACTIVE (e.g. 1h)
  --add DURATION      add to the current ttl (e.g. 15m)
  --expire-time T     a fixed end instead, RFC 3339
  --project P, --json`,
  cancel: `Usage: npm run device -- cancel NAME [--project P] [--json]

Ends the session (state FINISHED) and closes all connections. A session already final cannot be
cancelled (exit code 1).`,
  catalog: `Usage: npm run device -- catalog [--project P] [--json]

Lists the models you can reserve with their Android versions, then the locales and orientations.`,
};
