import { signal } from '@preact/signals';

/*
 * The exit question's code (ExitQuestion.tsx and the dialog it is made of) is not in what a first
 * screen waits for: it comes in idle time once a screen is up, or when Back first asks it.
 */
type ExitQuestionCode = typeof import('./ExitQuestion.tsx');
export const exitQuestionCode = signal<ExitQuestionCode | undefined>(undefined);
let asked = false;

export function loadExitQuestion(): void {
  if (asked) return;
  asked = true;
  import('./ExitQuestion.tsx').then(
    (code) => (exitQuestionCode.value = code),
    () => (asked = false), // the next Back asks again
  );
}
