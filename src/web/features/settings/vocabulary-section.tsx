import { useState } from 'react';
import { isSignedIn } from '../../../shared/api/user.ts';
import { useConfirmedUser } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useSetCommonVocabulary, useVocabularyList } from '../word-lists/index.ts';
import { SlotEntryView, SlotsTable } from './vocabulary-slots.tsx';

/**
 * Word lists: the common-sheet toggle and the table of games, or the entry view of one slot.
 * `onlySlotOf` narrows it to one game (the settings popup opened from a game).
 */
export function VocabularySection({ onlyGameSlot }: { onlyGameSlot?: number }) {
  const vocabularies = useAppStore((state) => state.vocabularies);
  const user = useAppStore((state) => state.user);
  const setVocabularies = useAppStore((state) => state.setVocabularies);
  const setCommon = useSetCommonVocabulary();
  const [editing, setEditing] = useState<number | null>(null);
  const isCommon = vocabularies?.isCommonVocabulary ?? true;
  // A signed-in learner's switch waits for the account's list (the same request the list sync
  // makes): turned before it arrives, it was undone by it, the server keeping the new choice.
  const confirmedUser = useConfirmedUser();
  const signedIn = isSignedIn(confirmedUser);
  const accountList = useVocabularyList(confirmedUser?.id, signedIn).data;
  const waitingForList = signedIn && !accountList;

  const slots = isCommon ? [0] : onlyGameSlot !== undefined ? [onlyGameSlot] : [1, 2];

  const toggleCommon = (next: boolean) => {
    if (!vocabularies) return;
    setVocabularies({ ...vocabularies, isCommonVocabulary: next });
    if (isSignedIn(user)) {
      setCommon.mutate(next, {
        onError: () => setVocabularies({ ...vocabularies, isCommonVocabulary: !next }),
      });
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="lists-heading" data-testid="vocabularies">
      <h2 id="lists-heading">Word lists</h2>
      {editing === null ? (
        <>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={isCommon}
              checked={isCommon}
              onChange={(event) => toggleCommon(event.target.checked)}
              disabled={!vocabularies || waitingForList}
            />
            <span className="switch__track" aria-hidden="true" />
            <span>Use one Google Sheet for all Games</span>
          </label>
          <SlotsTable slots={slots} onChange={setEditing} />
        </>
      ) : (
        <SlotEntryView slot={editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}
