/*
 * The embed page's side of the widget protocol (what the IFrame Player API reference describes
 * from the outside): it waits for the API script's "listening", answers onReady, then reports
 * infoDelivery / onStateChange / onError and obeys "command" messages. It talks only to the
 * `origin` its URL names: messages from anywhere else are dropped, and every message it sends is
 * addressed to that origin alone. ES5 for TV engines down to Chromium 53; text via textContent only.
 */
(function (window, document) {
  'use strict';

  var config = JSON.parse(document.getElementById('embed-config').textContent);
  var Playback = window.TenfootPlayback;
  var S = Playback.STATE;
  var COMMANDS = ['playVideo', 'pauseVideo', 'stopVideo', 'seekTo', 'setVolume', 'mute', 'unMute', 'loadVideoById', 'cueVideoById'];
  var TICK_MS = 250;
  var LABELS = {};
  LABELS[S.UNSTARTED] = 'Not started';
  LABELS[S.ENDED] = 'Ended';
  LABELS[S.PLAYING] = 'Playing';
  LABELS[S.PAUSED] = 'Paused';
  LABELS[S.BUFFERING] = 'Buffering…';
  LABELS[S.CUED] = 'Ready';

  var $ = function (id) {
    return document.getElementById(id);
  };
  var card = $('card');
  // The API script's id for this player; set by "listening", or by the URL when the script loaded this page.
  var widgetId = config.widgetId;
  var volume = 100;
  var muted = false;

  var playback = config.error
    ? null
    : Playback.createPlayback({
        duration: config.mode === 'recorded' ? config.durationSeconds : 0,
        live: config.mode === 'live',
        liveElapsed: config.liveElapsedSeconds || 0,
        start: config.start,
        speed: config.playerSpeed,
        startDelayMs: Math.max(300, config.latencyMs),
        seekDelayMs: 1000 + config.latencyMs,
        now: function () {
          return Date.now();
        },
        setTimer: function (fn, ms) {
          return window.setTimeout(fn, ms);
        },
        clearTimer: function (handle) {
          window.clearTimeout(handle);
        },
        onChange: function (stateChanged) {
          render();
          deliver();
          if (stateChanged) send({ event: 'onStateChange', info: playback.state() });
        },
      });

  function state() {
    return playback ? playback.state() : S.UNSTARTED;
  }

  function currentTime() {
    return playback ? playback.currentTime() : 0;
  }

  function send(message) {
    if (config.origin === null || widgetId === null) return;
    message.id = widgetId;
    message.channel = 'widget';
    window.parent.postMessage(JSON.stringify(message), config.origin);
  }

  function info() {
    var duration = playback ? playback.duration() : 0;
    var time = currentTime();
    return {
      currentTime: time,
      duration: duration,
      playerState: state(),
      volume: volume,
      muted: muted,
      playbackRate: 1,
      videoLoadedFraction: duration > 0 ? Math.min(1, time / duration) : 0,
      videoUrl: config.videoUrl,
      videoData: { video_id: config.videoId, title: config.title, isLive: config.mode === 'live' },
    };
  }

  function deliver() {
    send({ event: 'infoDelivery', info: info() });
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  /** m:ss, or h:mm:ss once the video (or a live stream) reaches an hour. */
  function timecode(seconds, withHours) {
    var s = Math.floor(seconds);
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    return withHours ? h + ':' + pad(m) + ':' + pad(s % 60) : m + ':' + pad(s % 60);
  }

  function render() {
    if (!playback) return;
    var time = currentTime();
    var duration = playback.duration();
    var withHours = Math.max(time, duration) >= 3600;
    $('clock').textContent = timecode(time, withHours);
    $('total').textContent = duration > 0 ? ' / ' + timecode(duration, withHours) : '';
    var share = config.mode === 'live' ? 1 : duration > 0 ? Math.min(1, time / duration) : 0;
    $('fill').style.width = (share * 100).toFixed(2) + '%';
    $('status').textContent = config.mode === 'upcoming' ? config.upcomingText : LABELS[state()];
    card.setAttribute('data-state', String(state()));
    card.setAttribute('data-current-time', time.toFixed(1));
    card.setAttribute('data-volume', String(volume));
    card.setAttribute('data-muted', String(muted));
  }

  /** Tells the emulator which command this page accepted (GET /emulator/stats shows the counts). */
  function count(func) {
    var body = JSON.stringify({ func: func });
    if (window.navigator.sendBeacon && window.navigator.sendBeacon(config.statsUrl, body)) return;
    var xhr = new window.XMLHttpRequest();
    xhr.open('POST', config.statsUrl);
    xhr.send(body);
  }

  /** loadVideoById / cueVideoById: this page shows one video, so it loads the other's page in its place. */
  function navigate(args, play) {
    var first = args[0];
    var videoId = first !== null && typeof first === 'object' ? first.videoId : first;
    var startSeconds = first !== null && typeof first === 'object' ? first.startSeconds : args[1];
    if (typeof videoId !== 'string') return;
    var query = [];
    var keep = config.keepParams;
    for (var name in keep) {
      if (Object.prototype.hasOwnProperty.call(keep, name)) query.push(encodeURIComponent(name) + '=' + encodeURIComponent(keep[name]));
    }
    query.push('widgetid=' + widgetId, 'autoplay=' + (play ? 1 : 0));
    if (typeof startSeconds === 'number' && startSeconds > 0) query.push('start=' + Math.floor(startSeconds));
    // replace, not assign: a new history entry would make the TV's Back step through the iframe.
    window.location.replace(config.embedBase + encodeURIComponent(videoId) + '?' + query.join('&'));
  }

  function command(func, args) {
    if (COMMANDS.indexOf(func) < 0) return;
    count(func);
    if (func === 'setVolume') {
      var level = Number(args[0]);
      if (isFinite(level)) volume = Math.round(Math.min(100, Math.max(0, level)));
    } else if (func === 'mute') muted = true;
    else if (func === 'unMute') muted = false;
    else if (func === 'loadVideoById' || func === 'cueVideoById') return navigate(args, func === 'loadVideoById');
    else if (config.error) {
      // The real player tries again, and fails again.
      if (func === 'playVideo') send({ event: 'onError', info: config.error });
      return;
    } else if (config.mode === 'upcoming') return;
    else if (func === 'playVideo') return playback.play();
    else if (func === 'pauseVideo') return playback.pause();
    else if (func === 'stopVideo') return playback.stop();
    else if (func === 'seekTo') {
      var to = Number(args[0]);
      if (isFinite(to)) playback.seekTo(to);
      return;
    }
    render();
    deliver();
  }

  /** What a page does once it knows whom it talks to: autoplay, cue, or report its error. */
  function begin() {
    if (config.error) send({ event: 'onError', info: config.error });
    else if (config.mode === 'upcoming' || config.cue) playback.cue();
    else if (config.autoplay) playback.play();
  }

  window.addEventListener('message', function (event) {
    // From the embedding window only; and from the named origin, when the page named one.
    if (config.origin === null || event.source !== window.parent || (config.origin !== '*' && event.origin !== config.origin)) return;
    if (typeof event.data !== 'string') return;
    var data;
    try {
      data = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (!data || typeof data !== 'object') return;
    if (data.event === 'listening') {
      if (data.id === widgetId || (typeof data.id !== 'number' && typeof data.id !== 'string')) return;
      var first = widgetId === null;
      widgetId = data.id;
      send({ event: 'onReady' });
      deliver();
      if (first) begin();
    } else if (data.event === 'command' && widgetId !== null && data.id === widgetId) {
      command(String(data.func), Object.prototype.toString.call(data.args) === '[object Array]' ? data.args : []);
    }
  });

  document.title = config.title || config.errorTitle || 'Player';
  $('title').textContent = config.title;
  if (config.error) {
    card.setAttribute('data-error', String(config.error));
    $('error-title').textContent = config.errorTitle;
    $('error-text').textContent = config.errorText;
    $('error').hidden = false;
  } else {
    if (config.thumbnailUrl) $('picture').style.backgroundImage = 'url("' + config.thumbnailUrl + '")';
    $('live').hidden = config.mode !== 'live';
    $('cc').hidden = !config.showCaptions;
  }
  render();
  window.setInterval(function () {
    if (state() !== S.PLAYING) return;
    render();
    deliver();
  }, TICK_MS);
  // Loaded by the API script (a load or cue command): it is listening already.
  if (widgetId !== null) {
    deliver();
    begin();
  } else if (config.origin === null) begin();
})(window, document);
