import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusInitial, holdFocusIn } from '../nav/focus.ts';
import { useBack } from './hooks.ts';

/** A modal that holds focus while open and gives it back to where it was when closed. */
export function Dialog({ title, children, onClose }: { title: string; children: ComponentChildren; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useBack(() => {
    onClose();
    return true;
  });
  // Before the first paint: a key pressed as the dialog appears already acts inside it.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const release = ref.current ? holdFocusIn(ref.current) : () => undefined;
    if (ref.current) focusInitial(ref.current);
    return () => {
      release();
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div class="dialog-backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-label={title} data-focus-scope ref={ref}>
        <h2 class="dialog__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
