import { t } from '../i18n/messages.ts';
type ExplainCode = typeof import('./explainError.ts');
let code: ExplainCode | undefined;

/** Said when even the words could not be fetched: the TV is offline. The sentence is explainError's for a network error. */
const offline = () => t("Can't reach the video service. Check the TV's internet connection.");

/**
 * explainError for Home's lists, whose words come only on a failure: a returning viewer's first
 * cards do not wait for them (`npm run bench -- start`). Once fetched (or prefetched with the
 * other screens' code), the sentence comes at once, as from explainError itself.
 */
export function explainLater(error: unknown): string | Promise<string> {
  if (code) return code.explainError(error);
  return import('./explainError.ts').then(
    (m) => (code = m).explainError(error),
    offline,
  );
}
