import type { PrivacyStatus } from '../api/video/index.ts';
import { t } from '../i18n/messages.ts';

const CHOICES: readonly { value: PrivacyStatus; label: string; hint: string }[] = [
  { value: 'private', get label() { return t('Private'); }, get hint() { return t('Only you'); } },
  { value: 'unlisted', get label() { return t('Unlisted'); }, get hint() { return t('Anyone with the link'); } },
  { value: 'public', get label() { return t('Public'); }, get hint() { return t('Everyone'); } },
];

/** Who can see a playlist: three options, one chosen (OK chooses), each saying what it means. */
export function PrivacyChoice({ value, onChange }: { value: PrivacyStatus; onChange: (value: PrivacyStatus) => void }) {
  return (
    <div class="privacy" role="radiogroup" aria-label={t('Who can see it')} data-nav-container data-testid="privacy">
      <p class="privacy__label">{t('Who can see it')}</p>
      {CHOICES.map((choice) => (
        <button
          class={`privacy__option${choice.value === value ? ' privacy__option--on' : ''}`}
          key={choice.value}
          role="radio"
          aria-checked={choice.value === value}
          data-focus-key={`privacy-${choice.value}`}
          data-testid={`privacy-${choice.value}`}
          onClick={() => onChange(choice.value)}
        >
          <span class="privacy__mark" aria-hidden="true">
            {choice.value === value ? '●' : '○'}
          </span>
          <span class="privacy__text">
            {choice.label}
            <span class="privacy__hint">{choice.hint}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
