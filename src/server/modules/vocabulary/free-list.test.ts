import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A visitor plays IELTS Band 5 without an account; the words come from here. */
describe('GET /api/tests/free-list-words', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const get = (list: string) =>
    app.inject({ method: 'GET', url: `/api/tests/free-list-words?list=${encodeURIComponent(list)}` });

  it('answers a visitor the free lists: Band 5 and the Test Vocabulary', async () => {
    const band5 = await get(formatListId({ kind: 'ielts', band: 5 }));
    expect(band5.statusCode).toBe(200);
    expect(band5.json()).toMatchObject({ name: 'IELTS Band 5 Vocabulary', googleSheetId: 'ielts-band-5' });
    expect(band5.json().VOC).toHaveLength(300);
    const test = await get(formatListId({ kind: 'test' }));
    expect(test.statusCode).toBe(200);
    expect(test.json().VOC.length).toBeGreaterThan(0);
  });

  it('refuses a premium band, and anything that is not a built-in list', async () => {
    const band7 = await get(formatListId({ kind: 'ielts', band: 7 }));
    expect(band7.statusCode).toBe(403);
    expect(band7.json().message).toBe(MESSAGES.premiumRequired);
    expect((await get('career-19')).statusCode).toBe(404);
    expect((await get('1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/tests/free-list-words' })).statusCode).toBe(400);
  });
});
