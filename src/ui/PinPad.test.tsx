// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { PinPad } from './PinPad.tsx';

const root = renderRoot();

const key = (name: string) => root().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const press = (name: string) => act(() => key(name).click());
const message = () => root().querySelector('[data-testid="pin-error"]')!.textContent;

describe('the PIN pad', () => {
  it('says so when OK comes before the last digit, and hands nothing over', () => {
    const done = vi.fn();
    act(() => render(<PinPad length={4} label="PIN" onDone={done} />, root()));
    press('1');
    press('2');
    press('OK');
    expect(done).not.toHaveBeenCalled();
    expect(message()).toBe('Enter all 4 digits.');
    // The next digit takes the message away; the digits typed are kept.
    press('3');
    expect(message()).toBe('');
    press('4');
    expect(done).toHaveBeenCalledWith('1234');
  });

  it('keeps its message element when empty (styles.css gives it room for two lines)', () => {
    act(() => render(<PinPad length={4} label="PIN" onDone={() => undefined} />, root()));
    expect(root().querySelector('[data-testid="pin-error"]')).not.toBeNull();
    act(() => render(<PinPad length={4} label="PIN" onDone={() => undefined} error="That PIN isn't right. Try again." />, root()));
    expect(message()).toBe("That PIN isn't right. Try again.");
  });
});
