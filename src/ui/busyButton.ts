/**
 * The props of a button that is busy for a while (saving, retrying): it stays focusable and
 * focused, since a `disabled` button drops focus to the page, and a press while busy does nothing.
 */
export function busyButton(busy: boolean, onPress: () => void): { 'aria-disabled'?: true; onClick?: () => void } {
  return busy ? { 'aria-disabled': true } : { onClick: onPress };
}
