/**
 * The results handler: a round's results (`round-results`) are kept in the browser's short
 * history and recorded by the learning engine under the list the round was played on, and the
 * engine's review goes back to the frame (`round-review`) for the results screen.
 */
import { parseRoundResults, type RoundResults } from '../../../../shared/game-protocol.ts';
import { formatListId } from '../../../../shared/word-lists/list-id.ts';
import { getToken } from '../../../api/token.ts';
import { showNotice } from '../../../components/notice.tsx';
import { setSignInReason } from '../../../components/sign-in-reason.tsx';
import { useAppStore } from '../../../state/app-store.ts';
import { saveRoundResults } from '../../learning/round-history.ts';
import { loadHabitLine } from '../../progress/index.ts';
import { type BridgeContext, learnedLanguage, selectedListId } from './context.ts';

/** How long the results screen's notes may wait for the line about the learner's week. */
const HABIT_WAIT_MS = 1500;

const TEST_LIST_ID = formatListId({ kind: 'test' });

const signedInNow = () => getToken() !== null && (useAppStore.getState().user?.id ?? 1) > 1;

/**
 * A visitor's round of a real list (IELTS Band 5, a career stage) is kept in this browser only:
 * invite them to sign up to keep it; the rounds move to the account at sign-up.
 */
function inviteVisitorToSignUp(): void {
  showNotice('This round is kept in this browser only. Sign up free to keep your progress.', {
    label: 'Sign up',
    run: () => {
      setSignInReason(
        'Create a free account to keep the rounds you played here: they move to your account, with your study plan.',
      );
      useAppStore.getState().setPopup('sign-in');
    },
  });
}

/**
 * The list a round is recorded under: the one its results name (the game echoes the list id its
 * words came with), so a list changed mid-round does not take the round; `selected` (the list
 * selected now) only for a game too old to name one.
 */
export function listIdOfRound(results: Pick<RoundResults, 'listId'>, selected: string): string {
  return results.listId ?? selected;
}

/**
 * A game's `round-results` message, as the bridge hands it over unchecked (frame-messages.ts):
 * checked here, then kept and recorded; malformed results are ignored.
 */
export async function recordRoundMessage(
  context: BridgeContext,
  data: unknown,
  onRoundRecorded?: () => void,
): Promise<void> {
  const results = parseRoundResults(data);
  if (results) await recordRound(context, results, onRoundRecorded);
}

/** Keeps and records a finished round; answers once the learning engine has it (or gave up). */
export async function recordRound(
  context: BridgeContext,
  results: RoundResults,
  onRoundRecorded?: () => void,
): Promise<void> {
  const store = useAppStore.getState();
  const listId = listIdOfRound(results, selectedListId(context, store));
  saveRoundResults({ ...results, listId }, window.localStorage);
  try {
    const { recordRoundResults } = await import('../../learning/record-round.ts');
    const changes = await recordRoundResults(results, {
      listId,
      languageLearn: context.source?.languageLearn ?? learnedLanguage(store),
    });
    onRoundRecorded?.();
    if (changes && listId !== TEST_LIST_ID && !signedInNow()) inviteVisitorToSignUp();
    if (!changes) return;
    // The week's line rides with the review; the notes never wait for it long.
    const habit = await Promise.race([
      loadHabitLine().then((line) => line(signedInNow())),
      new Promise<null>((resolve) => window.setTimeout(() => resolve(null), HABIT_WAIT_MS)),
    ]).catch(() => null);
    context.post({
      type: 'round-review',
      data: { startedAt: results.startedAt, changes, ...(habit ? { habit } : {}) },
    });
  } catch (error) {
    console.warn('round not recorded', error);
  }
}
