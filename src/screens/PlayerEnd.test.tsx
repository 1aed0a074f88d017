// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { PlayerEnd } from './PlayerEnd.tsx';

const root = renderRoot();
const none = () => undefined;
const finished = { videoId: 'v1', title: 'Trail running at dawn', thumbnailUrl: 'http://127.0.0.1/v1.jpg' };
const next = { videoId: 'v2', title: 'Hill repeats', thumbnailUrl: 'http://127.0.0.1/v2.jpg' };

const panel = (props: { next?: typeof next; secondsLeft?: number }) => {
  render(<PlayerEnd finished={finished} onNext={none} onAgain={none} onBack={none} {...props} />, root());
  const el = root().querySelector('[data-testid="player-end"]')!;
  return {
    label: el.querySelector('.player__end-label')!.textContent,
    title: el.querySelector('h2')!.textContent,
    picture: el.querySelector('img')?.getAttribute('src'),
    buttons: Array.from(el.querySelectorAll('button')).map((b) => b.textContent),
    /** What a screen reader says after the name of the button focused first. */
    described: (el.querySelector('button[aria-describedby]')?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  };
};

describe('the end of a video', () => {
  it('with nothing to follow, names the video that finished, with its picture: what Watch again plays', () => {
    expect(panel({})).toEqual({ label: 'Finished', title: 'Trail running at dawn', picture: finished.thumbnailUrl, buttons: ['Watch again', 'Back'], described: 'Finished Trail running at dawn' });
  });

  it('with a next video, names that one and counts down to it', () => {
    expect(panel({ next, secondsLeft: 5 })).toEqual({ label: 'Up next in 5', title: 'Hill repeats', picture: next.thumbnailUrl, buttons: ['▶ Play now', 'Watch again', 'Back'], described: 'Up next in 5 Hill repeats' });
  });
});
