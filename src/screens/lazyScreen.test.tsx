// @vitest-environment happy-dom
import { render, type ComponentChildren, type ComponentType } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pushBackHandler } from '../nav/back.ts';
import { resetTo, routeStack } from '../state/router.ts';
import { lazyScreen } from './lazyScreen.tsx';

const settle = () => new Promise((r) => setTimeout(r, 20));
const Frame = ({ children }: { children: ComponentChildren }) => <div class="frame">{children}</div>;

describe('a lazily loaded screen', () => {
  const root = document.createElement('div');
  afterEach(() => render(null, root));

  it('shows the screen once its code comes', async () => {
    let arrive!: (c: ComponentType) => void;
    const Lazy = lazyScreen(() => new Promise<ComponentType>((r) => (arrive = r)), () => 'test screen', Frame);
    render(<Lazy />, root);
    await settle(); // the fetch starts in the frame's effect
    expect(root.textContent).not.toContain('the screen');
    arrive(() => <p>the screen</p>);
    await settle();
    expect(root.textContent).toBe('the screen');
  });

  it('shows it too when preloaded code lands between the render of the frame and its effect', async () => {
    let arrive!: (c: ComponentType) => void;
    const Lazy = lazyScreen(() => new Promise<ComponentType>((r) => (arrive = r)), () => 'test screen', Frame);
    Lazy.preload();
    // Rendered while the code is on its way; the code lands before the component's effect runs
    // (Preact runs effects after paint): the frame must still give way to the screen.
    render(<Lazy />, root);
    arrive(() => <p>the screen</p>);
    await settle();
    expect(root.textContent).toBe('the screen');
  });

  it('renders the screen as its code comes, without waiting for a frame to be drawn first', async () => {
    // No frame is ever drawn here: an arrival heard in an effect (run after paint) would never render.
    const frames: FrameRequestCallback[] = [];
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => (frames.push(callback), frames.length);
    try {
      let arrive!: (c: ComponentType) => void;
      const Lazy = lazyScreen(() => new Promise<ComponentType>((r) => (arrive = r)), () => 'test screen', Frame);
      Lazy.preload();
      render(<Lazy />, root);
      arrive(() => <p>the screen</p>);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(root.textContent).toBe('the screen');
    } finally {
      window.requestAnimationFrame = raf;
    }
  });

  it('says why and offers Try again when the code cannot be fetched; a preload failure is not final', async () => {
    let tries = 0;
    const Lazy = lazyScreen(
      () => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>the screen</p>)),
      () => 'test screen',
      Frame,
    );
    Lazy.preload();
    await settle();
    render(<Lazy />, root);
    await settle();
    expect(root.textContent).toBe('the screen');
    expect(tries).toBe(2);
  });

  it('shows the spinner in a holder that can take focus, marked for the remote (src/nav/waitingScreen.ts)', async () => {
    const Lazy = lazyScreen(() => new Promise<ComponentType>(() => undefined), () => 'test screen', Frame);
    render(<Lazy />, root);
    const holder = root.querySelector<HTMLElement>('[data-waiting]');
    expect(holder?.tabIndex).toBe(-1);
    expect(holder?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading test screen');
  });

  it("a failed screen's Back button is the remote's Back: to the screen before, or on to the menu where there is none", async () => {
    const below: string[] = [];
    const dropBelow = pushBackHandler(() => (below.push('menu or exit'), true));
    try {
      const Lazy = lazyScreen(() => Promise.reject(new Error('offline')), () => 'test screen', Frame);
      const back = async () => {
        render(<Lazy />, root);
        await settle();
        const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Back');
        button!.click();
      };
      resetTo({ name: 'home' }, { name: 'subscriptions' });
      await back();
      expect(routeStack.value.map((r) => r.name)).toEqual(['home']);
      expect(below).toEqual([]);
      render(null, root);
      await back(); // at the root now: goBack has nowhere to go
      expect(routeStack.value.map((r) => r.name)).toEqual(['home']);
      expect(below).toEqual(['menu or exit']);
    } finally {
      dropBelow();
      resetTo({ name: 'boot' });
    }
  });
});
