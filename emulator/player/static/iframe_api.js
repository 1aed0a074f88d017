/*
 * The emulator's IFrame Player API script: window.YT with Player and PlayerState, as the
 * platform's public "IFrame Player API" reference describes them, talking to the emulator's embed
 * pages over postMessage in the widget protocol (JSON strings: "listening" / "command" out,
 * "onReady" / "infoDelivery" / "onStateChange" / "onError" in). It accepts a message only from its
 * own iframe's window and the origin of that iframe's src, and posts only to that origin.
 * ES5 for TV engines down to Chromium 53. The server appends the embed origin it was loaded from.
 */
(function (window, embedOrigin) {
  'use strict';

  if (window.YT && window.YT.Player) return;

  var document = window.document;
  var PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var LISTEN_EVERY_MS = 250;
  var EVENTS = ['onReady', 'onStateChange', 'onError', 'onPlaybackQualityChange', 'onPlaybackRateChange', 'onApiChange'];
  var players = [];
  var nextId = 1;

  function originOf(url) {
    var a = document.createElement('a');
    a.href = url;
    return a.protocol + '//' + a.host;
  }

  function extend(target, source) {
    for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
    return target;
  }

  /** A handler that throws must not stop the others; its error still reaches the console. */
  function call(fn, event) {
    try {
      fn(event);
    } catch (error) {
      window.setTimeout(function () {
        throw error;
      }, 0);
    }
  }

  /** The reference's way for a page without its own iframe: replace the element by one built from videoId / playerVars. */
  function buildIframe(element, options, id) {
    var vars = extend({}, options.playerVars || {});
    vars.enablejsapi = 1;
    vars.origin = window.location.protocol + '//' + window.location.host;
    vars.widgetid = id;
    var query = [];
    for (var name in vars) if (Object.prototype.hasOwnProperty.call(vars, name)) query.push(encodeURIComponent(name) + '=' + encodeURIComponent(vars[name]));
    var iframe = document.createElement('iframe');
    iframe.id = element.id;
    iframe.width = String(options.width || 640);
    iframe.height = String(options.height || 390);
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('allow', 'autoplay; encrypted-media');
    iframe.setAttribute('allowfullscreen', '');
    iframe.src = embedOrigin + '/embed/' + encodeURIComponent(options.videoId || '') + '?' + query.join('&');
    element.parentNode.replaceChild(iframe, element);
    return iframe;
  }

  function Player(elementOrId, options) {
    options = options || {};
    var element = typeof elementOrId === 'string' ? document.getElementById(elementOrId) : elementOrId;
    if (!element) throw new Error('YT.Player: no element "' + elementOrId + '"');
    this.id = nextId++;
    this.listeners = {};
    this.ready = false;
    this.info = { currentTime: 0, duration: 0, playerState: PlayerState.UNSTARTED, volume: 100, muted: false, videoData: {} };
    var events = options.events || {};
    for (var i = 0; i < EVENTS.length; i++) if (typeof events[EVENTS[i]] === 'function') this.addEventListener(EVENTS[i], events[EVENTS[i]]);
    this.iframe = element.tagName === 'IFRAME' ? element : buildIframe(element, options, this.id);
    this.origin = originOf(this.iframe.src);
    players.push(this);
    var self = this;
    // The iframe may not have loaded yet, and a message to a window still at about:blank is lost: say it until heard.
    this.listenTimer = window.setInterval(function () {
      self.listen();
    }, LISTEN_EVERY_MS);
    this.onLoad = function () {
      self.listen();
    };
    this.iframe.addEventListener('load', this.onLoad);
    this.listen();
  }

  /** True while the iframe still shows its first, empty document: a message now would only be refused, noisily. */
  function stillBlank(iframe) {
    try {
      return iframe.contentWindow.location.href === 'about:blank';
    } catch (crossOrigin) {
      return false;
    }
  }

  Player.prototype.listen = function () {
    if (this.iframe && !stillBlank(this.iframe)) this.post({ event: 'listening', id: this.id, channel: 'widget' });
  };

  Player.prototype.post = function (message) {
    var target = this.iframe && this.iframe.contentWindow;
    if (target) target.postMessage(JSON.stringify(message), this.origin);
  };

  Player.prototype.fire = function (name, data) {
    var list = (this.listeners[name] || []).slice();
    for (var i = 0; i < list.length; i++) call(list[i], { target: this, data: data });
  };

  Player.prototype.receive = function (data) {
    if (data.event === 'onReady') {
      if (this.ready) return;
      this.ready = true;
      window.clearInterval(this.listenTimer);
      this.fire('onReady', null);
    } else if (data.event === 'infoDelivery' && data.info && typeof data.info === 'object') {
      extend(this.info, data.info);
    } else if (data.event === 'onStateChange') {
      this.info.playerState = data.info;
      this.fire('onStateChange', data.info);
    } else if (data.event === 'onError') {
      this.fire('onError', data.info);
    } else if (EVENTS.indexOf(data.event) >= 0) {
      this.fire(data.event, data.info);
    }
  };

  Player.prototype.command = function (func, args) {
    // The reference: call the player's functions only once onReady has fired.
    if (!this.ready) {
      if (window.console) window.console.warn('YT.Player: ' + func + ' before onReady is ignored');
      return;
    }
    this.post({ event: 'command', func: func, args: args || [], id: this.id, channel: 'widget' });
  };

  Player.prototype.playVideo = function () {
    this.command('playVideo');
  };
  Player.prototype.pauseVideo = function () {
    this.command('pauseVideo');
  };
  Player.prototype.stopVideo = function () {
    this.command('stopVideo');
  };
  Player.prototype.seekTo = function (seconds, allowSeekAhead) {
    // getCurrentTime reads the old time until the page reports where the seek landed, as the
    // real widget's does: an app must not count on it reading the target at once.
    this.command('seekTo', [seconds, allowSeekAhead !== false]);
  };
  Player.prototype.setVolume = function (volume) {
    this.command('setVolume', [volume]);
    if (this.ready) this.info.volume = Math.round(Math.min(100, Math.max(0, Number(volume) || 0)));
  };
  Player.prototype.getVolume = function () {
    return this.info.volume;
  };
  Player.prototype.mute = function () {
    this.command('mute');
    if (this.ready) this.info.muted = true;
  };
  Player.prototype.unMute = function () {
    this.command('unMute');
    if (this.ready) this.info.muted = false;
  };
  Player.prototype.isMuted = function () {
    return this.info.muted;
  };
  Player.prototype.loadVideoById = function (videoIdOrObject, startSeconds) {
    this.command('loadVideoById', [videoIdOrObject, startSeconds]);
  };
  Player.prototype.cueVideoById = function (videoIdOrObject, startSeconds) {
    this.command('cueVideoById', [videoIdOrObject, startSeconds]);
  };
  Player.prototype.getCurrentTime = function () {
    return this.info.currentTime;
  };
  Player.prototype.getDuration = function () {
    return this.info.duration;
  };
  Player.prototype.getPlayerState = function () {
    return this.info.playerState;
  };
  Player.prototype.getVideoLoadedFraction = function () {
    return this.info.videoLoadedFraction || 0;
  };
  Player.prototype.getPlaybackRate = function () {
    return 1;
  };
  Player.prototype.getAvailablePlaybackRates = function () {
    return [1];
  };
  Player.prototype.getVideoData = function () {
    return this.info.videoData;
  };
  Player.prototype.getVideoUrl = function () {
    return this.info.videoUrl || '';
  };
  Player.prototype.getIframe = function () {
    return this.iframe;
  };
  Player.prototype.addEventListener = function (name, listener) {
    var fn = typeof listener === 'string' ? window[listener] : listener;
    if (typeof fn !== 'function') return;
    (this.listeners[name] = this.listeners[name] || []).push(fn);
  };
  Player.prototype.removeEventListener = function (name, listener) {
    var fn = typeof listener === 'string' ? window[listener] : listener;
    var list = this.listeners[name] || [];
    var at = list.indexOf(fn);
    if (at >= 0) list.splice(at, 1);
  };
  /** Stops talking to the page and removes the iframe, as the real destroy() does. */
  Player.prototype.destroy = function () {
    window.clearInterval(this.listenTimer);
    var at = players.indexOf(this);
    if (at >= 0) players.splice(at, 1);
    if (this.iframe) {
      this.iframe.removeEventListener('load', this.onLoad);
      if (this.iframe.parentNode) this.iframe.parentNode.removeChild(this.iframe);
    }
    this.iframe = null;
    this.listeners = {};
  };

  window.addEventListener('message', function (event) {
    if (typeof event.data !== 'string') return;
    for (var i = 0; i < players.length; i++) {
      var player = players[i];
      if (!player.iframe || event.source !== player.iframe.contentWindow || event.origin !== player.origin) continue;
      var data;
      try {
        data = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (data && typeof data === 'object' && (data.id === undefined || data.id === player.id)) player.receive(data);
      return;
    }
  });

  window.YT = {
    Player: Player,
    PlayerState: PlayerState,
    loaded: 1,
    loading: 1,
    ready: function (fn) {
      if (typeof fn === 'function') window.setTimeout(fn, 0);
    },
  };
  // The reference: the API calls window.onYouTubeIframeAPIReady once it has loaded.
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})(window, __EMBED_ORIGIN__);
