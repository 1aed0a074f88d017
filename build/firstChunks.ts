import type { Plugin } from 'vite';

/**
 * Three chunks a TV fetches first, each made whole rather than left to Rolldown's sharing:
 * - `index`: everything the entry imports statically. Rolldown puts a module that the entry and
 *   a lazily loaded screen both import into a shared chunk of its own (Rollup would have left it
 *   in the entry, which is always loaded first): the first screen then waits on three or four
 *   requests where one would do.
 * - `home`: what the signed-in frame (menu) and Home import statically, the entry's apart: a
 *   returning viewer's first screen. Left to Rolldown it came as 13 files, each compressed apart
 *   (gzip starts each with an empty dictionary): one file is smaller by the repeats between them.
 *   What the sign-in screen imports statically is left out, so the sign-in screen never waits
 *   for Home's code; other screens that import a module of it fetch the whole group, which by
 *   then has come in idle time anyway.
 * - `remote`: the remote's key handling and focus moves (src/nav/remote.ts and what it imports
 *   that the entry has not), fetched once the first screen is up (src/nav/remoteLater.ts). Left to
 *   Rolldown, the focus moves, which other screens import too, were a chunk of their own: two
 *   requests, either of which failing left the remote dead.
 * The sets are found after the module graph is built; `codeSplitting.groups` asks by module id.
 */
export function firstChunks(): { plugin: Plugin; groupOf(id: string): 'index' | 'home' | 'remote' | undefined } {
  const inEntry = new Set<string>();
  const inHome = new Set<string>();
  const inRemote = new Set<string>();
  const plugin: Plugin = {
    name: 'tenfoot-first-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]): Set<string> => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) queue.push(dep);
        }
        return seen;
      };
      const byPath = (suffix: string) => ids.filter((id) => id.endsWith(suffix));
      inEntry.clear();
      for (const id of closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))) inEntry.add(id);
      const signIn = closure(byPath('/src/screens/SignIn.tsx'));
      const home = closure([...byPath('/src/screens/BrowseArea.tsx'), ...byPath('/src/screens/Home.tsx')]);
      // What both first screens import goes in the entry, which both load: left out of both groups,
      // Rolldown put it in Home's chunk with the group's module that imports it (src/state/guest.ts,
      // once the sign-in code imported it), and the sign-in screen fetched all of Home's code.
      for (const id of home) if (signIn.has(id)) inEntry.add(id);
      // Likewise what Home and the remote's code (fetched by every first screen once it is up,
      // src/nav/remoteLater.ts) both import: in Home's chunk, it made the sign-in screen's remote
      // wait for all of Home's code.
      const remote = closure(byPath('/src/nav/remote.ts'));
      for (const id of home) if (remote.has(id)) inEntry.add(id);
      inRemote.clear();
      for (const id of remote) if (!inEntry.has(id)) inRemote.add(id);
      inHome.clear();
      for (const id of home) {
        if (!inEntry.has(id) && !signIn.has(id)) inHome.add(id);
      }
    },
  };
  return { plugin, groupOf: (id) => (inEntry.has(id) ? 'index' : inHome.has(id) ? 'home' : inRemote.has(id) ? 'remote' : undefined) };
}
