import { createElement, options, type VNode } from 'preact';

/**
 * Preact's internal fields of a rendered vnode (its mangled names, the same in Preact 10 and 11,
 * which @preact/signals and preact/debug also rely on): the component behind it, its rendered
 * children, and its parent. package.json pins Preact to the exact version this was checked against.
 */
interface RenderedVNode {
  __c?: object | null;
  __k?: unknown;
  __?: unknown;
}

/** Every field a vnode of the checked version has, in its order: another shape is another Preact. */
export const KNOWN_VNODE_FIELDS = ['type', 'props', 'key', 'ref', '__k', '__', '__b', '__e', '__c', 'constructor', '__v', '__i', '__u'];

/** Whether vnodes made by this Preact have exactly the fields the release below was written for. */
export function knowsVNodeShape(vnode: object = createElement('div', null)): boolean {
  const fields = Object.keys(vnode);
  return fields.length === KNOWN_VNODE_FIELDS.length && fields.every((f, i) => f === KNOWN_VNODE_FIELDS[i]);
}

/** Each component's vnode as of its last diff. */
const lastDiffed = new WeakMap<object, RenderedVNode>();

/**
 * Lets go of what a component's vnodes point to once a newer vnode has replaced them.
 *
 * Preact leaves a replaced vnode's links to its children and parent in place, and replaced vnodes
 * stay reachable: a component that re-renders itself (a signal, a setState) leaves its first vnode
 * in its parent's props.children; a card that skipped a render (shouldComponentUpdate) shares its
 * children with the vnode it replaced. Through those links, one old vnode reached every later
 * render of a grid, each with the list it was given: paging through 1,000 search results kept all
 * of them in memory, though their pages had gone to IndexedDB (docs/performance.md). Nothing reads a replaced vnode's links again: the
 * parent's diff is done with it once its replacement is diffed, and renderComponent only writes
 * the replacement into the parent.
 */
export function releaseSupersededVNodes(probe?: object): () => void {
  // A Preact whose vnodes look different may use these fields for something else: writing them
  // could break rendering, while leaving them costs only the memory this saves. So it does nothing.
  if (!knowsVNodeShape(probe)) return () => undefined;
  const previous = options.diffed;
  const release = (vnode: VNode) => {
    const rendered = vnode as RenderedVNode;
    const component = rendered.__c;
    if (component) {
      const replaced = lastDiffed.get(component);
      if (replaced && replaced !== rendered) {
        replaced.__k = null;
        replaced.__ = null;
      }
      lastDiffed.set(component, rendered);
    }
    previous?.(vnode);
  };
  options.diffed = release;
  /** Puts the hook back as it was (tests compare with and without it). */
  return () => {
    if (options.diffed === release) options.diffed = previous;
  };
}
