/**
 * What the measuring scripts' server holds besides the migrations (bench, audit, screenshots): a
 * designer who published a community track, so the stand-in addresses of the route table
 * (scripts/bench-pages.ts' SAMPLE_PATHS: /tracks/1001, /tracks/user/2) are real pages and not
 * Not Found. Made through the app itself, as a learner would: sign-up, a premium code (made as
 * `npm run admin -- create-codes` makes it) redeemed, a sheet loaded from a stand-in Google, the
 * list published. Runs on the data folder before the built server starts on it (PGlite has one
 * writer).
 */

import { createRateLimiter } from '../../src/server/lib/rate-limit.ts';
import { createPremiumCodesService } from '../../src/server/modules/premium-codes/service.ts';
import { FAKE_GOOGLE_API_KEY, sheetCsv, startFakeGoogle } from '../../src/server/testing/fake-google.ts';
import { createTestApp } from '../../src/server/testing/test-app.ts';
import { createCodesBodySchema } from '../../src/shared/api/premium-codes.ts';

/** The ids a fresh database gives the first account and the first community track. */
export const SAMPLE_DESIGNER_ID = 2;
export const SAMPLE_TRACK_ID = 1001;

const SHEET_ID = 'SampleWorldSheet_0123456789abcdef';
const WORDS: [string, string, string][] = [
  ['drizzle', 'llovizna', 'Light rain'],
  ['forecast', 'pronóstico', 'What the weather will do'],
  ['humid', 'húmedo', 'Damp air'],
  ['breeze', 'brisa', 'A light wind'],
  ['thunder', 'trueno', 'The sound after lightning'],
  ['frost', 'escarcha', 'Ice on the grass at dawn'],
  ['gust', 'ráfaga', 'A sudden strong wind'],
  ['overcast', 'nublado', 'A sky all grey'],
];

export async function seedSampleWorld(dataDir: string): Promise<void> {
  const google = await startFakeGoogle();
  const app = await createTestApp({
    DATA_DIR: dataDir,
    GOOGLE_SHEETS_BASE_URL: google.baseUrl,
    GOOGLE_DRIVE_BASE_URL: google.baseUrl,
    GOOGLE_API_KEY: FAKE_GOOGLE_API_KEY,
  });
  try {
    const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode !== 200)
        throw new Error(`sample world: ${method} ${url} answered ${response.statusCode} ${response.body}`);
      return response.json();
    };

    const { token } = await call('POST', '/api/auth/sign-up', undefined, {
      email: 'designer@example.com',
      password: 'Sample-designer-2026',
      reCaptcha: '',
    });
    const codes = createPremiumCodesService({
      db: app.database.db,
      limiter: createRateLimiter(app.database.db),
    });
    const made = await codes.create(
      createCodesBodySchema.parse({
        plan: 'VOCABULARY',
        durationDays: 365,
        maxUses: 1,
        expiresOn: `${new Date().getUTCFullYear() + 1}-12-31`,
        label: 'sample world',
      }),
      null,
    );
    await call('POST', '/api/premium-codes/redeem', token, { code: made.codes[0] });

    google.setSheet(SHEET_ID, { csv: sheetCsv(WORDS), name: 'Weather words' });
    await call('POST', '/api/tests/download-vocabulary', token, {
      reCaptcha: '',
      gameId2Update: 1,
      sheetId2Update: SHEET_ID,
    });
    const track = await call('POST', '/api/tracks/community', token, {
      slot: 1,
      title: 'Weather words for IELTS speaking',
      description: 'Rain, wind and forecasts: eight words to talk about the weather.',
    });
    const designer = await call('GET', '/api/auth/user-info', token);
    if (track.id !== SAMPLE_TRACK_ID || designer.id !== SAMPLE_DESIGNER_ID)
      throw new Error(
        `sample world: the track is ${track.id} and its designer ${designer.id}, not the route table's stand-ins (${SAMPLE_TRACK_ID}, ${SAMPLE_DESIGNER_ID})`,
      );
  } finally {
    await app.close();
    await google.close();
  }
}
