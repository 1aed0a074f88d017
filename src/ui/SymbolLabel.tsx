/**
 * A button's words with the symbol they start with ("▶ Play", "✓ Subscribed", "⤮ Shuffle") kept
 * from screen readers, which read it out ("black right-pointing triangle, Play") or say a state
 * twice ("check mark Subscribed, pressed"). Seen, the symbol stays; the button's text is unchanged.
 */
const LEADING_SYMBOL = /^([+\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2900-\u297f]+) /; // arrows, technical signs, shapes, dingbats; no \p{} escapes on the floor's engine

export function SymbolLabel({ text }: { text: string }) {
  const symbol = LEADING_SYMBOL.exec(text);
  if (!symbol) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{symbol[1]}</span> {text.slice(symbol[0].length)}
    </>
  );
}
