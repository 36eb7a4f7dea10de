import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankScore } from '../../../shared/community/ranking.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { communityTracks, users, userVocabularies } from '../../db/schema.ts';
import { signUpLearner, TEST_PASSWORD } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const CARDS: WordCard[] = [
  { front: 'resilient', back: 'able to recover quickly', hint: 'r...' },
  { front: 'scarce', back: 'in short supply', hint: 's...' },
  { front: 'thrive', back: 'grow well', hint: 't...' },
];

describe('community tracks: /api/tracks/... and /api/comments/...', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000 });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: auth(token) });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    token: string | undefined,
    payload?: object,
  ) => app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  /** A learner whose slot holds their own sheet's words (as a load leaves it). */
  async function designer(name: string, cards: WordCard[] = CARDS, slot = 1) {
    const learner = await signUpLearner(app, { role: 'VOCABULARY' });
    await app.database.db
      .update(users)
      .set({ name, languageNative: 'es', languageLearn: 'en' })
      .where(eq(users.id, learner.id));
    await app.database.db.insert(userVocabularies).values({
      userId: learner.id,
      slot,
      name: `${name}'s sheet`,
      googleSheetId: `sheet-${name}-${learner.id}-0123456789abcdef`,
      googleModified: new Date(),
      locallyModified: new Date(),
      words: cards,
    });
    return learner;
  }

  const publish = (token: string, body: object) => send('POST', '/api/tracks/community', token, body);

  it('publishes, republishes and unpublishes a list, with ids above the career', async () => {
    const ana = await designer('Ana');
    const published = await publish(ana.token, {
      slot: 1,
      title: 'Weather words',
      description: 'Ten words about <b>rain</b>',
    });
    expect(published.statusCode).toBe(200);
    const track = published.json();
    expect(track.id).toBeGreaterThan(81);
    expect(track).toMatchObject({
      trackTitle: 'Weather words',
      description: 'Ten words about <b>rain</b>',
      uid: ana.id,
      username: 'Ana',
      words: 3,
      languageLearn: 'en',
      languageNative: 'es',
      likes: 0,
      started: 0,
      mine: true,
    });
    expect(track.cards).toEqual(CARDS);

    // The sheet changes; republishing takes its words again.
    await app.database.db
      .update(userVocabularies)
      .set({ words: [...CARDS, { front: 'drought', back: 'a long time without rain', hint: '' }] })
      .where(eq(userVocabularies.userId, ana.id));
    const republished = await send('PUT', `/api/tracks/community/${track.id}`, ana.token, {
      slot: 1,
      title: 'Weather words 2',
      description: '',
    });
    expect(republished.statusCode).toBe(200);
    expect(republished.json()).toMatchObject({ id: track.id, trackTitle: 'Weather words 2', words: 4 });

    // /play reads it through the tracks API, as a community track.
    const playable = await get(`/api/tracks/${track.id}`);
    expect(playable.statusCode).toBe(200);
    expect(playable.json()).toMatchObject({
      kind: 'community',
      id: track.id,
      name: 'Weather words 2',
      listId: formatListId({ kind: 'community', trackId: track.id }),
      community: { uid: ana.id, username: 'Ana' },
    });
    expect(playable.json().words).toHaveLength(4);

    const other = await designer('Ben');
    expect(
      (
        await send('PUT', `/api/tracks/community/${track.id}`, other.token, {
          slot: 1,
          title: 'Mine now',
          description: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/tracks/community/${track.id}`, other.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/tracks/community/${track.id}`, undefined)).statusCode).toBe(401);

    expect((await send('DELETE', `/api/tracks/community/${track.id}`, ana.token)).statusCode).toBe(200);
    const gone = await get(`/api/tracks/community/${track.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`There is no track ${track.id}.`);
    expect((await get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
  });

  it('refuses unsuitable words in the title, description and words, an empty or built-in slot, and a visitor', async () => {
    const cy = await designer('Cy');
    const badTitle = await publish(cy.token, { slot: 1, title: 'Shit words', description: '' });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().message[0]).toMatchObject({ field: 'title' });
    const badDescription = await publish(cy.token, {
      slot: 1,
      title: 'Good words',
      description: 'for every bullshit exam',
    });
    expect(badDescription.statusCode).toBe(400);
    expect(badDescription.json().message[0].field).toBe('description');
    // The IELTS build's allow list: welfare is fine.
    expect(
      (await publish(cy.token, { slot: 1, title: 'Welfare and society', description: '' })).statusCode,
    ).toBe(200);

    const dee = await designer('Dee', [...CARDS, { front: 'fuck', back: 'x', hint: '' }]);
    const badWords = await publish(dee.token, { slot: 1, title: 'Daily words', description: '' });
    expect(badWords.statusCode).toBe(400);
    expect(badWords.json().message[0].field).toBe('words');

    const empty = await publish(dee.token, { slot: 2, title: 'Nothing', description: '' });
    expect(empty.statusCode).toBe(404);
    await app.database.db.insert(userVocabularies).values({
      userId: dee.id,
      slot: 0,
      name: 'Test Vocabulary',
      googleSheetId: formatListId({ kind: 'test' }),
      googleModified: new Date(0),
      locallyModified: new Date(),
      words: [],
    });
    const builtIn = await publish(dee.token, { slot: 0, title: 'Built in', description: '' });
    expect(builtIn.statusCode).toBe(400);
    expect((await publish('', { slot: 1, title: 'Anyone', description: '' })).statusCode).toBe(401);
    const short = await publish(dee.token, { slot: 1, title: 'ab', description: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message[0].message).toBe('The title needs at least 3 characters.');
  });

  it('lets a learner publish 10 new tracks a day', async () => {
    const eve = await designer('Eve');
    for (let n = 1; n <= 10; n += 1)
      expect((await publish(eve.token, { slot: 1, title: `List ${n}`, description: '' })).statusCode).toBe(
        200,
      );
    const eleventh = await publish(eve.token, { slot: 1, title: 'List 11', description: '' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('You can publish 10 new tracks a day. Please try again tomorrow.');
    const rows = await app.database.db
      .select()
      .from(communityTracks)
      .where(eq(communityTracks.userId, eve.id));
    expect(rows).toHaveLength(10);
  });

  it('pages the catalog with the spec paging info, and answers bad pages', async () => {
    const [total] = await app.database.db.select().from(communityTracks);
    expect(total).toBeDefined();
    const count = (await app.database.db.select().from(communityTracks)).length;
    const first = await get('/api/tracks/catalog/1');
    expect(first.statusCode).toBe(200);
    const pages = Math.ceil(count / 12);
    expect(first.json().paging).toEqual({
      current_page: 1,
      total_pages: pages,
      total_records: count,
      records_per_page: 12,
    });
    expect(first.json().tracks).toHaveLength(Math.min(12, count));
    const last = await get(`/api/tracks/catalog/${pages}`);
    expect(last.json().tracks).toHaveLength(count - 12 * (pages - 1));
    const beyond = await get(`/api/tracks/catalog/${pages + 1}`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe(`There is no page ${pages + 1}: the last page is ${pages}.`);
    for (const bad of ['0', 'abc', '-1', '1.5']) {
      const response = await get(`/api/tracks/catalog/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0].message).toBe('page must be a page number (1, 2, 3...).');
    }
    expect((await get('/api/tracks/catalog/1?sort=random')).statusCode).toBe(400);
    // new: newest first
    const ids = (first.json().tracks as { id: number }[]).map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('orders popular and top by the published formula', async () => {
    const fay = await designer('Fay');
    const make = async (title: string) =>
      (await publish(fay.token, { slot: 1, title, description: '' })).json().id as number;
    const loved = await make('Loved by few');
    const played = await make('Played by many');
    const mixed = await make('Mixed feelings');
    const set = (id: number, likes: number, dislikes: number, started: number) =>
      app.database.db
        .update(communityTracks)
        .set({ likes, dislikes, started })
        .where(eq(communityTracks.id, id));
    await set(loved, 6, 0, 2);
    await set(played, 3, 1, 5000);
    await set(mixed, 20, 15, 40);
    const order = async (sort: string) => {
      const response = await get(`/api/tracks/catalog/1?sort=${sort}`);
      expect(response.statusCode).toBe(200);
      return (response.json().tracks as { id: number }[])
        .map((t) => t.id)
        .filter((id) => [loved, played, mixed].includes(id));
    };
    const expected = (sort: 'popular' | 'top') =>
      [
        { id: loved, likes: 6, dislikes: 0, started: 2 },
        { id: played, likes: 3, dislikes: 1, started: 5000 },
        { id: mixed, likes: 20, dislikes: 15, started: 40 },
      ]
        .sort((a, b) => rankScore(sort, b) - rankScore(sort, a))
        .map((t) => t.id);
    expect(await order('popular')).toEqual(expected('popular'));
    // plays weigh in popular: 40 plays lift the mixed track above the well-liked one played twice
    expect(await order('popular')).toEqual([played, mixed, loved]);
    expect(await order('top')).toEqual(expected('top'));
    expect(await order('top')).toEqual([loved, played, mixed]);
  });

  it('lists a designer and the top designers, 404 for an unknown user', async () => {
    const gus = await designer('Gus');
    const id = (await publish(gus.token, { slot: 1, title: 'Gus list', description: '' })).json()
      .id as number;
    await app.database.db.update(communityTracks).set({ likes: 100000 }).where(eq(communityTracks.id, id));
    const mine = await get(`/api/tracks/user/${gus.id}/1`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().designer).toEqual({
      uid: gus.id,
      username: 'Gus',
      avatar: '',
      likes_sum: 100000,
      tracks: 1,
    });
    expect(mine.json().tracks.map((t: { id: number }) => t.id)).toEqual([id]);
    expect(mine.json().paging).toEqual({
      current_page: 1,
      total_pages: 1,
      total_records: 1,
      records_per_page: 12,
    });
    const unknown = await get('/api/tracks/user/99999/1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no designer 99999.');
    expect((await get('/api/tracks/user/1/1')).statusCode).toBe(404);
    expect((await get('/api/tracks/user/x/1')).statusCode).toBe(400);
    const noTracks = await signUpLearner(app);
    const empty = await get(`/api/tracks/user/${noTracks.id}/1`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().paging).toEqual({
      current_page: 1,
      total_pages: 0,
      total_records: 0,
      records_per_page: 12,
    });
    expect((await get(`/api/tracks/user/${noTracks.id}/2`)).statusCode).toBe(404);

    const top = await get('/api/tracks/top-designers/1');
    expect(top.statusCode).toBe(200);
    expect(top.json().designers[0]).toEqual({
      uid: gus.id,
      username: 'Gus',
      avatar: '',
      likes_sum: 100000,
      tracks: 1,
    });
    expect(top.json().paging.records_per_page).toBe(20);
    expect((await get('/api/tracks/top-designers/0')).statusCode).toBe(400);
  });

  it('keeps likes, dislikes and started right under concurrent requests', async () => {
    const hal = await designer('Hal');
    const id = (await publish(hal.token, { slot: 1, title: 'Busy list', description: '' })).json()
      .id as number;
    const voters = await Promise.all(Array.from({ length: 8 }, () => signUpLearner(app)));
    // Each learner clicks like three times and dislike once, all at once; the last half then like again.
    await Promise.all(
      voters.flatMap((v) => [
        send('POST', `/api/tracks/community/${id}/vote`, v.token, { vote: 'like' }),
        send('POST', `/api/tracks/community/${id}/vote`, v.token, { vote: 'like' }),
        send('POST', `/api/tracks/community/${id}/vote`, v.token, { vote: 'like' }),
      ]),
    );
    let track = (await get(`/api/tracks/community/${id}`)).json();
    expect([track.likes, track.dislikes]).toEqual([8, 0]);
    const switched = await Promise.all(
      voters
        .slice(0, 3)
        .map((v) => send('POST', `/api/tracks/community/${id}/vote`, v.token, { vote: 'dislike' })),
    );
    expect(switched.every((r) => r.statusCode === 200)).toBe(true);
    await send('POST', `/api/tracks/community/${id}/vote`, voters[3]?.token, { vote: 'none' });
    track = (await get(`/api/tracks/community/${id}`, voters[0]?.token)).json();
    expect([track.likes, track.dislikes, track.myVote]).toEqual([4, 3, -1]);
    expect(
      (await send('POST', `/api/tracks/community/${id}/vote`, undefined, { vote: 'like' })).statusCode,
    ).toBe(401);

    await Promise.all([
      ...voters.flatMap((v) =>
        [1, 2, 3].map(() => send('POST', `/api/tracks/community/${id}/started`, v.token, {})),
      ),
      ...[1, 2, 3].map(() =>
        send('POST', `/api/tracks/community/${id}/started`, undefined, { browserId: 'browser-aaaa-1111' }),
      ),
      ...[1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: `/api/tracks/community/${id}/started`,
          remoteAddress: '198.51.100.7',
          payload: { browserId: 'browser-bbbb-2222' },
        }),
      ),
    ]);
    track = (await get(`/api/tracks/community/${id}`)).json();
    expect(track.started).toBe(10);
    const noBrowser = await send('POST', `/api/tracks/community/${id}/started`, undefined, {});
    expect(noBrowser.statusCode).toBe(400);
    expect(
      (await send('POST', '/api/tracks/community/999999/vote', hal.token, { vote: 'like' })).statusCode,
    ).toBe(404);
  });

  it("counts a visitor's start once per address and day, however many browser ids, and rate-limits starts", async () => {
    const owner = await designer('Rex');
    const id = (await publish(owner.token, { slot: 1, title: 'Started list', description: '' })).json()
      .id as number;
    const start = (browserId: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/tracks/community/${id}/started`,
        remoteAddress,
        payload: { browserId },
      });
    // 40 fresh browser ids from one address: one start; past 30 a minute the address waits.
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await start(`browser-flood-${i}`, '203.0.113.5'));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    expect(answers[30]?.json().message).toBe('Too many starts from this address. Please wait a minute.');
    expect((await get(`/api/tracks/community/${id}`)).json().started).toBe(1);
    // A browser already counted today does not count again from another address.
    expect((await start('browser-flood-0', '203.0.113.6')).json().started).toBe(1);
    expect((await start('browser-other-1', '203.0.113.7')).json().started).toBe(2);
    // The next day the same address and browser count again.
    await app.database.db.execute(
      sql`UPDATE community_track_starts SET starter = starter || ':yesterday' WHERE track_id = ${id}`,
    );
    expect((await start('browser-other-1', '203.0.113.7')).json().started).toBe(3);
  });

  it('comments: replies one level deep, sorts, limits, the edit window and deleting', async () => {
    const ivy = await designer('Ivy');
    const id = (await publish(ivy.token, { slot: 1, title: 'Talked about', description: '' })).json()
      .id as number;
    const jon = await signUpLearner(app);
    const post = (token: string, body: object) =>
      send('POST', `/api/comments/${id}`, token, { reCaptcha: '', ...body });
    const first = await post(jon.token, { text: 'Great list <script>alert(1)</script>' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      parentCommentId: null,
      contentId: id,
      uid: jon.id,
      text: 'Great list <script>alert(1)</script>',
    });
    const firstId = first.json().id as number;
    const second = await post(jon.token, { text: 'Second' });
    expect(second.statusCode).toBe(200);
    const third = await post(jon.token, { text: 'Third in a minute' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('You can post 2 comments a minute. Please wait a moment.');

    const reply = await post(ivy.token, { text: 'Thank you!', parentCommentId: firstId });
    expect(reply.json()).toMatchObject({ parentCommentId: firstId });
    const replyToReply = await post(ivy.token, { text: 'Deeper', parentCommentId: reply.json().id });
    expect(replyToReply.statusCode).toBe(400);
    expect(replyToReply.json().message[0].message).toBe(
      'Replies go one level deep: reply to the first comment.',
    );

    const list = async (sort: string) => {
      const response = await get(`/api/comments/${id}/${sort}`);
      expect(response.statusCode).toBe(200);
      return (response.json().comments as { id: number }[]).map((c) => c.id);
    };
    const secondId = second.json().id as number;
    const replyId = reply.json().id as number;
    expect(await list('latest')).toEqual([replyId, secondId, firstId]);
    expect(await list('oldest')).toEqual([firstId, secondId, replyId]);
    expect((await list('top'))[0]).toBe(firstId);
    expect((await get(`/api/comments/${id}/best`)).statusCode).toBe(400);
    expect((await get('/api/comments/999999/latest')).statusCode).toBe(404);

    const long = await post(ivy.token, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message[0].message).toBe('A comment can have at most 2,000 characters.');
    expect((await post('', { text: 'anonymous' })).statusCode).toBe(401);

    // Edit within 5 minutes; not someone else's; not after the window.
    const edited = await send('PATCH', `/api/comments/${firstId}`, jon.token, { text: 'Great list!' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().text).toBe('Great list!');
    expect(edited.json().editedAt).not.toBeNull();
    expect((await send('PATCH', `/api/comments/${firstId}`, ivy.token, { text: 'Hacked' })).statusCode).toBe(
      403,
    );
    await app.database.db.execute(
      sql`UPDATE comments SET created_at = now() - interval '6 minutes' WHERE id = ${secondId}`,
    );
    const late = await send('PATCH', `/api/comments/${secondId}`, jon.token, { text: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('A comment can be edited for 5 minutes after posting.');

    // 20 a day: the day's counter is full (as after 20 comments), the next one waits for tomorrow.
    await app.database.db.execute(
      sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`user:comment-day:${ivy.id}`}, 20, now())
          ON CONFLICT (key) DO UPDATE SET count = 20, window_start = now()`,
    );
    const twentyFirst = await post(ivy.token, { text: 'One more' });
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json().message).toBe('You can post 20 comments a day. Please come back tomorrow.');

    // Deleting a comment takes its replies with it.
    expect((await send('DELETE', `/api/comments/${firstId}`, ivy.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/comments/${firstId}`, jon.token)).statusCode).toBe(200);
    expect(await list('oldest')).toEqual([secondId]);
  });

  it("takes a learner's tracks and comments away with the account", async () => {
    const kim = await designer('Kim');
    const id = (await publish(kim.token, { slot: 1, title: 'Kim list', description: '' })).json()
      .id as number;
    await send('POST', `/api/comments/${id}`, kim.token, { text: 'My own list', reCaptcha: '' });
    const reader = await signUpLearner(app);
    await send('POST', `/api/tracks/community/${id}/vote`, reader.token, { vote: 'like' });
    const other = (
      await publish((await designer('Lin')).token, { slot: 1, title: 'Lin list', description: '' })
    ).json().id as number;
    await send('POST', `/api/comments/${other}`, kim.token, { text: 'Nice one', reCaptcha: '' });
    await send('POST', `/api/tracks/community/${other}/vote`, kim.token, { vote: 'like' });
    expect(
      (await send('POST', '/api/auth/delete-account', kim.token, { password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    // Kim's comment and like on Lin's track went with the account; the count follows.
    expect((await get(`/api/comments/${other}/latest`)).json().comments).toEqual([]);
    expect((await get(`/api/tracks/community/${other}`)).json().likes).toBe(0);
    expect((await get(`/api/tracks/community/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/tracks/user/${kim.id}/1`)).statusCode).toBe(404);
    const votes = await app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM community_track_votes WHERE user_id = ${kim.id}`,
    );
    expect((votes as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  /** A learner a week old who has played on 3 different days: their report weighs 1. */
  async function establishedLearner() {
    const learner = await signUpLearner(app);
    await app.database.db.execute(
      sql`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ${learner.id}`,
    );
    for (const daysAgo of [1, 2, 3])
      await app.database.db.execute(sql`
        INSERT INTO learning_rounds (round_id, user_id, game, list_id, played_at, changes, created_at)
        VALUES (${`r-${learner.id}-${daysAgo}`}, ${learner.id}, 'candy', 'ielts-5', now(), '[]',
                now() - make_interval(days => ${daysAgo}))`);
    return learner;
  }

  async function admin() {
    const learner = await signUpLearner(app);
    await app.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, learner.id));
    return learner;
  }

  it('queues reports for review, and hides only past 5 weighted reports (fresh accounts weigh 0.1)', async () => {
    const owner = await designer('Ola');
    const id = (await publish(owner.token, { slot: 1, title: 'Reported list', description: '' })).json()
      .id as number;
    const reportTrack = (token: string | undefined, reason = 'wrong-translation') =>
      send('POST', `/api/tracks/community/${id}/report`, token, { reason, reCaptcha: '' });
    const fresh = await Promise.all([1, 2, 3].map(() => signUpLearner(app)));

    expect((await reportTrack(owner.token)).json().message).toBe('You cannot report your own track.');
    expect((await reportTrack(undefined)).statusCode).toBe(401);
    expect((await reportTrack(fresh[0]?.token, 'rude')).statusCode).toBe(400);
    // Three throwaway accounts, each reporting twice: the track stays, queued for review.
    for (const reporter of fresh) {
      expect((await reportTrack(reporter.token)).json()).toEqual({ reported: true });
      expect((await reportTrack(reporter.token, 'spam')).statusCode).toBe(200);
    }
    expect((await get(`/api/tracks/community/${id}`)).statusCode).toBe(200);
    const reviewer = await admin();
    const queued = await get('/api/admin/reports', reviewer.token);
    expect(queued.statusCode).toBe(200);
    expect(queued.json().reports.find((item: { id: number }) => item.id === id)).toMatchObject({
      kind: 'track',
      trackId: id,
      reporters: 3,
      weight: 0.3,
      state: 'visible',
      reasons: ['spam'],
      text: 'Reported list',
      author: 'Ola',
    });
    expect((await get('/api/admin/reports', fresh[0]?.token)).statusCode).toBe(403);
    expect((await get('/api/admin/reports')).statusCode).toBe(401);

    // Established learners weigh 1: the fifth one takes the total past 5 and hides it.
    const established = await Promise.all([1, 2, 3, 4, 5].map(() => establishedLearner()));
    for (const reporter of established.slice(0, 4)) await reportTrack(reporter.token, 'offensive');
    expect((await get(`/api/tracks/community/${id}`)).statusCode).toBe(200);
    await reportTrack(established[4]?.token, 'offensive');
    expect((await get(`/api/tracks/community/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/tracks/community/${id}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/api/tracks/user/${owner.id}/1`)).json().tracks).toEqual([]);
    expect((await get(`/api/comments/${id}/latest`)).statusCode).toBe(404);
    // A hidden track takes no votes and no starts.
    const vote = await send('POST', `/api/tracks/community/${id}/vote`, fresh[0]?.token, { vote: 'like' });
    expect(vote.statusCode).toBe(404);
    expect(vote.json().message).toBe(`There is no track ${id}.`);
    expect(
      (
        await send('POST', `/api/tracks/community/${id}/started`, undefined, {
          browserId: 'browser-hidden-1',
        })
      ).statusCode,
    ).toBe(404);

    // The admin restores it: shown again, and reports no longer hide it.
    const restored = await send('POST', `/api/admin/reports/track/${id}`, reviewer.token, {
      action: 'restore',
    });
    expect(restored.json()).toEqual({ kind: 'track', id, state: 'approved' });
    expect((await reportTrack((await establishedLearner()).token)).statusCode).toBe(200);
    expect((await get(`/api/tracks/community/${id}`)).statusCode).toBe(200);
    expect(
      (await send('POST', `/api/admin/reports/track/${id}`, fresh[1]?.token, { action: 'hide' })).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/api/admin/reports/page/${id}`, reviewer.token, { action: 'hide' })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/admin/reports/track/999999', reviewer.token, { action: 'hide' })).statusCode,
    ).toBe(404);
  });

  it("hides a comment's replies with it, and limits reports to 10 a day", async () => {
    const owner = await designer('Pia');
    const id = (await publish(owner.token, { slot: 1, title: 'Talked list', description: '' })).json()
      .id as number;
    const writer = await signUpLearner(app);
    const commentId = (
      await send('POST', `/api/comments/${id}`, writer.token, { text: 'Buy cheap watches', reCaptcha: '' })
    ).json().id as number;
    await send('POST', `/api/comments/${id}`, owner.token, {
      text: 'Watches here too',
      parentCommentId: commentId,
      reCaptcha: '',
    });
    const reporter = await signUpLearner(app);
    expect(
      (
        await send('POST', `/api/comments/${commentId}/report`, reporter.token, {
          reason: 'spam',
          reCaptcha: '',
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`/api/comments/${id}/latest`)).json().comments).toHaveLength(2);
    const reviewer = await admin();
    const hidden = await send('POST', `/api/admin/reports/comment/${commentId}`, reviewer.token, {
      action: 'hide',
    });
    expect(hidden.json()).toEqual({ kind: 'comment', id: commentId, state: 'hidden' });
    expect((await get(`/api/comments/${id}/latest`)).json().comments).toEqual([]);

    // The day's counter is full (as after 10 reports): the next report waits for tomorrow.
    await app.database.db.execute(
      sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`user:report-day:${reporter.id}`}, 10, now())
          ON CONFLICT (key) DO UPDATE SET count = 10, window_start = now()`,
    );
    const eleventh = await send('POST', `/api/tracks/community/${id}/report`, reporter.token, {
      reason: 'spam',
      reCaptcha: '',
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'You can send 10 reports a day. Thank you: please come back tomorrow.',
    );
  });

  it('a report follows the list when its designer unpublishes it and publishes it again', async () => {
    const owner = await designer('Quin');
    const first = (await publish(owner.token, { slot: 1, title: 'Again and again', description: '' })).json()
      .id as number;
    const reviewer = await admin();
    const reporter = await signUpLearner(app);
    await send('POST', `/api/tracks/community/${first}/report`, reporter.token, {
      reason: 'offensive',
      reCaptcha: '',
    });
    // Queued, not hidden: unpublished and published again, the report is on the new track.
    expect((await send('DELETE', `/api/tracks/community/${first}`, owner.token)).statusCode).toBe(200);
    const second = (await publish(owner.token, { slot: 1, title: 'Fresh start', description: '' })).json()
      .id as number;
    expect(second).not.toBe(first);
    const reports = (await get('/api/admin/reports', reviewer.token)).json().reports as {
      id: number;
      kind: string;
      reporters: number;
    }[];
    expect(reports.filter((item) => item.kind === 'track' && [first, second].includes(item.id))).toEqual([
      expect.objectContaining({ id: second, reporters: 1 }),
    ]);
    expect((await get(`/api/tracks/community/${second}`)).statusCode).toBe(200);

    // Hidden by the admin, unpublished, and published again from another sheet with the same words: hidden.
    await send('POST', `/api/admin/reports/track/${second}`, reviewer.token, { action: 'hide' });
    expect((await send('DELETE', `/api/tracks/community/${second}`, owner.token)).statusCode).toBe(200);
    await app.database.db
      .update(userVocabularies)
      .set({ googleSheetId: 'another-sheet_0123456789abcdef', words: [...CARDS].reverse() })
      .where(eq(userVocabularies.userId, owner.id));
    const third = (await publish(owner.token, { slot: 1, title: 'Third try', description: '' })).json()
      .id as number;
    expect((await get(`/api/tracks/community/${third}`)).statusCode).toBe(404);
    expect((await get(`/api/tracks/community/${third}`, owner.token)).json()).toMatchObject({ mine: true });
    // A list of other words is a new list.
    await app.database.db
      .update(userVocabularies)
      .set({
        googleSheetId: 'third-sheet_0123456789abcdef',
        words: [{ front: 'calm', back: 'quiet', hint: '' }],
      })
      .where(eq(userVocabularies.userId, owner.id));
    const other = (await publish(owner.token, { slot: 1, title: 'Other words', description: '' })).json()
      .id as number;
    expect((await get(`/api/tracks/community/${other}`)).statusCode).toBe(200);
  });

  it("serves avatars by folder of 1000 ids, cached for good, and sets a learner's avatar", async () => {
    const svg = await get('/avatars/12/12345.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.body).toContain('<svg');
    expect((await get('/avatars/12/12345.svg')).body).toBe(svg.body);
    expect((await get('/avatars/0/7.svg')).statusCode).toBe(200);
    expect((await get('/avatars/1/12345.svg')).statusCode).toBe(404);
    expect((await get('/avatars/named/teacher.svg')).statusCode).toBe(200);
    expect((await get('/avatars/named/default.svg')).statusCode).toBe(200);
    expect((await get('/avatars/named/nobody.svg')).statusCode).toBe(404);

    const lee = await signUpLearner(app);
    expect((await send('POST', '/api/tracks/avatar', lee.token, { avatar: '4242' })).json()).toEqual({
      avatar: '4242',
    });
    expect((await get(`/api/tracks/user/${lee.id}/1`)).json().designer.avatar).toBe('4242');
    const bad = await send('POST', '/api/tracks/avatar', lee.token, { avatar: '../etc' });
    expect(bad.statusCode).toBe(400);
    expect((await send('POST', '/api/tracks/avatar', undefined, { avatar: '1' })).statusCode).toBe(401);
  });
});

describe('reporting with the captcha on (decision record 025)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000, CAPTCHA: 'altcha', CAPTCHA_COST: 10 });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  async function solvedPayload() {
    const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const reportsOf = async (kind: string, id: number) =>
    (
      (await app.database.db.execute(
        sql`SELECT count(*)::int AS n FROM content_reports WHERE kind = ${kind} AND content_id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;

  it('a report of a track or a comment carries a solved captcha, used once; else a 400 that says so', async () => {
    const owner = await signUpLearner(app, { role: 'VOCABULARY', reCaptcha: await solvedPayload() });
    await app.database.db
      .update(users)
      .set({ languageNative: 'es', languageLearn: 'en' })
      .where(eq(users.id, owner.id));
    await app.database.db.insert(userVocabularies).values({
      userId: owner.id,
      slot: 1,
      name: 'Captcha sheet',
      googleSheetId: `sheet-captcha-${owner.id}-0123456789abcdef`,
      googleModified: new Date(),
      locallyModified: new Date(),
      words: CARDS,
    });
    const headers = (token: string) => ({ authorization: `Bearer ${token}` });
    const trackId = (
      await app.inject({
        method: 'POST',
        url: '/api/tracks/community',
        headers: headers(owner.token),
        payload: { slot: 1, title: 'Captcha list', description: '' },
      })
    ).json().id as number;
    const commentId = (
      await app.inject({
        method: 'POST',
        url: `/api/comments/${trackId}`,
        headers: headers(owner.token),
        payload: { text: 'Hello', reCaptcha: await solvedPayload() },
      })
    ).json().id as number;
    const reporter = await signUpLearner(app, { reCaptcha: await solvedPayload() });
    const report = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: headers(reporter.token), payload });

    for (const [kind, url, id] of [
      ['track', `/api/tracks/community/${trackId}/report`, trackId],
      ['comment', `/api/comments/${commentId}/report`, commentId],
    ] as const) {
      const missing = await report(url, { reason: 'spam' });
      expect(missing.statusCode).toBe(400);
      expect(JSON.stringify(missing.json().message)).toContain('The captcha is missing.');
      const invalid = await report(url, { reason: 'spam', reCaptcha: 'not-a-solution' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }] });
      expect(await reportsOf(kind, id)).toBe(0);

      const reCaptcha = await solvedPayload();
      expect((await report(url, { reason: 'spam', reCaptcha })).json()).toEqual({ reported: true });
      expect(await reportsOf(kind, id)).toBe(1);
      // The same solution again (a second report changes the reason) is refused.
      const replay = await report(url, { reason: 'offensive', reCaptcha });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }] });
    }
  });
});
