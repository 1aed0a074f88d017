import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

interface OutOfView {
  above: boolean;
  below: boolean;
}

/**
 * Whether a list that scrolls with focus has rows out of its window above and below. Its first row
 * starts at its top, so any scroll puts something above; below, the last row reaching past its
 * bottom (the edge rule hides a row cut there whole, so "partly" is "not shown").
 */
export function outOfView(list: HTMLElement): OutOfView {
  const last = list.lastElementChild;
  const bottom = list.getBoundingClientRect().bottom;
  return { above: list.scrollTop > 0, below: last !== null && last.getBoundingClientRect().bottom > bottom + 1 };
}

/**
 * A scrolling list between two chevrons that show where more of it is out of view: a list cut
 * at a row's edge looks complete from the sofa (the Add to playlist dialog's six rows hid two more
 * playlists and its "New playlist" button). Drawn, not typed: no font or language needed. The
 * list is the only child: `children` renders inside the element this measures.
 */
/** `more`: rows still to come (a next page): more below, whatever the rows in hand show. */
export function ScrollCues({ children, more = false, class: className, ...rest }: { children: ComponentChildren; more?: boolean; class: string } & Record<string, unknown>) {
  const list = useRef<HTMLDivElement>(null);
  const [cues, setCues] = useState<OutOfView>({ above: false, below: false });
  const update = () => {
    const el = list.current;
    if (!el) return;
    const now = outOfView(el);
    setCues((was) => (was.above === now.above && was.below === now.below ? was : now));
  };
  // After every render (rows arrive, a row grows a message) and on every scroll, the glide's frames
  // included: a scroll leaves layout clean, so the reads cost nothing.
  useLayoutEffect(update);
  useLayoutEffect(() => {
    const el = list.current;
    el?.addEventListener('scroll', update);
    return () => el?.removeEventListener('scroll', update);
  }, []);
  return (
    <div class="scroll-cues">
      <span class={`scroll-cue scroll-cue--up${cues.above ? ' scroll-cue--on' : ''}`} aria-hidden="true" data-testid="more-above" />
      <div class={className} ref={list} {...rest}>
        {children}
      </div>
      <span class={`scroll-cue scroll-cue--down${cues.below || more ? ' scroll-cue--on' : ''}`} aria-hidden="true" data-testid="more-below" />
    </div>
  );
}
