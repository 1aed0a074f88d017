import { CONFIG_RULES, ConfigError, type ConfigRule } from './config.ts';

/*
 * The sentences that name what is wrong with config.json, one a problem, each naming its field:
 * `"authUrl" must be an http(s) URL (got "ftp://x")`. Only a TV whose config.json fails its checks
 * (src/config.ts) fetches them, with the screen that shows them.
 */

const MUST: Readonly<Record<ConfigRule, string>> = {
  url: 'must be an http(s) URL',
  text: 'must be a non-empty string',
  word: 'must be a word such as "youtube" or "video"',
  scopes: 'must be a non-empty list of scope names such as ["video"]',
  flag: 'must be true or false',
};

function describe(value: unknown): string {
  if (value === undefined) return 'it is missing';
  return `got ${JSON.stringify(value)}`;
}

/** What is wrong, a sentence each; anything else that stopped the start, as it says itself. */
export function configProblems(error: unknown): string[] {
  if (!(error instanceof ConfigError)) return [String(error)];
  if (!error.found) return error.problems;
  const { raw, bad } = error.found;
  if (!bad.length) return ['the file must hold one JSON object with the provider settings'];
  return bad.map((field) => `"${field}" ${MUST[CONFIG_RULES[field]]} (${describe((raw as Record<string, unknown>)[field])})`);
}
