import { useEffect } from 'preact/hooks';
import type { Video } from '../api/video/index.ts';
import type { PlayerController } from '../player/controller.ts';
import { embedSourceOf, embedUrl } from '../player/embedSource.ts';
import { createEmbeddedPlayer, loadPlayerApi, type ApiPlayer } from '../player/iframeApi.ts';
import { appConfig } from '../state/session.ts';
import { t } from '../i18n/messages.ts';

/** A player that never says it is ready (a blocked or broken embed page) is an error, with Try again. */
const READY_TIMEOUT_MS = 15_000;

/**
 * The embedded player in `host`, bound to the controller; made anew for each `attempt` (Try
 * again) and captions change (cc_load_policy is a player parameter), starting where the viewer
 * was and playing or paused as they wanted.
 */
export function useEmbeddedPlayer(options: {
  controller: PlayerController;
  facts: Video;
  title: string;
  host: { current: HTMLElement | null };
  captions: boolean;
  attempt: number;
  startAt: () => number;
}): void {
  const { controller, captions, attempt } = options;
  useEffect(() => {
    const host = options.host.current!;
    const config = appConfig();
    const source = embedSourceOf(options.facts.player?.embedHtml, new URL(config.playerApiUrl).origin);
    if (!source.ok) {
      controller.onError('embed');
      return;
    }
    let cancelled = false;
    let player: ApiPlayer | undefined;
    const notReady = setTimeout(() => controller.onError('api'), READY_TIMEOUT_MS);
    controller.state.value = 'loading';
    loadPlayerApi(config.playerApiUrl).then(
      (api) => {
        if (cancelled) return;
        const src = embedUrl(source.url, {
          origin: location.origin,
          startSeconds: options.startAt(),
          captions,
          autoplay: controller.wantsToPlay,
          language: (navigator.language || 'en').split('-')[0]!,
        });
        player = createEmbeddedPlayer(api, host, src, t('Video player: {title}', { title: options.title }), {
          onReady: () => {
            clearTimeout(notReady);
            controller.onReady();
          },
          onStateChange: (code) => controller.onStateChange(code),
          onError: (code) => {
            clearTimeout(notReady);
            controller.onError(code);
          },
        });
        controller.attach(player);
      },
      () => {
        clearTimeout(notReady);
        if (!cancelled) controller.onError('api');
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(notReady);
      controller.detach();
      try {
        player?.destroy();
      } catch {
        // A player that never got ready may refuse; its iframe goes below either way.
      }
      host.textContent = '';
    };
  }, [attempt, captions]);
}
