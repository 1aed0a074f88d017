import { batch, signal } from '@preact/signals';
import { clampTime, scrubStep } from './scrub.ts';

/** The player's states (IFrame Player API: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued), and ours around them. */
export type PlaybackState = 'loading' | 'unstarted' | 'ended' | 'playing' | 'paused' | 'buffering' | 'cued' | 'error';

/** A seek has landed when the player's clock reads within this of its target... */
const SEEK_LANDED_S = 2;
/** ...or after this long, whatever it reads (a seek the player refused or moved). */
const SEEK_PATIENCE_MS = 3000;

const BY_CODE: Readonly<Record<number, PlaybackState>> = { [-1]: 'unstarted', 0: 'ended', 1: 'playing', 2: 'paused', 3: 'buffering', 5: 'cued' };

/** What the controller asks of an embedded player (the IFrame Player API's functions it uses). */
export interface PlayerBackend {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
}

/**
 * The remote's view of one playing video, as signals: OK plays and pauses, Left/Right seek, a held
 * key scrubs a preview that lands on release. Commands given before the player is ready wait for
 * it (the API drops them), and only the last wish counts: three OKs while loading is one state.
 */
export class PlayerController {
  readonly state = signal<PlaybackState>('loading');
  readonly currentTime = signal(0);
  readonly duration = signal(0);
  readonly errorCode = signal<number | 'api' | 'embed' | undefined>(undefined);
  /** Where a held Left/Right will land, shown instead of the time until the key is let go. */
  readonly preview = signal<number | undefined>(undefined);
  private backend: PlayerBackend | undefined;
  private ready = false;
  private wantPlaying = true;
  private wantSeek: number | undefined;
  private scrubRepeats = 0;
  /** The player's clock is trusted once it has played or paused: before, it reads 0 whatever `start` said. */
  private clockTrusted = false;
  /** A seek on its way: the player's clock reads the old time until it lands (the API reports it later). */
  private seeking: { target: number; at: number } | undefined;

  constructor(
    readonly live: boolean,
    knownDuration = 0,
  ) {
    this.duration.value = live ? 0 : knownDuration;
  }

  /** A (new) player exists; commands wait for its onReady. Captions on or off make a new one. */
  attach(backend: PlayerBackend): void {
    this.backend = backend;
    this.ready = false;
    this.clockTrusted = false;
  }

  /** The player is gone (destroyed, being replaced): nothing is sent to it any more. */
  detach(): void {
    this.backend = undefined;
    this.ready = false;
  }

  /** Whether the viewer wants it playing: a new player (captions) starts that way. */
  get wantsToPlay(): boolean {
    return this.wantPlaying;
  }

  onReady(): void {
    this.ready = true;
    this.sample();
    if (this.wantSeek !== undefined) this.backend!.seekTo(this.wantSeek, true);
    this.wantSeek = undefined;
    if (this.wantPlaying) this.backend!.playVideo();
    else {
      this.backend!.pauseVideo();
      // A new player for a paused video (captions turned on or off) has not started, and a player
      // that has not started reports nothing for a pause: the state stayed 'loading', a spinner
      // over the still picture until Play. It is paused, as the viewer left it.
      if (this.state.peek() === 'loading') this.state.value = 'paused';
    }
  }

  onStateChange(code: number): void {
    const state = BY_CODE[code];
    if (!state) return;
    if (state === 'playing' || state === 'paused' || state === 'ended') this.clockTrusted = true;
    batch(() => {
      // Paused: the clock where it stopped, at once. The last poll's time was up to a poll old,
      // and the clock moved on by a second a beat after the pause (a seek then started from there).
      if (state === 'paused') this.sample();
      if (state === 'ended' && this.duration.value > 0) this.currentTime.value = this.duration.value;
      this.state.value = state;
    });
  }

  onError(code: number | 'api' | 'embed'): void {
    batch(() => {
      this.errorCode.value = code;
      this.state.value = 'error';
    });
  }

  /** Reads the player's clock (polled while the screen shows it). */
  sample(now = Date.now()): void {
    if (!this.ready || !this.backend) return;
    const duration = this.backend.getDuration();
    const time = this.backend.getCurrentTime();
    if (this.seeking && (Math.abs(time - this.seeking.target) <= SEEK_LANDED_S || now - this.seeking.at > SEEK_PATIENCE_MS)) this.seeking = undefined;
    batch(() => {
      if (!this.live && duration > 0) this.duration.value = duration;
      if (Number.isFinite(time) && this.clockTrusted && !this.seeking) this.currentTime.value = time;
    });
  }

  get isPlaying(): boolean {
    const s = this.state.value;
    return this.ready ? s === 'playing' || (s === 'buffering' && this.wantPlaying) : this.wantPlaying;
  }

  play(): void {
    this.wantPlaying = true;
    if (this.ready) this.backend!.playVideo();
  }

  pause(): void {
    this.wantPlaying = false;
    if (this.ready) this.backend!.pauseVideo();
  }

  togglePlay(): void {
    if (this.state.value === 'ended') {
      this.seekTo(0);
      this.play();
    } else if (this.isPlaying) this.pause();
    else this.play();
  }

  /** A seek inside 0..duration; a live stream has no seek bar and ignores it. */
  seekTo(seconds: number): void {
    if (this.live) return;
    const target = clampTime(seconds, this.duration.value);
    this.currentTime.value = target;
    if (this.ready) {
      this.seeking = { target, at: Date.now() };
      this.backend!.seekTo(target, true);
    } else this.wantSeek = target;
  }

  seekBy(deltaSeconds: number): void {
    this.seekTo(this.currentTime.value + deltaSeconds);
  }

  /** One repeat of a held Left (-1) or Right (+1): the preview moves, faster the longer the key is held. */
  scrub(direction: 1 | -1): void {
    if (this.live) return;
    const from = this.preview.value ?? this.currentTime.value;
    this.preview.value = clampTime(from + direction * scrubStep(this.scrubRepeats++, this.duration.value), this.duration.value);
  }

  /** The key was let go: play from the preview. */
  commitScrub(): void {
    const target = this.preview.value;
    this.scrubRepeats = 0;
    if (target === undefined) return;
    this.preview.value = undefined;
    this.seekTo(target);
  }

  cancelScrub(): void {
    this.scrubRepeats = 0;
    this.preview.value = undefined;
  }
}
