import { eq, sql } from 'drizzle-orm';
import { type CommunityTrack, NEW_TRACKS_PER_DAY, type PublishBody } from '../../../shared/api/community.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { unsuitableWordIn } from '../../../shared/unsuitable-words.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import type { Database } from '../../db/client.ts';
import { communityTracks, type UserRow } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { readNotProfane } from '../../lib/not-profane.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { carryReports, rememberWithdrawn, wordsHashOf } from '../community/moderation.ts';
import type { CommunityService } from '../community/service.ts';
import type { ListResolver } from '../lists/service.ts';

export type Publishing = ReturnType<typeof createPublishing>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Publishing makes a community track (a track /play plays as `community-{id}`): one of the
 * learner's own sheet lists, as the list resolver finds it in the learner's slot, published with a
 * title, a short description and a snapshot of its words; republished with the words the slot
 * holds now; unpublished by its designer. The catalog, votes and starts are the community's.
 */
export function createPublishing(options: {
  db: Database;
  lists: ListResolver;
  community: CommunityService;
  limiter: RateLimiter;
}) {
  const { db, lists, community, limiter } = options;
  const notProfane = readNotProfane();

  /** The track's text and words, checked against the IELTS build's unsuitable-word filter. */
  function checkText(title: string, description: string, cards: WordCard[]) {
    const fields: [string, string][] = [
      ['title', title],
      ['description', description],
      ...cards.flatMap((card): [string, string][] =>
        [card.front, card.back, card.hint].map((text) => ['words', text]),
      ),
    ];
    for (const [field, text] of fields) {
      const hit = unsuitableWordIn(text, notProfane);
      if (hit) {
        const where = field === 'words' ? 'The list' : `The ${field}`;
        throw badRequest([
          { field, message: `${where} contains a word we do not publish ("${hit}"). Please change it.` },
        ]);
      }
    }
  }

  /** The slot's list: only a learner's own sheet is published (built-in lists are on the site already). */
  async function listOfSlot(user: UserRow, slot: number) {
    const list = await lists.resolveSlot(user, slot);
    if (!list) throw notFound(MESSAGES.slotEmpty);
    if (list.kind !== 'sheet')
      throw badRequest([
        {
          field: 'slot',
          message:
            'Only a list from your own sheet can be published: built-in lists are on the site already.',
        },
      ]);
    if (list.cards.length === 0)
      throw badRequest([{ field: 'slot', message: 'This list has no words to publish.' }]);
    return list;
  }

  /** What a track keeps of the list it was published from. */
  const snapshot = (user: UserRow, body: PublishBody, list: { listId: string; cards: WordCard[] }) => ({
    title: body.title,
    description: body.description,
    sourceListId: list.listId,
    languageNative: user.languageNative ?? '',
    languageLearn: user.languageLearn ?? 'en',
    words: list.cards,
    wordCount: list.cards.length,
    wordsHash: wordsHashOf(list.cards),
  });

  async function publish(user: UserRow, body: PublishBody): Promise<CommunityTrack> {
    const list = await listOfSlot(user, body.slot);
    checkText(body.title, body.description, list.cards);
    if ((await limiter.hit(`user:track-publish:${user.id}`, DAY_SECONDS)) > NEW_TRACKS_PER_DAY) {
      throw new HttpError(
        429,
        `You can publish ${NEW_TRACKS_PER_DAY} new tracks a day. Please try again tomorrow.`,
      );
    }
    const values = snapshot(user, body, list);
    const [row] = await db
      .insert(communityTracks)
      .values({ userId: user.id, ...values })
      .returning({ id: communityTracks.id });
    // The same list as a reported or hidden track of this designer takes its reports along.
    await carryReports(db, {
      id: row?.id ?? 0,
      userId: user.id,
      sourceListId: values.sourceListId,
      wordsHash: values.wordsHash,
    });
    return community.track(row?.id ?? 0, user);
  }

  async function ownTrack(user: UserRow, id: number) {
    const [row] = await db.select().from(communityTracks).where(eq(communityTracks.id, id));
    if (!row) throw notFound(`There is no track ${id}.`);
    if (row.userId !== user.id) throw new HttpError(403, 'Only the designer of a track can change it.');
    return row;
  }

  /** Republish: new title and description, and the words the slot holds now. */
  async function republish(user: UserRow, id: number, body: PublishBody): Promise<CommunityTrack> {
    await ownTrack(user, id);
    const list = await listOfSlot(user, body.slot);
    checkText(body.title, body.description, list.cards);
    await db
      .update(communityTracks)
      .set({ ...snapshot(user, body, list), updatedAt: sql`now()` })
      .where(eq(communityTracks.id, id));
    return community.track(id, user);
  }

  async function unpublish(user: UserRow, id: number): Promise<{ id: number }> {
    const row = await ownTrack(user, id);
    await rememberWithdrawn(db, row);
    await db.delete(communityTracks).where(eq(communityTracks.id, id));
    return { id };
  }

  return { publish, republish, unpublish };
}
