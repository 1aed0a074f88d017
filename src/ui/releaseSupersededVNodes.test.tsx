// @vitest-environment happy-dom
import { createElement, options, render, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { PureComponent } from './PureComponent.ts';
import { KNOWN_VNODE_FIELDS, knowsVNodeShape, releaseSupersededVNodes } from './releaseSupersededVNodes.ts';

/** What one render of the list was given: a page of results, as SearchResults gives its Grid. */
class Payload {
  constructor(readonly generation: number) {}
}

/** A card that skips renders whose props did not change, as ModelCard does. */
class Cell extends PureComponent<{ model: object; slot: number }> {
  override render() {
    return <span class="cell">{this.props.slot}</span>;
  }
}

function Track({ items, cells }: { items: Payload; cells: VNode[] }) {
  return <div class="track" data-generation={items.generation}>{cells}</div>;
}

let rerender: () => void = () => undefined;
const SLOTS = 6;

/** Re-renders itself (as SearchResults does on a signal): each render changes one slot's model. */
function List() {
  const [generation, setGeneration] = useState(0);
  rerender = () => setGeneration((g) => g + 1);
  const models = useState(() => Array.from({ length: SLOTS }, () => ({})))[0];
  models[generation % SLOTS] = {};
  const cells = models.map((model, slot) => <Cell key={slot} model={model} slot={slot} />);
  return (
    <section>
      <Track items={new Payload(generation)} cells={cells} />
    </section>
  );
}

/** Renders once: its props.children keeps List's first vnode after List re-renders itself. */
let firstListVNode: VNode | undefined;
function Screen() {
  firstListVNode = <List />;
  return <main>{firstListVNode}</main>;
}

/** The Payloads still reachable from a vnode through plain object links (DOM nodes not followed). */
function payloadsReachableFrom(start: object): number {
  const seen = new Set<object>();
  const queue: object[] = [start];
  let payloads = 0;
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next) || next instanceof Node) continue;
    seen.add(next);
    if (next instanceof Payload) payloads++;
    for (const value of Object.values(next)) if (value && typeof value === 'object') queue.push(value);
  }
  return payloads;
}

async function renderGenerations(count: number): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.append(root);
  render(<Screen />, root);
  for (let i = 0; i < count; i++) {
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return root;
}

describe('releaseSupersededVNodes', () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
    document.body.innerHTML = '';
  });

  it('without it, a vnode left behind in props.children reaches every later render of the list (the leak it fixes)', async () => {
    const root = await renderGenerations(60);
    expect(root.querySelector('.track')?.getAttribute('data-generation')).toBe('60');
    expect(payloadsReachableFrom(firstListVNode!)).toBeGreaterThan(30);
    render(null, root);
  });

  it('with it, that vnode reaches no later render, and the list still renders and updates', async () => {
    undo = releaseSupersededVNodes();
    const root = await renderGenerations(60);
    expect(root.querySelector('.track')?.getAttribute('data-generation')).toBe('60');
    expect(root.querySelectorAll('.cell')).toHaveLength(SLOTS);
    expect(payloadsReachableFrom(firstListVNode!)).toBeLessThanOrEqual(1);
    // Cells that skipped renders and cells that re-rendered still update and unmount cleanly.
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector('.track')?.getAttribute('data-generation')).toBe('61');
    render(null, root);
    expect(root.innerHTML).toBe('');
  });

  it('knows the vnodes of the installed Preact: an upgrade that changes their fields fails here, loudly', () => {
    // If this fails, Preact changed its vnode's internal fields: re-check the release above against
    // the new version (and the heap bench, npm run bench -- browse) before changing KNOWN_VNODE_FIELDS.
    expect(Object.keys(createElement('div', null))).toEqual(KNOWN_VNODE_FIELDS);
    expect(knowsVNodeShape()).toBe(true);
  });

  it('does nothing at all with vnodes of a shape it does not know', () => {
    const before = options.diffed;
    const undoUnknown = releaseSupersededVNodes({ type: 'div', props: {}, _children: null, _component: null });
    expect(options.diffed).toBe(before);
    undoUnknown();
    expect(options.diffed).toBe(before);
  });
});
