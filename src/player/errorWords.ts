import { t } from '../i18n/messages.ts';
/** Why a video its owner keeps out of apps does not play, wherever that is found out. */
export const ownerRefuses = () => t('Its owner does not allow it to be played in apps such as tenfoot. You can still watch it on the platform’s own app or website.');

/** What the viewer reads for each onError code of the IFrame Player API reference, and what they can do. */
export interface PlayerErrorWords {
  title: string;
  text: string;
  /** 2 and 5 may pass on a second try; the others are the video's own state. */
  canRetry: boolean;
}

export function playerErrorWords(code: number | 'api' | 'embed'): PlayerErrorWords {
  switch (code) {
    case 101:
    case 150:
      return { title: t("This video can't be played here"), text: ownerRefuses(), canRetry: false };
    case 100:
      return { title: t('This video is not available'), text: t('It was removed, or its owner made it private.'), canRetry: false };
    case 2:
      return { title: t("The player couldn't open this video"), text: t('The player was asked for something it did not understand. Try again; if it keeps happening, open the video again from its list.'), canRetry: true };
    case 5:
      return { title: t('The player ran into a problem'), text: t('The TV’s player could not play this video just now. Try again in a moment.'), canRetry: true };
    case 'api':
      return { title: t("The player couldn't be loaded"), text: t('Check the TV’s internet connection, then try again.'), canRetry: true };
    case 'embed':
      return { title: t("This video can't be played here"), text: t('The service did not send a player address tenfoot trusts for this video.'), canRetry: false };
    default:
      return { title: t('The player stopped with an error'), text: t('The player reported error {code}. Try again in a moment.', { code }), canRetry: true };
  }
}
