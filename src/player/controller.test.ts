import { describe, expect, it } from 'vitest';
import { PlayerController, type PlayerBackend } from './controller.ts';

class FakeBackend implements PlayerBackend {
  calls: string[] = [];
  time = 0;
  length = 600;
  playVideo() {
    this.calls.push('play');
  }
  pauseVideo() {
    this.calls.push('pause');
  }
  seekTo(seconds: number) {
    this.calls.push(`seek ${seconds}`);
    this.time = seconds;
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return this.length;
  }
}

function ready(controller = new PlayerController(false, 600)) {
  const backend = new FakeBackend();
  controller.attach(backend);
  controller.onReady();
  controller.onStateChange(1);
  backend.calls = [];
  return { controller, backend };
}

describe('PlayerController', () => {
  it('holds commands until the player is ready, and keeps only the last wish', () => {
    const controller = new PlayerController(false, 600);
    const backend = new FakeBackend();
    controller.attach(backend);
    controller.pause();
    controller.play();
    controller.pause();
    controller.seekTo(90);
    expect(backend.calls).toEqual([]);
    controller.onReady();
    expect(backend.calls).toEqual(['seek 90', 'pause']);
  });

  it('a new player for a paused video (captions changed) is ready as paused, not loading: a player not started reports no pause', () => {
    const { controller } = ready();
    controller.pause();
    controller.onStateChange(2);
    // Captions make a new player: loading until it is ready.
    controller.detach();
    controller.state.value = 'loading';
    const backend = new FakeBackend();
    controller.attach(backend);
    controller.onReady();
    expect(backend.calls).toEqual(['pause']);
    expect(controller.state.value).toBe('paused');
  });

  it('plays on ready when nothing was asked (autoplay)', () => {
    const controller = new PlayerController(false, 600);
    const backend = new FakeBackend();
    controller.attach(backend);
    controller.onReady();
    expect(backend.calls).toEqual(['play']);
  });

  it('maps the API states and toggles play and pause with OK', () => {
    const { controller, backend } = ready();
    controller.onStateChange(1);
    expect(controller.state.value).toBe('playing');
    controller.togglePlay();
    expect(backend.calls).toEqual(['pause']);
    controller.onStateChange(2);
    expect(controller.state.value).toBe('paused');
    controller.togglePlay();
    expect(backend.calls).toEqual(['pause', 'play']);
    controller.onStateChange(3);
    expect(controller.state.value).toBe('buffering');
    controller.onStateChange(42);
    expect(controller.state.value).toBe('buffering');
  });

  it('shows where the clock stopped as soon as the player pauses, not the last poll\'s time', () => {
    const { controller, backend } = ready();
    backend.time = 1.2;
    controller.sample();
    expect(controller.currentTime.value).toBe(1.2);
    backend.time = 2.05; // played on after the poll, then paused
    controller.onStateChange(2);
    expect(controller.currentTime.value).toBe(2.05);
    controller.seekBy(10);
    expect(backend.calls).toEqual(['seek 12.05']);
  });

  it('clamps seeks to 0..duration', () => {
    const { controller, backend } = ready();
    controller.seekTo(30);
    controller.seekBy(-45);
    controller.seekBy(10_000);
    expect(backend.calls).toEqual(['seek 30', 'seek 0', 'seek 600']);
    expect(controller.currentTime.value).toBe(600);
  });

  it('never seeks a live stream', () => {
    const { controller, backend } = ready(new PlayerController(true, 0));
    controller.seekBy(10);
    controller.scrub(1);
    expect(backend.calls).toEqual([]);
    expect(controller.preview.value).toBeUndefined();
  });

  it('scrubs a preview, faster the longer the key is held, and seeks once on release', () => {
    const { controller, backend } = ready(new PlayerController(false, 7200));
    backend.length = 7200;
    controller.sample();
    for (let i = 0; i < 5; i++) controller.scrub(1);
    expect(controller.preview.value).toBe(50);
    for (let i = 0; i < 7; i++) controller.scrub(1);
    expect(controller.preview.value).toBe(50 + 7 * 30);
    expect(backend.calls).toEqual([]);
    controller.commitScrub();
    expect(backend.calls).toEqual(['seek 260']);
    expect(controller.preview.value).toBeUndefined();
    // A new hold starts slow again.
    controller.scrub(-1);
    expect(controller.preview.value).toBe(250);
    controller.cancelScrub();
    controller.commitScrub();
    expect(backend.calls).toEqual(['seek 260']);
  });

  it('scrubbing stops at the ends', () => {
    const { controller, backend } = ready(new PlayerController(false, 25));
    backend.length = 25;
    controller.sample();
    controller.scrub(-1);
    expect(controller.preview.value).toBe(0);
    controller.scrub(1);
    controller.scrub(1);
    controller.scrub(1);
    controller.scrub(1);
    expect(controller.preview.value).toBe(25);
  });

  it('ended shows the full time, and OK then starts over', () => {
    const { controller, backend } = ready();
    controller.onStateChange(0);
    expect(controller.state.value).toBe('ended');
    expect(controller.currentTime.value).toBe(600);
    controller.togglePlay();
    expect(backend.calls).toEqual(['seek 0', 'play']);
  });

  it('an error is a state with its code', () => {
    const { controller } = ready();
    controller.onError(150);
    expect(controller.state.value).toBe('error');
    expect(controller.errorCode.value).toBe(150);
  });

  it('trusts the clock only once ready and playing or paused (before, it reads 0 whatever start said)', () => {
    const controller = new PlayerController(false, 100);
    controller.currentTime.value = 1800; // Resume from 30:00
    const backend = new FakeBackend();
    controller.attach(backend);
    controller.sample();
    expect(controller.currentTime.value).toBe(1800);
    controller.onReady();
    expect(controller.currentTime.value).toBe(1800);
    expect(controller.duration.value).toBe(600);
    controller.onStateChange(3); // buffering
    controller.sample();
    expect(controller.currentTime.value).toBe(1800);
    backend.time = 42;
    controller.onStateChange(1);
    controller.sample();
    expect(controller.currentTime.value).toBe(42);
  });

  it('a seek on its way is not undone by the old time the player still reads, and two quick seeks add up', () => {
    const { controller, backend } = ready();
    backend.time = 100;
    controller.sample();
    controller.seekBy(10);
    backend.time = 100; // the real API reports the landing later
    controller.sample(Date.now());
    expect(controller.currentTime.value).toBe(110);
    controller.seekBy(10);
    expect(backend.calls).toEqual(['seek 110', 'seek 120']);
    backend.time = 120.4;
    controller.sample(Date.now());
    expect(controller.currentTime.value).toBe(120.4);
  });

  it('gives up waiting for a seek that never lands', () => {
    const { controller, backend } = ready();
    controller.seekTo(300);
    backend.time = 5;
    controller.sample(Date.now() + 5000);
    expect(controller.currentTime.value).toBe(5);
  });

  it('sends nothing to a detached player', () => {
    const { controller, backend } = ready();
    controller.detach();
    controller.togglePlay();
    controller.seekTo(20);
    expect(backend.calls).toEqual([]);
    expect(controller.wantsToPlay).toBe(false);
  });
});
