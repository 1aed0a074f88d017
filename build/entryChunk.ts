import type { Plugin } from 'vite';

/**
 * Keeps everything the entry imports statically in the entry chunk. Rolldown puts a module that
 * the entry and a lazily loaded screen both import into a shared chunk of its own (Rollup would
 * have left it in the entry, which is always loaded first): the first screen then waits on three
 * or four requests where one would do, and gzip compresses each apart. The set is found after
 * the module graph is built, and `codeSplitting.groups` asks for it by module id.
 */
export function entryChunk(): { plugin: Plugin; isStaticallyInEntry(id: string): boolean } {
  const inEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'tenfoot-entry-chunk',
    apply: 'build',
    buildEnd() {
      inEntry.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length) {
        const id = queue.pop()!;
        if (inEntry.has(id)) continue;
        inEntry.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) queue.push(dep);
      }
    },
  };
  return { plugin, isStaticallyInEntry: (id) => inEntry.has(id) };
}
