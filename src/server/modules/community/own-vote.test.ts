import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userVocabularies } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A designer's like on her own track would count for her; it is refused. */
describe('POST /api/tracks/community/{id}/vote on one’s own track', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('is refused, and the count stays at nought; another learner’s like counts', async () => {
    const designer = await signUpLearner(app, { role: 'VOCABULARY' });
    await app.database.db.update(users).set({ name: 'Mia' }).where(eq(users.id, designer.id));
    await app.database.db.insert(userVocabularies).values({
      userId: designer.id,
      slot: 1,
      name: 'Mia sheet',
      googleSheetId: `sheet-mia-${designer.id}-0123456789abcdef`,
      googleModified: new Date(),
      locallyModified: new Date(),
      words: [{ front: 'thrive', back: 'grow well', hint: '' }],
    });
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const published = await app.inject({
      method: 'POST',
      url: '/api/tracks/community',
      headers: auth(designer.token),
      payload: { slot: 1, title: 'Mia list', description: '' },
    });
    expect(published.statusCode).toBe(200);
    const id = published.json().id as number;
    const vote = (token: string, value: string) =>
      app.inject({
        method: 'POST',
        url: `/api/tracks/community/${id}/vote`,
        headers: auth(token),
        payload: { vote: value },
      });

    const own = await vote(designer.token, 'like');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot like or dislike your own track.');
    expect((await vote(designer.token, 'dislike')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/tracks/community/${id}` })).json().likes).toBe(0);

    const reader = await signUpLearner(app);
    expect((await vote(reader.token, 'like')).json().likes).toBe(1);
  });
});
