import { useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { href } from '../../../shared/routes.ts';
import { TEST_VOCABULARY_NAME } from '../../../shared/test-vocabulary.ts';
import {
  BUILT_IN_LISTS,
  builtInList,
  DEFAULT_SHEET_ID,
  isUpToDate,
  LOADING_ENTRY_NAME,
  mayLoadList,
  SLOT_NAMES,
  sheetIdFromUrl,
  type VocabularyEntry,
} from '../../../shared/word-lists/lists.ts';
import { errorLinesOf } from '../../api/client.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { type PremiumAsk, PremiumNotice } from '../../components/premium-notice.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';
import { useAppStore } from '../../state/app-store.ts';
import { listIsOnDevice, useDeviceLoads, useDownloadVocabulary } from '../word-lists/index.ts';

/** Made at its first use, not when Settings loads: building an Intl formatter costs a phone ~50 ms. */
let dateFormat: Intl.DateTimeFormat | undefined;
const formatLoadedAt = (time: number | Date) => {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(time);
};

/**
 * Loads a list into a slot through the captcha flow. A list the learner may not load (a premium
 * list, or an own sheet, for a learner without Premium) is not sent; the notice
 * beside the choice says why, with a link to the plans (in the native app, the spec's sentence).
 */
function useLoadList(slot: number, onLoaded: () => void) {
  const user = useAppStore((state) => state.user);
  const flow = useActionFlow();
  const download = useDownloadVocabulary();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [premiumAsk, setPremiumAsk] = useState<PremiumAsk | null>(null);

  const load = (sheetId: string) => {
    setErrors([]);
    setPremiumAsk(null);
    const list = builtInList(sheetId);
    if (!mayLoadList(user?.role, sheetId)) {
      setPremiumAsk(list ? { kind: 'list', list } : { kind: 'sheet' });
      return;
    }
    flow.start((captcha) => {
      download.mutate(
        { slot, listId: sheetId, captcha },
        { onSuccess: onLoaded, onError: (error) => setErrors(errorLinesOf(error)) },
      );
    });
  };

  return { load, errors, setErrors, premiumAsk, busy: download.isPending || flow.captchaOpen, flow };
}

/** The URL entry view for one slot: a sheet link, or a built-in list. */
export function SlotEntryView({ slot, onDone }: { slot: number; onDone: () => void }) {
  const [url, setUrl] = useState('');
  const user = useAppStore((state) => state.user);
  const { load, errors, setErrors, premiumAsk, busy, flow } = useLoadList(slot, onDone);

  const loadUrl = () => {
    const id = sheetIdFromUrl(url);
    if (!id) {
      setErrors([{ field: 'url', message: MESSAGES.sheetUrlInvalid }]);
      return;
    }
    if (id === DEFAULT_SHEET_ID) {
      onDone();
      return;
    }
    load(id);
  };

  return (
    <div className="slot-entry" data-testid="slot-entry">
      <h3>Choose a word list for {SLOT_NAMES[slot]}</h3>
      <form
        className="slot-entry__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) loadUrl();
        }}
      >
        <TextField
          label="Google Sheet URL"
          type="url"
          inputMode="url"
          placeholder="https://docs.google.com/spreadsheets/d/…/edit"
          value={url}
          onValue={setUrl}
        />
        <p className="slot-entry__help">
          A public sheet with Word, Translation and Hint in columns A to C, from row 2. Loading your own sheet
          is a premium feature. <a href={href.howTo()}>How to make one</a>
        </p>
        <ErrorLines errors={errors} />
        <PremiumNotice ask={premiumAsk?.kind === 'sheet' ? premiumAsk : null} />
        <div className="slot-entry__actions">
          <button type="button" className="button button--ghost" onClick={onDone} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Loading…' : 'Load'}
          </button>
        </div>
      </form>

      <h4 className="slot-entry__subtitle">Or play a built-in list</h4>
      <ul className="built-in-lists">
        {BUILT_IN_LISTS.map((list) => (
          <li key={list.id}>
            <button
              type="button"
              className="built-in-list"
              disabled={busy}
              onClick={() => load(list.id)}
              data-testid={`built-in-${list.id}`}
            >
              <span>{list.name}</span>
              {!mayLoadList(user?.role, list.id) ? (
                <span className="badge">Premium</span>
              ) : (
                <span className="built-in-list__free">Free</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <PremiumNotice ask={premiumAsk?.kind === 'list' ? premiumAsk : null} />
      {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
    </div>
  );
}

function SlotRow({
  slot,
  entry,
  onChange,
}: {
  slot: number;
  entry: VocabularyEntry;
  onChange: (slot: number) => void;
}) {
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  const upToDate = isUpToDate(entry);
  const { load, errors, premiumAsk, busy, flow } = useLoadList(slot, () => {});
  const loading = entry.name === LOADING_ENTRY_NAME;
  const deviceLoad = useDeviceLoads((state) => state.loading[slot]);
  const onDevice = listIsOnDevice(slot, entry);

  const act = () => {
    // Opening the change view needs sign-in.
    if (!isSignedIn(user)) {
      setPopup('sign-in');
      return;
    }
    if (upToDate && onDevice) onChange(slot);
    else load(entry.googleSheetId);
  };

  return (
    <tr data-testid={`slot-${slot}`}>
      <th scope="row">{SLOT_NAMES[slot]}</th>
      <td className="slots__sheet" data-testid="slot-name">
        {entry.name}
        {onDevice ? null : (
          <span className="slots__device" data-testid="slot-device">
            {deviceLoad
              ? 'Loading its words on this device…'
              : `Not loaded on this device: the games play the ${TEST_VOCABULARY_NAME} until you load it.`}
          </span>
        )}
        <ErrorLines errors={errors} />
        <PremiumNotice ask={premiumAsk} />
        {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
      </td>
      <td className="slots__time" data-testid="slot-time">
        {loading ? (
          ''
        ) : upToDate ? (
          entry.locallyModified ? (
            formatLoadedAt(entry.locallyModified)
          ) : (
            'Built in'
          )
        ) : (
          <span className="slots__stale">Need update</span>
        )}
      </td>
      <td className="slots__action">
        <button
          type="button"
          className="button button--ghost slots__button"
          onClick={act}
          disabled={busy || loading || Boolean(deviceLoad)}
        >
          {busy ? 'Loading…' : !onDevice ? 'Load' : upToDate ? 'Change' : 'Update'}
        </button>
      </td>
    </tr>
  );
}

/** The table of games with their sheet, updated time and action. */
export function SlotsTable({ slots, onChange }: { slots: number[]; onChange: (slot: number) => void }) {
  const vocabularies = useAppStore((state) => state.vocabularies);
  if (!vocabularies) return <p className="slots__loading">Loading...</p>;
  return (
    <div className="slots-wrap">
      <table className="slots" data-testid="slots">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Sheet</th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => {
            const entry = vocabularies.games[slot];
            return entry ? <SlotRow key={slot} slot={slot} entry={entry} onChange={onChange} /> : null;
          })}
        </tbody>
      </table>
    </div>
  );
}
