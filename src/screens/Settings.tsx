import { useState } from 'preact/hooks';
import type { Route } from '../state/router.ts';
import { useScreenMemory } from './useScreen.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { LANGUAGE_NAMES, nameIn } from '../i18n/languageNames.ts';
import { language, t } from '../i18n/messages.ts';
import { accountsWithPin } from '../state/pins.ts';
import { accounts } from '../state/session.ts';
import { signOutEverywhere } from '../state/signOut.ts';
import { wantedLanguage } from '../state/language.ts';
import { changeSetting, settings, TEXT_SCALES, type Settings as SettingsValue } from '../state/settings.ts';
import { busyButton } from '../ui/busyButton.ts';
import { busyButtonLabel } from '../ui/steadyWidth.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Licences } from './Licences.tsx';
import { PinDialog } from './PinDialog.tsx';

/** One setting: its name, then its choices; the chosen one is pressed (aria-pressed) and ticked. */
function ChoiceRow<V extends string | number | boolean>({ label, value, choices, onChoose, testId, autofocus, grid }: { label: string; value: V; choices: { value: V; label: string; lang?: string; /** A second line, in the app's language. */ hint?: { text: string; lang: string } }[]; onChoose: (value: V) => void; testId: string; autofocus?: boolean; grid?: boolean }) {
  return (
    <div class={grid ? 'settings-row settings-row--grid' : 'settings-row'} role="group" aria-label={label} data-nav-container data-testid={testId}>
      <span class="settings-row__label">{label}</span>
      {choices.map((choice) => (
        <button
          key={String(choice.value)}
          class={`chip chip--ticked${choice.value === value ? ' chip--on' : ''}`}
          aria-pressed={choice.value === value}
          lang={choice.lang}
          data-focus-key={`${testId}-${String(choice.value)}`}
          data-autofocus={autofocus && choice.value === value ? true : undefined}
          onClick={() => onChoose(choice.value)}
        >
          <span class="chip__tick" aria-hidden="true">
            {choice.value === value ? '✓' : ''}
          </span>
          {choice.label}
          {choice.hint ? (
            <span class="chip__hint" lang={choice.hint.lang}>
              {choice.hint.text}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

declare const __TENFOOT_VERSION__: string;
declare const __TENFOOT_BUILD__: string;

/**
 * Settings for this TV: language, text size, Reduce motion, which account opens at start, a PIN
 * per account, signing every account out, and About. Each applies at once and survives a reload
 * (src/state/settings.ts; PINs in src/state/pins.ts).
 */
export function Settings({ route }: { route: Route }) {
  // Opened, focus goes to the chosen language, as every section puts it on its content; Back to
  // this screen finds it where it was.
  useScreenMemory(route);
  const s = settings.value;
  const [pinFor, setPinFor] = useState<{ id: string; name: string } | undefined>();
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOutButton = busyButtonLabel(busy, t('Sign out of every account'), t('Signing out…'));
  const [showLicences, setShowLicences] = useState(false);
  const list = accounts.value;
  const automatic = LANGUAGE_NAMES[wantedLanguage('auto')];
  const change =
    <K extends keyof SettingsValue>(key: K) =>
    (value: SettingsValue[K]) =>
      changeSetting(key, value);
  return (
    <section class="content settings" data-scroll-y data-testid="settings-screen">
      <h1 class="content__title">{t('Settings')}</h1>
      <ChoiceRow
        testId="setting-language"
        autofocus
        grid
        label={t('Language')}
        value={s.language}
        onChoose={change('language')}
        choices={[{ value: 'auto', label: t('Automatic ({language})', { language: automatic }) }, ...LANGUAGE_CODES.map((code) => {
            const hint = nameIn(code, language.value);
            return { value: code, label: LANGUAGE_NAMES[code], lang: code, hint: hint ? { text: hint, lang: language.value } : undefined };
          })]}
      />
      <ChoiceRow testId="setting-text-size" label={t('Text size')} value={s.textScale} onChoose={change('textScale')} choices={TEXT_SCALES.map((scale) => ({ value: scale, label: percent(scale) }))} />
      <ChoiceRow
        testId="setting-motion"
        label={t('Reduce motion')}
        value={s.reduceMotion}
        onChoose={change('reduceMotion')}
        choices={[
          { value: false, label: t('Off') },
          { value: true, label: t('On') },
        ]}
      />
      {list.length ? (
        <ChoiceRow
          testId="setting-start"
          label={t('At start')}
          value={s.startAccount}
          onChoose={change('startAccount')}
          choices={[{ value: 'ask', label: t("Ask who's watching") }, ...list.map((a) => ({ value: a.id, label: t('Open {name}', { name: a.name }) }))]}
        />
      ) : null}
      {list.length ? (
        <div class="settings-row" role="group" aria-label={t('PIN')} data-nav-container data-testid="setting-pins">
          <span class="settings-row__label">{t('PIN, asked when switching to the account')}</span>
          {list.map((a) => (
            <button key={a.id} class="chip" data-focus-key={`pin-${a.id}`} onClick={() => setPinFor({ id: a.id, name: a.name })}>
              {accountsWithPin.value.has(a.id) ? t('Change or remove the PIN of {name}', { name: a.name }) : t('Set a PIN for {name}', { name: a.name })}
            </button>
          ))}
        </div>
      ) : null}
      <div class="settings-row" role="group" aria-label={t('This TV')} data-nav-container>
        <span class="settings-row__label">{t('This TV')}</span>
        {/* Above the row's buttons: under them, below the page's last focusable item, no key
            scrolled it into view (it was cut by the screen's foot once signed in). */}
        <p class="settings__about" data-testid="about">
          {t('tenfoot {version}, build {build}', { version: __TENFOOT_VERSION__, build: __TENFOOT_BUILD__ })}
        </p>
        {list.length ? (
          <button class="chip" data-testid="sign-out-everywhere" onClick={() => setConfirmAll(true)}>
            {t('Sign out of every account')}
          </button>
        ) : null}
        <button class="chip" data-testid="open-licences" onClick={() => setShowLicences(true)}>
          {t('Open-source licences')}
        </button>
      </div>
      {pinFor ? <PinDialog account={pinFor} onClose={() => setPinFor(undefined)} /> : null}
      {confirmAll ? (
        <Dialog title={t('Sign out of every account on this TV?')} onClose={() => setConfirmAll(false)}>
          <p>{t('tenfoot will forget every account on this TV and end their access.')}</p>
          <div class="actions">
            <button class="btn btn--secondary" data-autofocus onClick={() => setConfirmAll(false)}>
              {t('Cancel')}
            </button>
            <button
              class="btn btn--danger"
              data-testid="confirm-sign-out-everywhere"
              {...busyButton(busy, () => {
                setBusy(true);
                void signOutEverywhere().finally(() => setBusy(false));
              })}
              {...signOutButton.width}
            >
              {signOutButton.label}
            </button>
          </div>
        </Dialog>
      ) : null}
      {showLicences ? <Licences onClose={() => setShowLicences(false)} /> : null}
    </section>
  );
}

/** A text size as the viewer's language writes a share: "150%" in English, "150 %" in German. */
function percent(scale: number): string {
  try {
    return new Intl.NumberFormat(language.value, { style: 'percent' }).format(scale);
  } catch {
    return `${Math.round(scale * 100)}%`;
  }
}
