import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Shrinks an element's font until its text fits on one line: the user code and URL must never clip
 * or wrap, whatever fonts the TV has (docs/reference/facts.md, Device flow: showing the code).
 */
export function useFitText<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.fontSize = '';
    for (let i = 0; i < 30 && el.scrollWidth > el.clientWidth; i++) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      el.style.fontSize = `${size * 0.95}px`;
    }
  }, [text]);
  return ref;
}
