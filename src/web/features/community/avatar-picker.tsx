import { useState } from 'react';
import { MAX_GENERATED_AVATAR } from '../../../shared/community/avatar.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { useSetAvatar, useUserTracks } from './api/tracks.ts';
import { Avatar } from './parts.tsx';
import './community.css';

const CHOICES = 8;

function randomChoices(): string[] {
  return Array.from({ length: CHOICES }, () => String(1 + Math.floor(Math.random() * MAX_GENERATED_AVATAR)));
}

/** Settings: the learner picks a generated avatar (shown beside their tracks and comments). */
export function AvatarPicker() {
  const uid = useAppStore((state) => state.user?.id ?? 1);
  const designer = useUserTracks(uid, 1);
  const current = designer.data?.designer.avatar ?? '';
  const [choices, setChoices] = useState(randomChoices);
  const setAvatar = useSetAvatar();
  return (
    <section className="card settings-section" aria-labelledby="avatar-title" data-testid="settings-avatar">
      <h2 id="avatar-title">Avatar</h2>
      <p>Shown with your community tracks and comments. Pick one you like.</p>
      <div className="designer-head">
        <Avatar value={current} size={64} />
        <span>{current ? 'Your avatar' : 'The default avatar'}</span>
      </div>
      <ul className="avatar-picker">
        {choices.map((value) => (
          <li key={value}>
            <button
              type="button"
              className="avatar-picker__choice"
              aria-pressed={value === current}
              aria-label={`Avatar ${value}`}
              onClick={() => setAvatar.mutate(value)}
            >
              <Avatar value={value} size={48} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => setChoices(randomChoices())}>
        Show other avatars
      </button>
      {setAvatar.isError ? <ErrorLines errors={errorLinesOf(setAvatar.error)} /> : null}
    </section>
  );
}
