import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type CommunityTrack,
  DESIGNERS_PER_PAGE,
  type Designer,
  type DesignersResponse,
  TRACKS_PER_PAGE,
  type TrackListResponse,
  type TrackSummary,
  type UserTracksResponse,
} from '../../../shared/api/community.ts';
import type { PagingInfo } from '../../../shared/api/paging.ts';
import {
  type CatalogSort,
  PLAYS_WEIGHT,
  PRIOR_MEAN,
  PRIOR_VOTES,
} from '../../../shared/community/ranking.ts';
import { ANONYMOUS_USER_ID } from '../../../shared/constants.ts';
import type { Database } from '../../db/client.ts';
import {
  communityTrackStarts,
  communityTracks,
  communityTrackVotes,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

export type CommunityService = ReturnType<typeof createCommunityService>;

/** Start requests one address may send a minute (decision record 025). */
export const START_REQUESTS_PER_MINUTE = 30;

/** The catalog's order by (decision record 019); the same formula as src/shared/community/ranking.ts. */
function orderFor(sort: CatalogSort) {
  if (sort === 'new') return [desc(communityTracks.createdAt), desc(communityTracks.id)];
  const liked = sql`((${communityTracks.likes} + ${PRIOR_VOTES * PRIOR_MEAN}::float8) / (${communityTracks.likes} + ${communityTracks.dislikes} + ${PRIOR_VOTES}::float8))`;
  const score = sql`(${liked} + ${PLAYS_WEIGHT[sort]}::float8 * log(1 + ${communityTracks.started}::float8))`;
  return [desc(score), desc(communityTracks.likes), desc(communityTracks.id)];
}

function paging(page: number, total: number, perPage: number): PagingInfo {
  const totalPages = Math.ceil(total / perPage);
  if (page > 1 && page > totalPages) {
    throw notFound(
      totalPages === 0
        ? `There is no page ${page}: there is nothing to list yet.`
        : `There is no page ${page}: the last page is ${totalPages}.`,
    );
  }
  return { current_page: page, total_pages: totalPages, total_records: total, records_per_page: perPage };
}

/** A hidden track (reported, or hidden by an admin) is out of every list until an admin decides. */
const shown = ne(communityTracks.moderation, 'hidden');

const summaryColumns = {
  id: communityTracks.id,
  trackTitle: communityTracks.title,
  description: communityTracks.description,
  uid: communityTracks.userId,
  username: users.name,
  avatar: users.avatar,
  likes: communityTracks.likes,
  dislikes: communityTracks.dislikes,
  started: communityTracks.started,
  words: communityTracks.wordCount,
  languageNative: communityTracks.languageNative,
  languageLearn: communityTracks.languageLearn,
  createdAt: communityTracks.createdAt,
  updatedAt: communityTracks.updatedAt,
};

type SummaryRow = Omit<TrackSummary, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const summaryOf = (row: SummaryRow): TrackSummary => ({
  ...row,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/**
 * Community tracks (docs/decisions/019-community-lists.md), once published (tracks/publishing.ts makes them): a track's page,
 * the catalog, designers, likes and starts.
 */
export function createCommunityService(options: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = options;

  async function track(id: number, reader: { id: number }): Promise<CommunityTrack> {
    const [row] = await db
      .select({ ...summaryColumns, cards: communityTracks.words, moderation: communityTracks.moderation })
      .from(communityTracks)
      .innerJoin(users, eq(users.id, communityTracks.userId))
      .where(eq(communityTracks.id, id));
    if (!row || (row.moderation === 'hidden' && row.uid !== reader.id))
      throw notFound(`There is no track ${id}.`);
    let myVote = 0;
    if (reader.id !== ANONYMOUS_USER_ID) {
      const [vote] = await db
        .select({ value: communityTrackVotes.value })
        .from(communityTrackVotes)
        .where(and(eq(communityTrackVotes.trackId, id), eq(communityTrackVotes.userId, reader.id)));
      myVote = vote?.value ?? 0;
    }
    const { cards, moderation: _moderation, ...summary } = row;
    return { ...summaryOf(summary), cards, myVote, mine: row.uid === reader.id };
  }

  async function catalog(page: number, sort: CatalogSort): Promise<TrackListResponse> {
    const [total] = await db.select({ n: count() }).from(communityTracks).where(shown);
    const info = paging(page, total?.n ?? 0, TRACKS_PER_PAGE);
    const rows = await db
      .select(summaryColumns)
      .from(communityTracks)
      .innerJoin(users, eq(users.id, communityTracks.userId))
      .where(shown)
      .orderBy(...orderFor(sort))
      .limit(TRACKS_PER_PAGE)
      .offset((page - 1) * TRACKS_PER_PAGE);
    return { tracks: rows.map(summaryOf), paging: info };
  }

  async function designer(uid: number): Promise<Designer> {
    const [user] = await db
      .select({ uid: users.id, username: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, uid));
    if (!user || uid === ANONYMOUS_USER_ID) throw notFound(`There is no designer ${uid}.`);
    const [sums] = await db
      .select({ likes: sql<number>`coalesce(sum(${communityTracks.likes}), 0)::int`, tracks: count() })
      .from(communityTracks)
      .where(and(eq(communityTracks.userId, uid), shown));
    return { ...user, likes_sum: Number(sums?.likes ?? 0), tracks: sums?.tracks ?? 0 };
  }

  async function userTracks(uid: number, page: number): Promise<UserTracksResponse> {
    const found = await designer(uid);
    const info = paging(page, found.tracks, TRACKS_PER_PAGE);
    const rows = await db
      .select(summaryColumns)
      .from(communityTracks)
      .innerJoin(users, eq(users.id, communityTracks.userId))
      .where(and(eq(communityTracks.userId, uid), shown))
      .orderBy(...orderFor('new'))
      .limit(TRACKS_PER_PAGE)
      .offset((page - 1) * TRACKS_PER_PAGE);
    return { designer: found, tracks: rows.map(summaryOf), paging: info };
  }

  async function topDesigners(page: number): Promise<DesignersResponse> {
    const [total] = await db
      .select({ n: sql<number>`count(DISTINCT ${communityTracks.userId})::int` })
      .from(communityTracks)
      .where(shown);
    const info = paging(page, Number(total?.n ?? 0), DESIGNERS_PER_PAGE);
    const likesSum = sql<number>`sum(${communityTracks.likes})::int`;
    const rows = await db
      .select({
        uid: users.id,
        username: users.name,
        avatar: users.avatar,
        likes_sum: likesSum,
        tracks: sql<number>`count(*)::int`,
      })
      .from(communityTracks)
      .innerJoin(users, eq(users.id, communityTracks.userId))
      .where(shown)
      .groupBy(users.id)
      .orderBy(desc(likesSum), desc(sql`count(*)`), users.id)
      .limit(DESIGNERS_PER_PAGE)
      .offset((page - 1) * DESIGNERS_PER_PAGE);
    return {
      designers: rows.map((row) => ({
        ...row,
        likes_sum: Number(row.likes_sum),
        tracks: Number(row.tracks),
      })),
      paging: info,
    };
  }

  /**
   * One vote per learner per track, changeable. The track row is locked first, so concurrent
   * votes on a track take turns and the counts are recounted from the votes each time.
   */
  async function vote(user: UserRow, id: number, value: 1 | -1 | 0) {
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: communityTracks.id, userId: communityTracks.userId })
        .from(communityTracks)
        .where(and(eq(communityTracks.id, id), shown))
        .for('update');
      // A hidden track takes no votes: it is not there for anyone but its designer.
      if (!locked) throw notFound(`There is no track ${id}.`);
      // A designer's own like would count for her in the rankings.
      if (locked.userId === user.id && value !== 0)
        throw new HttpError(403, 'You cannot like or dislike your own track.');
      if (value === 0) {
        await tx
          .delete(communityTrackVotes)
          .where(and(eq(communityTrackVotes.trackId, id), eq(communityTrackVotes.userId, user.id)));
      } else {
        await tx
          .insert(communityTrackVotes)
          .values({ trackId: id, userId: user.id, value })
          .onConflictDoUpdate({
            target: [communityTrackVotes.trackId, communityTrackVotes.userId],
            set: { value },
          });
      }
      const [counts] = await tx
        .update(communityTracks)
        .set({
          likes: sql`(SELECT count(*) FROM ${communityTrackVotes} WHERE ${communityTrackVotes.trackId} = ${id} AND ${communityTrackVotes.value} = 1)`,
          dislikes: sql`(SELECT count(*) FROM ${communityTrackVotes} WHERE ${communityTrackVotes.trackId} = ${id} AND ${communityTrackVotes.value} = -1)`,
        })
        .where(eq(communityTracks.id, id))
        .returning({ likes: communityTracks.likes, dislikes: communityTracks.dislikes });
      return { likes: counts?.likes ?? 0, dislikes: counts?.dislikes ?? 0, myVote: value };
    });
  }

  /**
   * A start counts once per learner; a visitor's start once per address and browser, track and
   * day (decision record 025): the start counts only when neither the address nor the browser
   * started this track today, so fresh browser ids from one address count once. The unique key
   * decides, and an address may send START_REQUESTS_PER_MINUTE requests a minute.
   */
  async function started(user: { id: number }, id: number, browserId: string | undefined, ip: string) {
    if (user.id === ANONYMOUS_USER_ID && !browserId)
      throw badRequest([{ field: 'browserId', message: 'browserId is required without sign-in.' }]);
    if ((await limiter.hit(`ip:track-start:${ip}`, 60)) > START_REQUESTS_PER_MINUTE)
      throw new HttpError(429, 'Too many starts from this address. Please wait a minute.');
    const [exists] = await db
      .select({ id: communityTracks.id })
      .from(communityTracks)
      .where(and(eq(communityTracks.id, id), shown));
    // A hidden track takes no starts.
    if (!exists) throw notFound(`There is no track ${id}.`);
    const day = new Date().toISOString().slice(0, 10);
    const starters =
      user.id !== ANONYMOUS_USER_ID ? [`u:${user.id}`] : [`a:${ip}:${day}`, `b:${browserId}:${day}`];
    const inserted = await db
      .insert(communityTrackStarts)
      .values(starters.map((starter) => ({ trackId: id, starter })))
      .onConflictDoNothing()
      .returning({ trackId: communityTrackStarts.trackId });
    if (inserted.length === starters.length) {
      const [row] = await db
        .update(communityTracks)
        .set({ started: sql`${communityTracks.started} + 1` })
        .where(eq(communityTracks.id, id))
        .returning({ started: communityTracks.started });
      return { started: row?.started ?? 0 };
    }
    const [row] = await db
      .select({ started: communityTracks.started })
      .from(communityTracks)
      .where(eq(communityTracks.id, id));
    return { started: row?.started ?? 0 };
  }

  async function setAvatar(user: UserRow, avatar: string) {
    await db.update(users).set({ avatar, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    return { avatar };
  }

  return {
    track,
    catalog,
    designer,
    userTracks,
    topDesigners,
    vote,
    started,
    setAvatar,
  };
}
