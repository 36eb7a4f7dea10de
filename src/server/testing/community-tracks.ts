import type { WordCard } from '../../shared/word-lists/card.ts';
import { communityTracks } from '../db/schema.ts';
import { signUpLearner } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/**
 * A community track as publishing leaves it, written straight to the database for tests whose
 * rule is about playing or listing a track, not publishing it: a new designer's track of `words`,
 * learned in `languageLearn`. Answers the track's id and its designer.
 */
export async function insertCommunityTrack(
  app: TestApp,
  track: { title: string; words: WordCard[]; languageLearn: string; moderation?: 'visible' | 'hidden' },
): Promise<{ id: number; designer: Awaited<ReturnType<typeof signUpLearner>> }> {
  const designer = await signUpLearner(app);
  const [row] = await app.database.db
    .insert(communityTracks)
    .values({
      userId: designer.id,
      title: track.title,
      description: '',
      sourceListId: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123',
      languageNative: 'en',
      languageLearn: track.languageLearn,
      words: track.words,
      wordCount: track.words.length,
      moderation: track.moderation ?? 'visible',
    })
    .returning({ id: communityTracks.id });
  if (!row) throw new Error('the track was not written');
  return { id: row.id, designer };
}
