import type { Route } from './router.ts';

/**
 * What a screen wants back when the viewer returns to it with Back: the focused item's key and
 * small values such as a shelf's scroll position. Kept per history entry, dropped with it.
 */
export interface RouteMemory {
  focusKey?: string;
  values: Map<string, unknown>;
}

const memories = new WeakMap<Route, RouteMemory>();

export function memoryOf(route: Route): RouteMemory {
  let memory = memories.get(route);
  if (!memory) {
    memory = { values: new Map() };
    memories.set(route, memory);
  }
  return memory;
}
