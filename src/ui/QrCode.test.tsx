// @vitest-environment happy-dom
import { render } from 'preact';
import { expect, it, vi } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { QrCode } from './QrCode.tsx';

const root = renderRoot();

it('draws the code once its chunk is here, and says the label of each render (a language changed while it is up)', async () => {
  const settled = vi.fn();
  render(<QrCode text="https://example.test/device?user_code=WBDZ-TBBB" label="QR code: scan" onSettled={settled} />, root());
  expect(root().querySelector('.qr--loading')?.getAttribute('aria-label')).toBe('QR code: scan (loading)');
  await vi.waitFor(() => expect(root().querySelector('svg.qr path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/));
  expect(settled).toHaveBeenCalledTimes(1);
  render(<QrCode text="https://example.test/device?user_code=WBDZ-TBBB" label="QR-Code: scannen" onSettled={settled} />, root());
  expect(root().querySelector('svg.qr')?.getAttribute('aria-label')).toBe('QR-Code: scannen');
});

it('says it could not be drawn when the text does not fit a QR code', async () => {
  render(<QrCode text={'x'.repeat(8000)} label="QR code" />, root());
  await vi.waitFor(() => expect(root().querySelector('.qr--missing')?.getAttribute('aria-label')).toBe('QR code (could not be drawn)'));
});
