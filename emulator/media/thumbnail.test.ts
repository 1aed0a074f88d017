import { describe, expect, it } from 'vitest';
import { bannerSvg, channelThumbnailSvg, formatDuration, initialOf, videoThumbnailSvg } from './thumbnail.ts';

describe('generated thumbnails', () => {
  it('take the first grapheme whole: emoji sequences, combining marks, right-to-left letters', () => {
    expect(initialOf('ada')).toBe('A');
    expect(initialOf('  👨‍👩‍👧‍👦 family')).toBe('👨‍👩‍👧‍👦');
    expect(initialOf('🇯🇵 trip')).toBe('🇯🇵');
    expect(initialOf('Z̤͔ͧ̑̓algo')).toBe('Z̤͔ͧ̑̓');
    expect(initialOf('مرحبا')).toBe('م');
    expect(initialOf('   ')).toBe('?');
  });

  it('have exactly the advertised size and escape every text', () => {
    const svg = videoThumbnailSvg({ title: '<img src=x onerror=alert(1)>', channelTitle: 'The <b>Bold</b> Channel', color: '#123456', width: 480, height: 360, badge: { text: '12:05' } });
    expect(svg).toMatch(/^<svg [^>]*width="480" height="360" viewBox="0 0 480 360"/);
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;');
    expect(svg).toContain('The &lt;b&gt;Bold&lt;/b&gt; Channel');
    expect(channelThumbnailSvg('<script>', '#000', 88)).not.toContain('<script>');
    expect(bannerSvg('"quoted" & <tag>', '#000')).toContain('&quot;quoted&quot; &amp; &lt;tag&gt;');
  });

  it('print durations as a player does', () => {
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3 * 3600 + 5)).toBe('3:00:05');
  });
});
