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

/** node:util parseArgs in strict mode, its errors turned into UsageErrors that point at --help. */
export function parseCommand(argv: string[], options: OptionSpec, command: string): Parsed {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
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

/** An integer flag such as --max 12. */
export function intOption(values: Parsed['values'], name: string): number | undefined {
  const raw = stringOption(values, name);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number; got "${raw}".`);
  return Number(raw);
}

/** A number flag such as --cpu 0.6; `60%` is read as 0.6. */
export function ratioOption(values: Parsed['values'], name: string): number | undefined {
  const raw = stringOption(values, name);
  if (raw === undefined) return undefined;
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
      const message = error.message.replace(new RegExp(`^--${flag}:? `), '');
      if (!this.problems.some((p) => p.field === `--${flag}` && p.message === message)) this.problems.push({ field: `--${flag}`, message });
      return undefined;
    }
  }

  int(flag: string): number | undefined {
    return this.read(flag, intOption);
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
