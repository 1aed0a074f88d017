import { ENV_HELP } from '../lib/config.ts';

export const AUTOSCALER_HELP = `Create the autoscaler that sizes tenfoot's web tier (compute v1, zonal autoscalers).

Usage: npm run autoscaler -- <command> [options]

Commands:
  create      create an autoscaler: from --file, from --template prime-time, or from flags;
              validated locally first, then followed until its operation is DONE
  get         show an autoscaler: get NAME
  operation   show (or --wait for) an operation: operation NAME

Common options: --project P, --zone Z, --json (machine-readable output), --help.
With --json, run it as "npm run --silent autoscaler -- ..." so that npm's own lines stay off stdout.
Exit codes: 0 success, 1 failure reported by the service (an error answer, a failed operation,
an autoscaler in status ERROR), 2 bad usage or input (found before anything is sent, or refused by
the service as invalid), 130 interrupted (Ctrl-C; the service goes on with what it was sent).

${ENV_HELP}`;

export const COMMAND_HELP: Record<string, string> = {
  create: `Usage: npm run autoscaler -- create --project P --zone Z (--file F | --template prime-time ... | flags)

Every rule is checked before anything is sent; each bad field is named. The request carries a
generated requestId and is re-sent with the same id after a network failure, so a retry never
creates two autoscalers. The operation is followed (progress on stderr) until DONE; then the
autoscaler is shown, or the operation's errors.

Sources:
  --file F                    an Autoscaler resource as JSON (the API's field names)
  --template prime-time       the web tier with a CPU target and an evening-peak schedule:
      --time-zone TZ          required: the audience's tz database zone, e.g. Europe/Paris
      --peak-start HH:MM      default 18:00        --peak-end HH:MM   default 23:00
      --peak-min N            VMs during the peak, default 6
      --lead DURATION         start the schedule early so new VMs serve in time, default 10m
      --days DOW              cron day-of-week, default * (e.g. MON-FRI, FRI,SAT)
      (defaults: --target tenfoot-web, --min 2, --max 12, --cpu 0.6; flags below override)
  flags:
      --name N                RFC 1035, 1-63 characters
      --target GROUP          a managed instance group name (in --project/--zone) or its URL
      --min N --max N         replicas (max required, not lower than min)
      --cpu R                 CPU target in (0, 1], e.g. 0.6 or 60%      --predictive
      --lb R                  load balancing utilization target (> 0), e.g. 0.8
      --cool-down S           seconds (or 90s, 2m); service default 60
      --mode M                ON, OFF, ONLY_SCALE_OUT
      --scale-in-percent P | --scale-in-fixed N   --scale-in-window S
      --schedule SPEC         repeatable: "name=evening-peak;cron=0 18 * * *;min=6;duration=5h;tz=Europe/Paris"
      --description TEXT
Other options:
  --request-id UUID   resume an earlier attempt without creating a second autoscaler
  --dry-run           validate and print the request, send nothing
  --no-wait           return after the insert with the operation's name
  --json`,
  get: `Usage: npm run autoscaler -- get NAME --project P --zone Z [--json]

Shows the autoscaler: policy, status, statusDetails, recommendedSize and each schedule's state.`,
  operation: `Usage: npm run autoscaler -- operation NAME --project P --zone Z [--wait] [--json]

Shows a zonal operation; --wait follows it until DONE. Exit code 1 when it failed.`,
};
