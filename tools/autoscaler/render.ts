import type { Autoscaler, Operation } from '../api/autoscalers.ts';
import { operationErrors } from '../api/autoscalers.ts';
import { formatHumanDuration } from '../lib/humanDuration.ts';
import type { Io } from '../lib/io.ts';

/** Operation progress while it runs, its errors when it fails, the autoscaler when it succeeds. */

/** A live bar on a terminal; elsewhere one line per status change (progress goes to stderr, results to stdout). */
export function progressReporter(io: Io, quiet: boolean): (operation: Operation) => void {
  let last = '';
  return (op) => {
    if (quiet) return;
    const pct = Math.max(0, Math.min(100, op.progress ?? 0));
    if (io.isTTY) {
      const filled = Math.round(pct / 5);
      io.status(`[${'#'.repeat(filled)}${' '.repeat(20 - filled)}] ${String(pct).padStart(3)}%  ${op.status ?? '?'}  ${op.name ?? ''}`);
    }
    if (op.status !== last) {
      last = op.status ?? '';
      io.err(`Operation ${op.name ?? '?'}: ${op.status ?? '?'} (${pct}%)`);
    }
  };
}

export function renderOperationFailure(op: Operation): string[] {
  const lines = [`The operation failed${op.httpErrorStatusCode ? ` (${op.httpErrorStatusCode}${op.httpErrorMessage ? ` ${op.httpErrorMessage}` : ''})` : ''}:`];
  for (const e of operationErrors(op)) {
    lines.push(`  ${e.code ?? 'ERROR'}${e.location ? ` at ${e.location.replace(/^resource\./, '')}` : ''}: ${e.message ?? ''}`.trimEnd());
    for (const d of e.errorDetails ?? []) {
      if (d.quotaInfo) {
        const q = d.quotaInfo;
        const dims = Object.entries(q.dimensions ?? {}).map(([k, v]) => `${k}=${v}`).join(', ');
        lines.push(`    quota ${q.limitName ?? '?'} (${q.metricName ?? '?'}): limit ${q.limit ?? '?'}${dims ? ` for ${dims}` : ''}`);
      }
      for (const link of d.help?.links ?? []) lines.push(`    help: ${link.description ?? ''} ${link.url ?? ''}`.trimEnd());
    }
  }
  return lines;
}

export function renderWarnings(op: Operation): string[] {
  return (op.warnings ?? []).map((w) => `warning ${w.code ?? ''}: ${w.message ?? ''}`);
}

function percent(n: number | undefined): string {
  return n === undefined ? '?' : `${Math.round(n * 1000) / 10}%`;
}

export function renderAutoscaler(a: Autoscaler): string[] {
  const p = a.autoscalingPolicy ?? {};
  const lines = [`${a.name ?? '?'}  ${a.status ?? '?'}`];
  const row = (label: string, value: string | undefined) => {
    if (value) lines.push(`  ${label.padEnd(13)} ${value}`);
  };
  row('Target', a.target);
  row('Replicas', `min ${p.minNumReplicas ?? '?'}, max ${p.maxNumReplicas ?? '?'}${a.recommendedSize !== undefined ? ` · recommended now ${a.recommendedSize}` : ''}`);
  row('Mode', p.mode);
  if (p.cpuUtilization) row('CPU target', `${percent(p.cpuUtilization.utilizationTarget)}${p.cpuUtilization.predictiveMethod && p.cpuUtilization.predictiveMethod !== 'NONE' ? ` (predictive: ${p.cpuUtilization.predictiveMethod})` : ''}`);
  if (p.loadBalancingUtilization) row('LB target', percent(p.loadBalancingUtilization.utilizationTarget));
  for (const m of p.customMetricUtilizations ?? []) row('Metric', `${m.metric ?? '?'} ${m.utilizationTarget !== undefined ? `target ${m.utilizationTarget} (${m.utilizationTargetType ?? 'GAUGE'})` : `${m.singleInstanceAssignment} per VM`}`);
  if (p.coolDownPeriodSec !== undefined) row('Cool down', formatHumanDuration(p.coolDownPeriodSec * 1000));
  const scaleIn = p.scaleInControl;
  if (scaleIn?.maxScaledInReplicas) {
    const r = scaleIn.maxScaledInReplicas;
    const amount = r.percent !== undefined ? `${r.percent}%` : `${r.fixed ?? '?'} VMs`;
    row('Scale-in', `at most ${amount}${r.calculated !== undefined ? ` (${r.calculated} now)` : ''} per ${formatHumanDuration((scaleIn.timeWindowSec ?? 0) * 1000)}`);
  }
  for (const [name, s] of Object.entries(p.scalingSchedules ?? {})) {
    const status = a.scalingScheduleStatus?.[name];
    const when = status ? ` · ${status.state ?? '?'}${status.nextStartTime ? `, next start ${status.nextStartTime}` : ''}${status.lastStartTime ? `, started ${status.lastStartTime}` : ''}` : '';
    row('Schedule', `${name}: at least ${s.minRequiredReplicas ?? '?'} VMs from "${s.schedule ?? '?'}" ${s.timeZone || 'UTC'} for ${formatHumanDuration((s.durationSec ?? 0) * 1000)}${s.disabled ? ' (disabled)' : ''}${when}`);
  }
  for (const d of a.statusDetails ?? []) row('Status', `${d.type ?? '?'}: ${d.message ?? ''}`);
  return lines;
}
