import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRACK_DESCRIPTION_MAX, TRACK_TITLE_MAX } from '../../../shared/community/limits.ts';
import { isPremium } from '../../../shared/roles.ts';
import { href } from '../../../shared/routes.ts';
import { builtInList, SLOT_NAMES } from '../../../shared/word-lists/lists.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { usePublicNameStep } from '../../components/public-name.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { usePublish } from './api/publish.ts';
import './publish-form.css';

/**
 * Publish (or republish) one of the learner's own sheet lists as a community track: a title, a
 * short description and a snapshot of the list's words.
 */
export function PublishForm({
  trackId,
  initial,
  onDone,
}: {
  trackId?: number;
  initial?: { title: string; description: string };
  onDone?: () => void;
}) {
  const games = useAppStore((state) => state.vocabularies?.games ?? []);
  const premium = useAppStore((state) => isPremium(state.user?.role));
  const own = games
    .map((entry, slot) => ({ ...entry, slot }))
    .filter((entry) => entry.googleSheetId && !builtInList(entry.googleSheetId));
  const [slot, setSlot] = useState(own[0]?.slot ?? -1);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const publish = usePublish(trackId);
  const navigate = useNavigate();
  // A first track asks for the name it is shown with (decision record 030).
  const publicName = usePublicNameStep();

  if (own.length === 0) {
    // A free learner cannot load a sheet: say why, and what unlocks it today (docs/decisions/026-premium-codes.md).
    return (
      <p className="publish-form__none" role="status" data-testid="publish-none">
        {premium ? (
          <>
            To publish a track, load a list from your own sheet in <Link to={href.settings()}>Settings</Link>{' '}
            first.
          </>
        ) : (
          <>
            A track is a list from your own Google Sheet, and loading your own sheet is a Premium feature.
            Premium cannot be bought yet: enter a premium code from your school or teacher under “Have a
            code?” in <Link to={href.settings()}>Settings</Link>, then load your sheet there and publish it
            here.
          </>
        )}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await publicName.save())) return;
    publish.mutate(
      { slot, title, description },
      {
        onSuccess: (track) => {
          onDone?.();
          if (!trackId) void navigate(href.track(track.id));
        },
      },
    );
  };

  return (
    <form className="publish-form" onSubmit={(event) => void submit(event)} data-testid="publish-form">
      {publicName.field}
      <label className="field">
        <span className="field__label">List</span>
        <select
          className="field__input"
          value={slot}
          onChange={(event) => setSlot(Number(event.target.value))}
        >
          {own.map((entry) => (
            <option key={entry.slot} value={entry.slot}>
              {entry.name} ({SLOT_NAMES[entry.slot]})
            </option>
          ))}
        </select>
      </label>
      <TextField label="Title" value={title} maxLength={TRACK_TITLE_MAX} required onValue={setTitle} />
      <label className="field">
        <span className="field__label">Short description</span>
        <textarea
          className="field__input publish-form__description"
          value={description}
          maxLength={TRACK_DESCRIPTION_MAX}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      {publish.isError ? <ErrorLines errors={errorLinesOf(publish.error)} /> : null}
      <button type="submit" className="button button--primary" disabled={publish.isPending}>
        {publish.isPending ? 'Publishing…' : trackId ? 'Republish' : 'Publish'}
      </button>
    </form>
  );
}
