// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { SymbolLabel } from './SymbolLabel.tsx';

const root = renderRoot();

/** What shows, and what a screen reader reads (the text outside aria-hidden nodes). */
function label(text: string): { shown: string; said: string } {
  render(<button><SymbolLabel text={text} /></button>, root());
  const button = root().querySelector('button')!;
  const copy = button.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return { shown: button.textContent!, said: copy.textContent!.trim() };
}

describe("a button's leading symbol", () => {
  it('shows, and is not read out', () => {
    expect(label('▶ Play')).toEqual({ shown: '▶ Play', said: 'Play' });
    expect(label('❚❚ Pause')).toEqual({ shown: '❚❚ Pause', said: 'Pause' });
    expect(label('✓ Subscribed')).toEqual({ shown: '✓ Subscribed', said: 'Subscribed' });
    expect(label('⤮ Shuffle')).toEqual({ shown: '⤮ Shuffle', said: 'Shuffle' });
    expect(label('+ New playlist with this video')).toEqual({ shown: '+ New playlist with this video', said: 'New playlist with this video' });
    expect(label('▶ تشغيل')).toEqual({ shown: '▶ تشغيل', said: 'تشغيل' });
  });

  it('leaves words without one as they are, a sign inside them too', () => {
    expect(label('Subscribe')).toEqual({ shown: 'Subscribe', said: 'Subscribe' });
    expect(label('Q&A tonight')).toEqual({ shown: 'Q&A tonight', said: 'Q&A tonight' });
    expect(label('2 + 2')).toEqual({ shown: '2 + 2', said: '2 + 2' });
  });
});
