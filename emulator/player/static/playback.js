/*
 * The embed page's clock and player states (IFrame Player API reference: -1 unstarted, 0 ended,
 * 1 playing, 2 paused, 3 buffering, 5 cued). No DOM here: the page drives it, and the emulator's
 * unit tests run it with a fake clock. ES5 on purpose: it runs in TV engines down to Chromium 53.
 */
(function (root) {
  'use strict';

  var STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  function clamp(value, min, max) {
    return Math.min(max, Math.max(min, value));
  }

  /**
   * options: duration (s), live (bool), liveElapsed (s since the broadcast started, at creation),
   * start (s), speed (media s per wall s), startDelayMs, seekDelayMs, now() in ms,
   * setTimer(fn, ms) / clearTimer(handle), onChange(stateChanged).
   */
  function createPlayback(options) {
    var o = options;
    var createdAt = o.now();
    var state = STATE.UNSTARTED;
    // The position is `base` plus what the clock ran since `anchor` (null: the clock stands).
    var base = o.live ? o.liveElapsed : clamp(o.start || 0, 0, o.duration);
    var anchor = null;
    // The state a buffering ends in: playing, or paused when a paused player was seeked.
    var target = STATE.PLAYING;
    var bufferTimer = null;
    var endTimer = null;

    // A live stream keeps going while nobody watches: its far end moves with wall time.
    function liveEdge() {
      return o.liveElapsed + (o.now() - createdAt) / 1000;
    }

    function limit() {
      return o.live ? liveEdge() : o.duration;
    }

    function position() {
      if (anchor === null) return base;
      // A live stream plays in real time whatever the speed: it cannot outrun its own edge.
      var ran = ((o.now() - anchor) / 1000) * (o.live ? 1 : o.speed);
      return Math.min(base + ran, limit());
    }

    function stopTimers() {
      if (bufferTimer !== null) o.clearTimer(bufferTimer);
      if (endTimer !== null) o.clearTimer(endTimer);
      bufferTimer = null;
      endTimer = null;
    }

    function freeze() {
      base = position();
      anchor = null;
      if (endTimer !== null) o.clearTimer(endTimer);
      endTimer = null;
    }

    function set(next) {
      var changed = next !== state;
      state = next;
      o.onChange(changed);
    }

    function scheduleEnd() {
      if (o.live) return;
      var left = ((o.duration - position()) / o.speed) * 1000;
      endTimer = o.setTimer(function () {
        endTimer = null;
        if (state !== STATE.PLAYING) return;
        if (position() >= o.duration) {
          base = o.duration;
          anchor = null;
          set(STATE.ENDED);
        } else scheduleEnd();
      }, Math.max(0, left));
    }

    function startPlaying() {
      anchor = o.now();
      set(STATE.PLAYING);
      scheduleEnd();
    }

    function buffer(ms, then) {
      freeze();
      if (bufferTimer !== null) o.clearTimer(bufferTimer);
      set(STATE.BUFFERING);
      bufferTimer = o.setTimer(function () {
        bufferTimer = null;
        then();
      }, ms);
    }

    function settle() {
      if (target === STATE.PLAYING) startPlaying();
      else set(STATE.PAUSED);
    }

    return {
      state: function () {
        return state;
      },
      currentTime: position,
      /** A live stream reports no duration (0), as the real player does for streams. */
      duration: function () {
        return o.live ? 0 : o.duration;
      },
      play: function () {
        target = STATE.PLAYING;
        if (state === STATE.PLAYING || state === STATE.BUFFERING) return;
        if (state === STATE.PAUSED) {
          startPlaying();
          return;
        }
        var fromStart = state === STATE.UNSTARTED || state === STATE.CUED;
        if (state === STATE.ENDED) base = 0;
        buffer(o.startDelayMs, function () {
          // Joining a live stream starts at its edge.
          if (o.live && fromStart) base = liveEdge();
          startPlaying();
        });
      },
      pause: function () {
        if (state === STATE.PLAYING) {
          freeze();
          set(STATE.PAUSED);
        } else if (state === STATE.BUFFERING) {
          stopTimers();
          target = STATE.PAUSED;
          set(STATE.PAUSED);
        }
      },
      stop: function () {
        stopTimers();
        anchor = null;
        base = o.live ? liveEdge() : 0;
        target = STATE.PLAYING;
        set(STATE.CUED);
      },
      /** A paused player stays paused; from any other state it plays (IFrame Player API reference, seekTo). */
      seekTo: function (seconds) {
        var keepPaused = state === STATE.PAUSED || (state === STATE.BUFFERING && target === STATE.PAUSED);
        target = keepPaused ? STATE.PAUSED : STATE.PLAYING;
        stopTimers();
        anchor = null;
        var to = clamp(seconds, 0, limit());
        if (!o.live && to >= o.duration) {
          base = o.duration;
          set(STATE.ENDED);
          return;
        }
        base = to;
        buffer(o.seekDelayMs, settle);
      },
      cue: function () {
        set(STATE.CUED);
      },
    };
  }

  root.TenfootPlayback = { STATE: STATE, createPlayback: createPlayback };
})(window);
