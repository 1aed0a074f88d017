import { Component } from 'preact';

function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  return true;
}

/**
 * Skips re-rendering when no prop changed. Shelves and grids re-render on every focus move (the
 * window of cards slides); without this, every card on screen would be diffed per key press,
 * which costs whole frames on a slow TV. preact/compat's `memo` would do the same but pulls all of
 * compat into the bundle.
 */
export abstract class PureComponent<P extends object> extends Component<P> {
  override shouldComponentUpdate(next: P): boolean {
    return !shallowEqual(this.props, next);
  }
}
