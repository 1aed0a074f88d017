/**
 * Syntax of the scaling schedules' "extended cron format with optional year field", for local validation:
 * minute hour day-of-month month day-of-week [year]; items `*`, `n`, `a-b`, each with an optional
 * `/step`, in comma lists; JAN-DEC and SUN-SAT names; day-of-week 0-7 (0 and 7 are Sunday).
 * Returns what is wrong, or undefined when the expression is valid.
 */

interface Field {
  label: string;
  min: number;
  max: number;
  names?: readonly string[];
  /** Value of names[0]: months count from 1, days from 0. */
  firstName?: number;
}

const FIELDS: readonly Field[] = [
  { label: 'minute', min: 0, max: 59 },
  { label: 'hour', min: 0, max: 23 },
  { label: 'day of month', min: 1, max: 31 },
  { label: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'], firstName: 1 },
  { label: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], firstName: 0 },
  { label: 'year', min: 1970, max: 2099 },
];

function valueOf(token: string, field: Field): number | string {
  const index = field.names?.indexOf(token.toUpperCase()) ?? -1;
  if (index >= 0) return index + (field.firstName ?? 0);
  if (!/^\d+$/.test(token)) return `"${token}" is not a ${field.label}`;
  const n = Number(token);
  return n < field.min || n > field.max ? `${field.label} ${n} is outside ${field.min}-${field.max}` : n;
}

function itemProblem(item: string, field: Field): string | undefined {
  const [range, step, extra] = item.split('/');
  if (extra !== undefined || range === undefined || range === '') return `"${item}" is not a valid ${field.label}`;
  if (step !== undefined && !/^[1-9]\d*$/.test(step)) return `step "/${step}" in the ${field.label} must be a positive whole number`;
  if (range === '*') return undefined;
  const bounds = range.split('-');
  if (bounds.length > 2 || bounds.some((b) => b === '')) return `"${range}" is not a valid ${field.label} range`;
  const values = bounds.map((b) => valueOf(b, field));
  const bad = values.find((v) => typeof v === 'string');
  if (bad !== undefined) return bad as string;
  if (values.length === 2 && (values[0] as number) > (values[1] as number)) return `range ${range} in the ${field.label} runs backwards`;
  return undefined;
}

export function cronProblem(expression: string): string | undefined {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length !== 5 && parts.length !== 6) {
    return `expected 5 fields (minute hour day-of-month month day-of-week) and an optional year; got ${parts.length}`;
  }
  for (let i = 0; i < parts.length; i++) {
    for (const item of parts[i]!.split(',')) {
      const problem = itemProblem(item, FIELDS[i]!);
      if (problem) return problem;
    }
  }
  return undefined;
}
