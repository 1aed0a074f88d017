import { readFileSync } from 'node:fs';

/** The browser side of the player, read once: plain ES5 files, served as they are. */
function read(name: string): string {
  return readFileSync(new URL(`./static/${name}`, import.meta.url), 'utf8');
}

export const playerAssets = {
  iframeApi: read('iframe_api.js'),
  playback: read('playback.js'),
  embed: read('embed.js'),
  css: read('embed.css'),
};

/** The API script, told the origin it was loaded from: players it builds itself point their iframe there. */
export function iframeApiScript(embedOrigin: string): string {
  // A function as the replacement: a plain string would have its $' and $& expanded.
  return playerAssets.iframeApi.replace('__EMBED_ORIGIN__', () => JSON.stringify(embedOrigin).replace(/</g, '\\u003c'));
}
