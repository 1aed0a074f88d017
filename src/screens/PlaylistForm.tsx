import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PrivacyStatus } from '../api/video/index.ts';
import { addToPlaylist, createPlaylist, updatePlaylist, type PlaylistFields } from '../state/channels.ts';
import { explainError, explainWithRetry } from '../state/explainError.ts';
import { notify, type Notice } from '../state/notice.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { focusElement } from '../nav/placeFocus.ts';
import { currentRoute, goBack, guardLeaving, routeBelow, type Route } from '../state/router.ts';
import { playlistCardKey } from './libraryMemory.ts';
import { busyButton } from '../ui/busyButton.ts';
import { busyButtonLabel } from '../ui/steadyWidth.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useBack } from '../ui/hooks.ts';
import { OnScreenKeyboard } from '../ui/OnScreenKeyboard.tsx';
import { PrivacyChoice } from './PrivacyChoice.tsx';
import { useScreenMemory } from './useScreen.ts';
import { formatNumber, t } from '../i18n/messages.ts';
import { cutSide } from '../ui/cutSide.ts';

type FieldName = 'title' | 'description';
type FormRoute = Extract<Route, { name: 'createPlaylist' } | { name: 'editPlaylist' }>;

/** The real service's limits, in characters (a longer title or description is refused). */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const MAX: Record<FieldName, number> = { title: MAX_TITLE, description: MAX_DESCRIPTION };
/** A field's counter ("142 / 150") shows from this share of its limit on: near it, not all along. */
const COUNT_FROM = 0.8;

/**
 * A playlist's title, description and privacy, typed on the on-screen keyboard: a new playlist
 * (private unless the viewer chooses otherwise), or an existing one's, to rename it. Saved, it
 * shows in Library at once; a failure says why and keeps everything typed.
 */
export function PlaylistForm({ route }: { route: FormRoute }) {
  useScreenMemory(route);
  const editing = route.name === 'editPlaylist' ? route.playlist : undefined;
  const [field, setFieldOnly] = useState<FieldName>('title');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [privacy, setPrivacy] = useState<PrivacyStatus>(editing?.privacy ?? 'private');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ text: string; untilTitle?: boolean } | undefined>();
  // Leaving with typing not saved: Back, or the menu, asks first; this goes on if the viewer says so.
  const [pendingLeave, setPendingLeave] = useState<(() => void) | undefined>(undefined);
  // The form's element focus was last on: "Keep editing" goes back to it, also when the menu
  // asked (the question would give focus back to the menu entry the viewer pressed).
  const lastInForm = useRef<HTMLElement | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  // A character typed at the field's limit is not taken: said beside the keyboard, never lost
  // silently. Counted, so a second refusal is a new alert (read out again); gone at the next change.
  const [refused, setRefused] = useState<{ field: FieldName; times: number; fromField: boolean } | undefined>(undefined);
  const keyboardRow = useRef<HTMLDivElement>(null);
  // Another field chosen: a refusal said before is not said again on coming back to a full one.
  const setField = (name: FieldName) => {
    setFieldOnly(name);
    setRefused(undefined);
  };
  const value = field === 'title' ? title : description;
  const setFieldValue = field === 'title' ? setTitle : setDescription;
  const setValue = (next: string) => {
    setFieldValue(next);
    setRefused(undefined);
  };
  // Typed on a keyboard plugged into the TV with focus on the field itself, not on the on-screen
  // keyboard: see where the sentence is drawn.
  const refuse = () => {
    const fromField = !!document.activeElement?.closest('.field');
    setRefused((r) => ({ field, times: r && r.field === field ? r.times + 1 : 1, fromField }));
  };
  const refusedHere = refused && refused.field === field && value.length >= MAX[field] ? refused : undefined;
  const changed = title !== (editing?.title ?? '') || description !== (editing?.description ?? '') || privacy !== (editing?.privacy ?? 'private');
  // While a save is on its way nothing leaves: its answer takes the viewer back, once.
  const guarded = changed || saving;
  useBack(() => {
    if (saving) return true;
    if (!guarded) return false;
    setPendingLeave(() => goBack);
    return true;
  });
  useEffect(() => (guarded ? guardLeaving((go) => (saving ? undefined : setPendingLeave(() => go))) : undefined), [guarded, saving]);
  // "Give the playlist a title first" is said until there is one.
  useEffect(() => {
    if (error?.untilTitle && title.trim()) setError(undefined);
  }, [title]);

  const save = () => {
    if (!title.trim()) {
      setField('title');
      setError({ text: t('Give the playlist a title first.'), untilTitle: true });
      return;
    }
    const fields: PlaylistFields = { title: title.trim(), description: description.trim(), privacy };
    setSaving(true);
    setError(undefined);
    const done: Promise<Created> = editing ? updatePlaylist(editing.id, fields).then((): Created => ({ kind: 'info', text: t('Saved “{title}”.', { title: fields.title }) })) : create(fields, route.name === 'createPlaylist' ? route.addVideo : undefined);
    done
      .then((notice) => {
        // Back on Library, focus on the new playlist's card (it was on Create playlist again).
        const below = routeBelow();
        if (notice.playlistId && below?.name === 'library' && currentRoute.peek() === route) memoryOf(below).focusKey = playlistCardKey(notice.playlistId);
        if (currentRoute.peek() === route) goBack();
        // After the move: the notice belongs to the screen the viewer returns to.
        notify(notice.text, notice.kind);
      })
      .catch((e: unknown) => {
        if (mounted.current) setError({ text: explainWithRetry(e, (why) => t('{why} Everything you typed is kept: press OK to try again.', { why }), (why) => t('{why} Everything you typed is kept.', { why })) });
      })
      .finally(() => {
        if (mounted.current) setSaving(false);
      });
  };

  // A sentence come under the button (a title first, a failure, a refusal at the limit) is
  // brought into view with what has focus: at 720p with 150 % text it fell below the screen.
  const saying = `${error?.text ?? ''}|${refusedHere?.times ?? ''}`;
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (saying !== '|' && focused instanceof HTMLElement && keyboardRow.current?.contains(focused)) focusElement(focused, true);
  }, [saying]);

  // The form's own elements, not the question's (it is drawn inside the form).
  const rememberInForm = (event: FocusEvent) => {
    const el = event.target as HTMLElement;
    if (!el.closest('[role="dialog"]')) lastInForm.current = el;
  };
  const keepEditing = () => setPendingLeave(undefined);

  const heading = editing ? t('Edit playlist') : t('Create playlist');
  const submit = editing ? t('Save') : t('Create');
  const saveButton = busyButtonLabel(saving, editing ? t('Save changes') : t('Create playlist'), editing ? t('Saving…') : t('Creating…'));
  return (
    // The page scrolls only when a sentence under the button runs past the screen's foot (720p
    // at 150 % text), to show it with what has focus.
    <section class="content create-playlist" data-scroll-y data-testid="create-playlist-screen" onFocusIn={rememberInForm}>
      <h1 class="content__title">{heading}</h1>
      <div class="form-row" data-nav-container>
        <FormField name="title" label={t('Title')} value={title} placeholder={t('Required')} active={field === 'title'} onSelect={setField} />
        <FormField name="description" label={t('Description')} value={description} placeholder={t('Optional')} active={field === 'description'} onSelect={setField} />
      </div>
      {/* Whole in view with focus in it while a refusal is said: the keyboard and the sentence under the button. */}
      <div class="keyboard-row" ref={keyboardRow} data-focus-whole={refusedHere ? true : undefined}>
        <OnScreenKeyboard idPrefix="create" value={value} onChange={setValue} onSubmit={field === 'title' ? () => setField('description') : save} submitLabel={field === 'title' ? t('Next') : submit} maxLength={MAX[field]} onRefused={refuse} />
        {/* Two groups, not one holding the other: Down from the privacy choices goes on to the
            button, never back into the group it is leaving. */}
        <div class="form-side">
          <PrivacyChoice value={privacy} onChange={setPrivacy} />
          {/* The button and what is said under it, whole in view while the button has focus. */}
          <div data-focus-whole>
            <div class="actions" data-nav-container>
              <button class="btn" {...busyButton(saving, save)} {...saveButton.width} data-testid="create-button">
                {saveButton.label}
              </button>
            </div>
            {refusedHere ? (
              // Typed from the field, the field and the sentence under the button do not both fit
              // at 720p with 150 % text, and the page cut the keyboard's last row at the sentence's
              // top: the field's own counter shows it there ("150 / 150: limit reached"), and the
              // sentence is for a screen reader.
              <p key={refusedHere.times} class={`inline-error form-side__error${refusedHere.fromField ? ' visually-hidden' : ''}`} role="alert" data-testid={`${field}-full`}>
                {field === 'title'
                  ? t("A title can have {max} characters at most, so that one wasn't added. Delete some to type more.", { max: formatNumber(MAX_TITLE) })
                  : t("A description can have {max} characters at most, so that one wasn't added. Delete some to type more.", { max: formatNumber(MAX_DESCRIPTION) })}
              </p>
            ) : null}
            {/* Beside the keyboard, not above it: shown above, it pushed the keyboard down under the viewer's eyes. */}
            {error ? (
              <p class="inline-error form-side__error" role="alert" data-testid="form-error">
                {error.text}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {pendingLeave ? (
        <Dialog title={editing ? t('Leave without saving?') : t('Leave without creating the playlist?')} onClose={keepEditing} returnFocusTo={() => lastInForm.current}>
          <p>{t('What you typed here will be lost.')}</p>
          <div class="actions">
            <button class="btn btn--secondary" data-autofocus data-testid="keep-editing" onClick={keepEditing}>
              {t('Keep editing')}
            </button>
            <button
              class="btn btn--danger"
              data-testid="discard-form"
              onClick={() => {
                const go = pendingLeave;
                setPendingLeave(undefined);
                go();
              }}
            >
              {t('Leave')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

/** What the viewer is told once the form is saved, and the playlist made, if one was. */
type Created = Notice & { playlistId?: string };

/**
 * Creates the playlist and, when it was asked for from a video's page, adds that video to it.
 * Resolves to what the viewer is told.
 */
async function create(fields: PlaylistFields, video: { videoId: string; title: string } | undefined): Promise<Created> {
  const playlist = await createPlaylist(fields);
  if (!video) return { kind: 'info', text: t('Created “{title}”.', { title: fields.title }), playlistId: playlist.id };
  try {
    await addToPlaylist(playlist.id!, video.videoId, 'end');
    return { kind: 'info', text: t('Created “{title}” with “{video}”.', { title: fields.title, video: video.title }) };
  } catch (e) {
    // The playlist exists: going back is right, and the notice says what is left to do.
    return { kind: 'warning', text: t("Created “{title}”, but couldn't add the video. {why} Try “Add to playlist” again.", { title: fields.title, why: explainError(e) }) };
  }
}

/**
 * One field of the form: OK makes it the one the keyboard types into (the caret shows where). One
 * line, showing its end while it is typed in and longer than the field: the letters typed and the
 * caret stay in view, what went before fades out at the start. The other field shows its start.
 * Near its limit a counter says how close it is.
 */
function FormField(p: { name: FieldName; label: string; value: string; placeholder: string; active: boolean; onSelect: (name: FieldName) => void }) {
  const box = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  // Which side the text is cut at, if it is: the field being typed in shows the text's end, so its
  // start is cut (the left, or the right for a right-to-left title); the other field shows its
  // start, as a title is read, and its end is cut.
  const [cut, setCut] = useState<'left' | 'right' | undefined>(undefined);
  useLayoutEffect(() => {
    const now = box.current && text.current ? cutSide(box.current, text.current) : undefined;
    if (now !== cut) setCut(now);
  }, [p.value, p.active]);
  const max = MAX[p.name];
  const length = p.value.length;
  const full = length >= max;
  const count = length >= max * COUNT_FROM ? (full ? t('{count} / {max}: limit reached', { count: formatNumber(length), max: formatNumber(max) }) : t('{count} / {max}', { count: formatNumber(length), max: formatNumber(max) })) : undefined;
  return (
    <button class={`field${p.active ? ' field--active' : ''}`} onClick={() => p.onSelect(p.name)} data-testid={`field-${p.name}`} aria-pressed={p.active} data-typed-into={p.active || undefined}>
      <span class="field__head">
        <span class="field__label">{p.label}</span>
        {count ? (
          <span class={`field__count${full ? ' field__count--full' : ''}`} data-testid={`${p.name}-count`}>
            {count}
          </span>
        ) : null}
      </span>
      <span ref={box} class={`field__value${cut ? ` field__value--cut-${cut}` : ''}`} dir="auto">
        <span ref={text} class="field__text">
          {/* Empty, the caret stands where the first letter will go: before the placeholder. */}
          {p.value ? p.value : null}
          {p.active ? <span class="caret" aria-hidden="true" /> : null}
          {p.value ? null : <span class="muted">{p.placeholder}</span>}
        </span>
      </span>
    </button>
  );
}
