import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script with no type declarations
import { DEFAULT_CHROMIUM, ensureChromium } from './ensureChromium.mjs';

/** A machine as the script sees it: which paths exist, whether root, whether apt-get works. */
function machine(o: { paths?: string[]; root?: boolean; apt?: boolean; installWorks?: boolean }) {
  const paths = new Set(o.paths ?? []);
  const lines: string[] = [];
  const aptCalls: string[][] = [];
  return {
    lines,
    aptCalls,
    sys: {
      exists: (p: string) => paths.has(p),
      isRoot: () => o.root ?? false,
      hasAptGet: () => o.apt ?? false,
      aptGet: (args: string[]) => {
        aptCalls.push(args);
        if (args[0] === 'install' && o.installWorks) paths.add(DEFAULT_CHROMIUM);
        return args[0] === 'update' || !!o.installWorks;
      },
      say: (l: string) => lines.push(`say: ${l}`),
      complain: (l: string) => lines.push(`error: ${l}`),
    },
  };
}

describe('npm test gets the Chromium it needs, or says in one line what to install', () => {
  it('goes on when /usr/bin/chromium is there, installing nothing', () => {
    const m = machine({ paths: [DEFAULT_CHROMIUM], root: true, apt: true });
    expect(ensureChromium({}, m.sys)).toBe(true);
    expect(m.aptCalls).toEqual([]);
    expect(m.lines).toEqual([]);
  });

  it('uses CHROMIUM_PATH when it names a browser, and stops naming it when it does not exist', () => {
    expect(ensureChromium({ CHROMIUM_PATH: '/opt/chrome' }, machine({ paths: ['/opt/chrome'] }).sys)).toBe(true);
    const m = machine({ root: true, apt: true });
    expect(ensureChromium({ CHROMIUM_PATH: '/opt/chrome' }, m.sys)).toBe(false);
    expect(m.lines).toEqual([expect.stringMatching(/^error: .*CHROMIUM_PATH=\/opt\/chrome does not exist/)]);
    expect(m.aptCalls).toEqual([]); // never installs over a path the viewer chose
  });

  it('as root with apt-get, installs Debian\'s chromium, saying so in one line', () => {
    const m = machine({ root: true, apt: true, installWorks: true });
    expect(ensureChromium({}, m.sys)).toBe(true);
    expect(m.aptCalls).toEqual([['update'], ['install', '-y', 'chromium']]);
    expect(m.lines).toEqual([expect.stringMatching(/^say: .*installing Debian's package/)]);
  });

  it('without root or without apt-get, stops at once with one line naming what to install and CHROMIUM_PATH', () => {
    for (const m of [machine({ root: false, apt: true }), machine({ root: true, apt: false })]) {
      expect(ensureChromium({}, m.sys)).toBe(false);
      expect(m.aptCalls).toEqual([]);
      expect(m.lines).toHaveLength(1);
      expect(m.lines[0]).toMatch(/^error: .*apt-get install -y chromium.*CHROMIUM_PATH/);
    }
  });

  it('says so when the install fails', () => {
    const m = machine({ root: true, apt: true, installWorks: false });
    expect(ensureChromium({}, m.sys)).toBe(false);
    expect(m.lines.at(-1)).toMatch(/^error: npm test: installing Chromium failed/);
  });
});
