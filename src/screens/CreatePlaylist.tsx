import { useState } from 'preact/hooks';
import { createPlaylist } from '../state/channels.ts';
import { explainError } from '../state/explainError.ts';
import { goBack, type Route } from '../state/router.ts';
import { OnScreenKeyboard } from '../ui/OnScreenKeyboard.tsx';
import { useScreenMemory } from './useScreen.ts';
import { busyButton } from '../ui/busyButton.ts';

type FieldName = 'title' | 'description';

/** A title and a description typed on the on-screen keyboard; the new playlist shows in Library at once. */
export function CreatePlaylist({ route }: { route: Route }) {
  useScreenMemory(route);
  const [field, setField] = useState<FieldName>('title');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const value = field === 'title' ? title : description;
  const setValue = field === 'title' ? setTitle : setDescription;

  const save = () => {
    if (!title.trim()) {
      setField('title');
      setError('Give the playlist a title first.');
      return;
    }
    setSaving(true);
    setError(undefined);
    createPlaylist(title.trim(), description.trim())
      .then(() => goBack())
      .catch((e: unknown) => setError(explainError(e)))
      .finally(() => setSaving(false));
  };

  return (
    <section class="content create-playlist" data-testid="create-playlist-screen">
      <h1 class="content__title">Create playlist</h1>
      <div class="form-row" data-nav-container>
        <FormField name="title" label="Title" value={title} placeholder="Required" active={field === 'title'} onSelect={setField} />
        <FormField name="description" label="Description" value={description} placeholder="Optional" active={field === 'description'} onSelect={setField} />
      </div>
      {error ? (
        <p class="inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <div class="keyboard-row">
        <OnScreenKeyboard idPrefix="create" value={value} onChange={setValue} onSubmit={field === 'title' ? () => setField('description') : save} submitLabel={field === 'title' ? 'Next' : 'Create'} maxLength={field === 'title' ? 150 : 500} />
        <div class="actions" data-nav-container>
          <button class="btn" {...busyButton(saving, save)} data-testid="create-button">
            {saving ? 'Creating…' : 'Create playlist'}
          </button>
        </div>
      </div>
    </section>
  );
}

/** One field of the form: OK makes it the one the keyboard types into (the caret shows where). */
function FormField(p: { name: FieldName; label: string; value: string; placeholder: string; active: boolean; onSelect: (name: FieldName) => void }) {
  return (
    <button class={`field${p.active ? ' field--active' : ''}`} onClick={() => p.onSelect(p.name)} data-testid={`field-${p.name}`} aria-pressed={p.active}>
      <span class="field__label">{p.label}</span>
      <span class="field__value" dir="auto">
        {p.value || <span class="muted">{p.placeholder}</span>}
        {p.active ? <span class="caret" aria-hidden="true" /> : null}
      </span>
    </button>
  );
}
