import { parseArgs, type ParseArgsConfig } from 'node:util';
import { TenfootError } from '../../src/errors.ts';

/** A mistake on the command line or in the input: exit code 2, with every problem listed. */
export class UsageError extends TenfootError<'usage'> {
  constructor(
    message: string,
    readonly problems: { field: string; message: string }[] = [],
  ) {
    super('usage', message);
  }
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | string[] | boolean[] | undefined>;
  positionals: string[];
}

/**
 * `--min -3` as `--min=-3`: parseArgs in strict mode refuses a value that starts with a dash as
 * "ambiguous", which named no rule and left the user guessing. No flag has a short form, so a
 * negative number after a flag that takes a value can only be that value; the flag's own check
 * then says what it accepts (0 or more, 1 or more...).
 */
function joinNegativeValues(argv: string[], options: OptionSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name && options[name]?.type === 'string' && next !== undefined && /^-\.?\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
    if (arg === '--') {
      out.push(...argv.slice(i + 1));
      break;
    }
  }
  return out;
}

/** node:util parseArgs in strict mode, its errors turned into UsageErrors that point at --help. */
export function parseCommand(argv: string[], options: OptionSpec, command: string): Parsed {
  try {
    const { values, positionals } = parseArgs({ args: joinNegativeValues(argv, options), options, allowPositionals: true, strict: true });
    return { values: values as Parsed['values'], positionals };
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.');
    throw new UsageError(`${message} See "${command} --help".`);
  }
}

/**
 * A name or id that goes into a URL as one path segment. "." and ".." survive percent-encoding and
 * the URL then folds them away: `get .` asked for the list of sessions and printed it as one, and
 * `watch .` polled it for ever.
 */
export function oneSegment(value: string, what: string): string {
  if (value === '' || value === '.' || value === '..' || value.includes('/')) throw new UsageError(`"${value}" is not ${what}.`);
  return value;
}

export function stringOption(values: Parsed['values'], name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function listOption(values: Parsed['values'], name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
}

/** The largest whole number the services take in an integer field (int32); past it they refuse the request. */
export const MAX_INT32 = 2 ** 31 - 1;

/**
 * A whole number typed for `what` (`--max`, `--schedule min`), at least `min`: said in the user's
 * terms before anything is sent. 99999999999 had been called "not a whole number" by the check of
 * the request, and -3 never got past parseArgs' "ambiguous argument".
 */
export function wholeNumber(raw: string, what: string, min = 0): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw new UsageError(`${what} must be a whole number; got "${raw}".`);
  const n = Number(text);
  if (n < min) throw new UsageError(`${what} must be ${min} or more; got "${raw}".`);
  if (n > MAX_INT32) throw new UsageError(`${what} ${text} is too large: the largest value the service accepts is ${MAX_INT32}.`);
  return n;
}

/** An integer flag such as --max 12, at least `min` (0 unless the flag says: none takes a negative number). */
export function intOption(values: Parsed['values'], name: string, min = 0): number | undefined {
  const raw = stringOption(values, name);
  return raw === undefined ? undefined : wholeNumber(raw, `--${name}`, min);
}

/** A number flag such as --cpu 0.6; `60%` is read as 0.6. */
export function ratioOption(values: Parsed['values'], name: string): number | undefined {
  const raw = stringOption(values, name);
  if (raw === undefined) return undefined;
  if (/^\s*-\.?\d/.test(raw)) throw new UsageError(`--${name} must be more than 0, e.g. 0.6 or 60%; got "${raw}".`);
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%)?\s*$/.exec(raw);
  if (!m) throw new UsageError(`--${name} must be a number such as 0.6 or 60%; got "${raw}".`);
  return m[2] ? Number(m[1]) / 100 : Number(m[1]);
}

/**
 * Reads flag values, collecting every one that cannot be read, so the user hears of all of them at
 * once (`--max abc --cpu abc --min x` had named only --min).
 */
export class FlagReader {
  private readonly problems: { field: string; message: string }[] = [];
  constructor(readonly values: Parsed['values']) {}

  /** The flag's value read by `parse`, or undefined, its problem noted, when it cannot be read. */
  read<T>(flag: string, parse: (values: Parsed['values'], name: string) => T): T | undefined {
    try {
      return parse(this.values, flag);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      this.note(flag, error.message);
      return undefined;
    }
  }

  /** Notes a problem with a flag, once; also one found across its values (two --schedule of one name). */
  note(flag: string, text: string): void {
    const message = text.replace(new RegExp(`^--${flag}:? `), '');
    if (!this.problems.some((p) => p.field === `--${flag}` && p.message === message)) this.problems.push({ field: `--${flag}`, message });
  }

  /** A whole number flag, at least `min`. */
  int(flag: string, min = 0): number | undefined {
    return this.read(flag, (values, name) => intOption(values, name, min));
  }

  ratio(flag: string): number | undefined {
    return this.read(flag, ratioOption);
  }

  /**
   * Adds what a later check (a template's) found wrong with the flags, so that every problem is
   * heard at once; one about a flag that could not be read is left out: it would be about the
   * default it fell back to, a value nobody typed.
   */
  add(problems: readonly { field: string; message: string }[]): void {
    const unread = new Set(this.problems.map((p) => p.field));
    for (const p of problems) if (!unread.has(p.field)) this.problems.push(p);
  }

  /** Throws one UsageError listing every flag that could not be read or used. */
  check(): void {
    const n = this.problems.length;
    if (n) throw new UsageError(`${n} flag value${n > 1 ? 's' : ''} cannot be used; nothing was sent.`, this.problems);
  }
}
