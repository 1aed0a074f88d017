import { describe, expect, it } from 'vitest';
import { embedSourceOf, embedUrl } from './embedSource.ts';

const ORIGIN = 'http://tv.local:8787';

describe('embedSourceOf', () => {
  it('reads a protocol-relative src on the player origin', () => {
    const r = embedSourceOf('<iframe width="480" height="270" src="//tv.local:8787/embed/abcDEF12345" frameborder="0" allowfullscreen></iframe>', ORIGIN);
    expect(r).toEqual({ ok: true, url: new URL('http://tv.local:8787/embed/abcDEF12345') });
  });

  it('takes single quotes and &amp; in the src', () => {
    const r = embedSourceOf("<iframe src='https://player.example/embed/x?a=1&amp;b=2'></iframe>", 'https://player.example');
    expect(r.ok && r.url.search).toBe('?a=1&b=2');
  });

  it('refuses another origin, another scheme and no iframe at all', () => {
    expect(embedSourceOf('<iframe src="//evil.example/embed/x"></iframe>', ORIGIN)).toEqual({ ok: false, problem: 'wrong-origin' });
    expect(embedSourceOf('<iframe src="http://tv.local:9999/embed/x"></iframe>', ORIGIN)).toEqual({ ok: false, problem: 'wrong-origin' });
    expect(embedSourceOf('<iframe src="javascript:alert(1)"></iframe>', ORIGIN)).toEqual({ ok: false, problem: 'bad-url' });
    expect(embedSourceOf('<img src="//tv.local:8787/embed/x">', ORIGIN)).toEqual({ ok: false, problem: 'no-iframe' });
    expect(embedSourceOf(undefined, ORIGIN)).toEqual({ ok: false, problem: 'no-iframe' });
    expect(embedSourceOf('<iframe data-src="x" src=""></iframe>', ORIGIN)).toEqual({ ok: false, problem: 'no-iframe' });
  });
});

describe('embedUrl', () => {
  it('adds the documented player parameters and keeps the video path', () => {
    const url = new URL(embedUrl(new URL('http://tv.local:8787/embed/abc?feature=oembed'), { origin: 'http://tv.local:5173', startSeconds: 93.7, captions: true, autoplay: true, language: 'de' }));
    expect(url.pathname).toBe('/embed/abc');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ feature: 'oembed', enablejsapi: '1', origin: 'http://tv.local:5173', start: '93', cc_load_policy: '1', hl: 'de', autoplay: '1', controls: '0', disablekb: '1' });
  });

  it('names no origin for a page that has no web origin (a packaged app from file://)', () => {
    for (const origin of ['file://', 'null']) expect(new URL(embedUrl(new URL('http://a.b/embed/x'), { origin, startSeconds: 0, captions: false, autoplay: true, language: 'en' })).searchParams.has('origin')).toBe(false);
  });

  it('a paused viewer gets a paused player', () => {
    expect(new URL(embedUrl(new URL('http://a.b/embed/x'), { origin: 'http://c.d', startSeconds: 0, captions: true, autoplay: false, language: 'en' })).searchParams.get('autoplay')).toBe('0');
  });

  it('never starts before 0', () => {
    expect(new URL(embedUrl(new URL('http://a.b/embed/x'), { origin: 'http://c.d', startSeconds: -4, captions: false, autoplay: false, language: 'en' })).searchParams.get('start')).toBe('0');
  });
});
