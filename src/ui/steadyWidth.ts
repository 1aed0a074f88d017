/**
 * Props that keep a button as wide as the widest of its labels, whichever one it shows: a label
 * that changes with the button's state ("Subscribe", "Subscribing…", "✓ Subscribed") no longer
 * moves or re-wraps what stands beside it (a channel's figures went to a second line). The other
 * labels are laid out unseen by the stylesheet (`[data-also]` in styles.css), as generated
 * content: the button's text, and what a screen reader says of it, stay the one label shown.
 * At most two other labels.
 */
export function steadyWidth(shown: string, labels: readonly string[]): { 'data-also'?: string; 'data-also2'?: string } {
  const others = labels.filter((label) => label !== shown);
  return { 'data-also': others[0], 'data-also2': others[1] };
}

/**
 * A button's label while it works or not ("Sign out", then "Signing out…"), with the props that
 * keep it as wide as the wider of the two (it shrank under its ring while busy).
 */
export function busyButtonLabel(busy: boolean, idle: string, working: string): { label: string; width: ReturnType<typeof steadyWidth> } {
  const label = busy ? working : idle;
  return { label, width: steadyWidth(label, [idle, working]) };
}
