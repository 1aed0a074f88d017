// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { PlayerBar } from './PlayerBar.tsx';

const root = renderRoot();
const none = () => undefined;

describe('the player bar', () => {
  it("puts the channel's name on the screen's side, in an isolate: a Hebrew name under a Latin title stood at the far right", () => {
    render(<PlayerBar title="🔴 LIVE: מסע בגליל" channelTitle="ערוץ הטיולים" time={0} duration={0} live previewing={false} playing seekFocused={false} onPlayPause={none} onCaptions={none} onNext={none} />, root());
    const line = root().querySelector('.player-bar__channel')!;
    // The line takes the page's direction (no dir of its own); the name keeps its own inside <bdi>.
    expect(line.hasAttribute('dir')).toBe(false);
    expect(Array.from(line.querySelectorAll('bdi')).map((b) => b.textContent)).toEqual(['ערוץ הטיולים']);
  });
});
