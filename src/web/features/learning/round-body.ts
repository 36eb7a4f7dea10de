/**
 * A finished round from a game frame, as the learning engine's round post: the words the round
 * reached, each with its grade inputs. Words never reached get no review; a front that repeats
 * (two rows of one sheet) is reviewed once.
 */
import type { RoundBody } from '../../../shared/api/learning.ts';
import type { RoundResults } from '../../../shared/game-protocol.ts';
import { MAX_ROUND_WORDS } from '../../../shared/learning/limits.ts';

export function roundBodyFromResults(
  results: RoundResults,
  context: { roundId: string; listId: string; languageLearn: string; timezoneOffsetMinutes: number },
): RoundBody | null {
  const seen = new Set<string>();
  const words: { front: string; review: NonNullable<RoundResults['words'][number]['review']> }[] = [];
  for (const word of results.words) {
    const front = word.front.trim().slice(0, 200);
    const key = front.toLowerCase();
    if (!word.review || word.review.game !== results.game || !front || seen.has(key)) continue;
    seen.add(key);
    words.push({ front, review: word.review });
    if (words.length === MAX_ROUND_WORDS) break;
  }
  if (words.length === 0) return null;
  const base = {
    roundId: context.roundId,
    listId: context.listId.slice(0, 200) || 'unknown',
    languageLearn: /^([a-z]{2,3}|69)$/.test(context.languageLearn) ? context.languageLearn : 'en',
    playedAt: Math.round(results.startedAt + results.durationMs),
    timezoneOffsetMinutes: context.timezoneOffsetMinutes,
  };
  const mode = results.mode && results.mode !== 'translation' ? results.mode : undefined;
  if (results.game === 'candy') {
    return {
      ...base,
      game: 'candy',
      ...(mode === 'paraphrase' ? { mode } : {}),
      words: words.flatMap(({ front, review }) =>
        review.game === 'candy' ? [{ front, outcome: review }] : [],
      ),
    };
  }
  return {
    ...base,
    game: 'space',
    ...(mode ? { mode } : {}),
    words: words.flatMap(({ front, review }) =>
      review.game === 'space' ? [{ front, outcome: review }] : [],
    ),
  };
}
