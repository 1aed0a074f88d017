import { t } from '../i18n/messages.ts';
import { configProblems } from '../configProblems.ts';

/** Shown instead of a blank page when config.json is missing or wrong: names each bad field. */
export function ConfigProblem({ error }: { error: unknown }) {
  const problems = configProblems(error);
  return (
    <main class="screen config-problem" data-testid="config-problem">
      <div role="alert">
        <h1 class="screen__title">{t("tenfoot can't start")}</h1>
      <p class="lead">{t('Its settings file, config.json, needs fixing:')}</p>
      <ul class="problems">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      </div>
      <p>{t('Edit config.json next to index.html (or public/config.json before building), then restart the app.')}</p>
    </main>
  );
}
