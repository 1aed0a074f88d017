import type { PlayerBackend } from './controller.ts';

/**
 * The platform's IFrame Player API, as its public reference documents it: a script defines the
 * `YT` namespace and calls `onYouTubeIframeAPIReady`; `new YT.Player(iframe, { events })` binds an
 * <iframe> the page wrote itself (its src carrying enablejsapi=1 and origin) and controls it by
 * postMessage. The script comes from config.json's playerApiUrl: the emulator's by default.
 */
interface PlayerEvent<T> {
  data: T;
}
export interface ApiPlayer extends PlayerBackend {
  destroy(): void;
}
interface Namespace {
  Player: new (iframe: HTMLIFrameElement, options: { events: Record<string, (event: PlayerEvent<number>) => void> }) => ApiPlayer;
}
type ApiWindow = Window & { YT?: Partial<Namespace>; onYouTubeIframeAPIReady?: () => void };

const LOAD_TIMEOUT_MS = 15_000;
let loading: Promise<Namespace> | undefined;

/** Loads the API script once; rejects (and lets a later call try again) if it fails or never gets ready. */
export function loadPlayerApi(scriptUrl: string, win: ApiWindow = window as ApiWindow): Promise<Namespace> {
  if (win.YT?.Player) return Promise.resolve(win.YT as Namespace);
  loading ??= new Promise<Namespace>((resolve, reject) => {
    const script = win.document.createElement('script');
    const previous = win.onYouTubeIframeAPIReady;
    const fail = (why: string) => {
      loading = undefined;
      script.remove();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('the player API did not get ready'), LOAD_TIMEOUT_MS);
    win.onYouTubeIframeAPIReady = () => {
      clearTimeout(timer);
      previous?.();
      if (win.YT?.Player) resolve(win.YT as Namespace);
      else fail('the player API script defined no player');
    };
    script.onerror = () => {
      clearTimeout(timer);
      fail('the player API script could not be loaded');
    };
    script.src = scriptUrl;
    script.async = true;
    win.document.head.appendChild(script);
  });
  return loading;
}

export interface EmbeddedPlayerEvents {
  onReady(): void;
  onStateChange(code: number): void;
  onError(code: number): void;
}

/**
 * An <iframe> for `src` in `host`, bound to the API. It never takes focus (tabindex -1, no pointer
 * events): the remote always drives tenfoot's own controls, and a focused iframe would swallow keys.
 */
export function createEmbeddedPlayer(api: Namespace, host: HTMLElement, src: string, title: string, events: EmbeddedPlayerEvents): ApiPlayer {
  const iframe = host.ownerDocument.createElement('iframe');
  iframe.className = 'player__frame';
  iframe.src = src;
  iframe.title = title;
  iframe.tabIndex = -1;
  iframe.setAttribute('allow', 'autoplay; encrypted-media');
  iframe.setAttribute('frameborder', '0');
  host.appendChild(iframe);
  return new api.Player(iframe, {
    events: {
      onReady: () => events.onReady(),
      onStateChange: (e) => events.onStateChange(e.data),
      onError: (e) => events.onError(e.data),
    },
  });
}
