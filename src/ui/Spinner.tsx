/** A turning ring while something loads or buffers; still (with the same words) under reduced motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div class="spinner" role="status" aria-label={label} data-testid="spinner">
      <span class="spinner__ring" aria-hidden="true" />
    </div>
  );
}
