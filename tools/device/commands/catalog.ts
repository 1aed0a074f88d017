import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import type { DeviceContext } from '../context.ts';

const OPTIONS = { project: { type: 'string' }, json: { type: 'boolean' } } as const;

/** GET v1/testEnvironmentCatalog/ANDROID: what create's --model, --version, --locale, --orientation accept. */
export async function catalogCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- catalog');
  if (positionals.length) throw new UsageError(`catalog takes no positional arguments; got "${positionals.join(' ')}".`);
  const catalog = await ctx.client.getAndroidCatalog(stringOption(values, 'project') ?? ctx.config.project);
  if (ctx.json) {
    ctx.io.out(JSON.stringify(catalog, null, 2));
    return EXIT.OK;
  }
  const c = catalog.androidDeviceCatalog ?? {};
  const versions = new Map((c.versions ?? []).map((v) => [v.id, `${v.id} (Android ${v.versionString})`]));
  const rows = (c.models ?? []).map((m) => [m.id ?? '?', m.tags?.includes('tv') ? 'TV' : (m.formFactor ?? '').toUpperCase() || '?', m.name ?? '', (m.supportedVersionIds ?? []).map((v) => versions.get(v) ?? v).join(', ')]);
  const header = ['MODEL', 'KIND', 'NAME', 'VERSIONS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) ctx.io.out(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
  ctx.io.out('');
  ctx.io.out(`Locales: ${(c.runtimeConfiguration?.locales ?? []).map((l) => l.id).join(', ')}`);
  ctx.io.out(`Orientations: ${(c.runtimeConfiguration?.orientations ?? []).map((o) => o.id).join(', ')}`);
  return EXIT.OK;
}
