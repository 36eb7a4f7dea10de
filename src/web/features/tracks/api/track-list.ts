import type { WordCard } from '../../../../shared/word-lists/card.ts';
import { parseListId } from '../../../../shared/word-lists/list-id.ts';
import { getTrack } from './get-track.ts';

/**
 * A career stage's or a community track's name and cards, by its list id, as the tracks API
 * answers them for this browser (GET /api/tracks/{id}): what a visitor's progress shows of a
 * track they played. Null for a list id of another kind, and for a track that cannot be had now
 * (gone, premium, offline): its list is left out, as a sheet no longer in a slot is.
 */
export async function trackList(listId: string): Promise<{ name: string; cards: WordCard[] } | null> {
  const id = parseListId(listId);
  if (id?.kind !== 'career' && id?.kind !== 'community') return null;
  try {
    const track = await getTrack(id.trackId);
    if (track.listId !== listId) return null;
    return { name: track.name, cards: track.words.map((word) => word.card) };
  } catch {
    return null;
  }
}
