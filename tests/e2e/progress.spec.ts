import { readFile } from 'node:fs/promises';
import { MAX_EXAM_DAYS_AHEAD, PROGRESS_MESSAGES } from '../../src/shared/progress/plan.ts';
import { STANDALONE_TEST_VOCABULARY } from '../../src/shared/test-vocabulary.ts';
import { formatListId } from '../../src/shared/word-lists/list-id.ts';
import { appState, setAppState } from './app-state.ts';
import {
  candyState,
  choosePair,
  findPair,
  gameFrame,
  playCandyRound,
  pressButton,
  waitForScene,
} from './candy-helpers.ts';
import {
  expect,
  href,
  type Page,
  setFakeSheet,
  signUp,
  signUpQuickly,
  solvedCaptcha,
  test,
} from './fixtures.ts';
import { candyOutcome, localRecords, postRound, serverCards } from './learning-api.ts';
import { E2E_PASSWORD, PREMIUM_ACCOUNTS } from './support/accounts.ts';

/** A calendar day `days` from today in this browser's time zone, as the date field takes it. */
async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

/** The cards of this browser's learning engine (its IndexedDB store, for a visitor). */
const listCard = (page: Page) => page.getByTestId('list-progress').filter({ hasText: 'Test Vocabulary' });

test.describe('/progress', () => {
  test('a first visit explains the page; a round (its list changed mid-round) fills the counts, the days, the word table and the server’s cards', async ({
    page,
    allowConsoleErrors,
  }) => {
    // A whole round in the canvas: about 20 s on a quiet machine, more beside other work.
    test.setTimeout(60_000);
    // The sheet given mid-round is not the account's: asking the server for its words answers 404.
    allowConsoleErrors(/status of 404/);
    // Quick moves on the board (the game's reduced-motion path): the same round, sooner.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpQuickly(page);
    await page.goto(href.progress());
    await expect(page.getByTestId('progress-empty')).toContainText('Play a round and this page fills in');
    await expect(
      page.getByTestId('progress-empty').getByRole('link', { name: 'Play Word Candy Match' }),
    ).toHaveAttribute('href', href.game('candy'));

    await page.goto(href.game('candy'));
    const frame = await gameFrame(page);
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'play');
    await waitForScene(frame, 'play');
    // Mid-round, every slot is given another sheet (as Settings would after a load elsewhere): the
    // round is still recorded under the list it was played on.
    const { vocabularies } = await appState(page);
    if (!vocabularies) throw new Error('no vocabularies');
    const other = {
      name: 'Another sheet',
      googleSheetId: 'AnotherSheet_0123456789abc',
      locallyModified: 1,
      googleModified: 1,
    };
    await setAppState(page, {
      vocabularies: { ...vocabularies, games: vocabularies.games.map(() => other) },
    });
    const wrong = await findPair(frame, false);
    if (!wrong) throw new Error('no wrong pair');
    await choosePair(frame, wrong);
    const mistaken = wrong[0].text;
    for (let guard = 0; guard < 20; guard += 1) {
      const pair = await findPair(frame);
      if (!pair) break;
      await choosePair(frame, pair);
    }
    await waitForScene(frame, 'result');
    // The results screen says, briefly, how the week stands.
    await expect
      .poll(async () => (await candyState(frame)).resultScreen?.habit, { timeout: 10_000 })
      .toBe('1 of 4 days this week');

    // Every answer is a review: a recognition card per word on the server, none "known" at first
    // sight (docs/decisions/021-honest-grades.md), and the word of the wrong pair a Hard review (lower stability).
    await expect.poll(async () => (await serverCards(page)).length, { timeout: 15_000 }).toBe(16);
    const cards = await serverCards(page);
    expect(cards.every((card) => card.skill === 'recognition' && card.exposures === 1)).toBe(true);
    expect(cards.every((card) => card.status === 'learning' && card.misses === 0)).toBe(true);
    const hard = cards.find((card) => card.wordKey === `en:${mistaken.toLowerCase()}`);
    const clean = cards.filter((card) => card !== hard).map((card) => card.stability ?? 0);
    expect(hard?.stability ?? 99).toBeLessThan(Math.min(...clean));

    await page.goto(href.progress());
    await expect(listCard(page)).toContainText('16 words');
    await expect(page.getByTestId('list-progress')).toHaveCount(1);
    const recognise = listCard(page).getByRole('img', { name: /^Recognise \(Word Candy Match\)/ });
    await expect(recognise).toHaveAttribute('aria-label', /, 0 new$/);
    await expect(listCard(page).getByRole('img', { name: /^Recall \(Space Words\)/ })).toHaveAttribute(
      'aria-label',
      /0 known, 0 learning, 16 new/,
    );
    await expect(page.getByTestId('activity-calendar')).toContainText(
      'Played on 1 of the last 30 days, 16 answers in all.',
    );
    await expect(page.getByTestId('habit-line')).toHaveText(/^1 of 4 days this week/);
    const rows = page.getByTestId('word-row');
    await expect(rows).toHaveCount(16);
    await expect(rows.filter({ hasText: /\d+%/ })).toHaveCount(16);

    // A second round, posted as the game's site posts it: the page counts both.
    await postRound(page, {
      game: 'candy',
      listId: formatListId({ kind: 'test' }),
      words: STANDALONE_TEST_VOCABULARY.map((card) => ({ front: card.front, outcome: candyOutcome() })),
    });
    await page.goto(href.progress());
    await expect(page.getByTestId('activity-calendar')).toContainText(
      'Played on 1 of the last 30 days, 32 answers in all.',
    );
    // Sorting by the word puts the table in A to Z order, 16 rows on one page.
    await page.getByTestId('word-table').getByRole('link', { name: 'Word' }).click();
    await expect(page).toHaveURL(/sort=word/);
    // The new order shows once its page has loaded (the old one stays meanwhile).
    const inOrder = async () => {
      const fronts = await rows.locator('.word-progress__front').allTextContents();
      return fronts.length === 16 && fronts.join() === [...fronts].sort((a, b) => a.localeCompare(b)).join();
    };
    await expect.poll(inOrder).toBe(true);
  });

  test('an exam date counts down; a day past or over two years ahead is refused with a message', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused dates are the server's 400s, shown on the page.
    allowConsoleErrors(/status of 400/);
    await signUpQuickly(page);
    await page.goto(href.progress());
    const plan = page.getByTestId('study-plan');
    const field = plan.getByLabel('IELTS exam date (optional)');
    await field.fill(await dayFromToday(page, -1));
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(plan).toContainText(PROGRESS_MESSAGES.examDateInPast);
    await field.fill(await dayFromToday(page, MAX_EXAM_DAYS_AHEAD + 1));
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(plan).toContainText(PROGRESS_MESSAGES.examDateTooFar);

    await field.fill(await dayFromToday(page, 30));
    await plan.getByLabel('Weekly goal').selectOption('3');
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByTestId('exam-countdown')).toHaveText('30 days to go');
    // Kept with the account: Settings shows the same plan after a reload.
    await page.goto(href.settings());
    const inSettings = page.getByTestId('settings-study-plan');
    await expect(inSettings.getByLabel('IELTS exam date (optional)')).toHaveValue(
      await dayFromToday(page, 30),
    );
    await expect(inSettings.getByLabel('Weekly goal')).toHaveValue('3');
  });

  test('the weak words of a list download as a CSV in the sheet’s three columns: only the word missed', async ({
    page,
  }) => {
    await signUpQuickly(page);
    // A round as the game posts it: one word paired wrongly twice (a miss), another once (a slip,
    // Hard: not weak), the rest right. Which pairs make a miss is a unit test (src/shared/learning).
    const [missed, slipped, ...rest] = STANDALONE_TEST_VOCABULARY.map((card) => card.front);
    if (!missed || !slipped) throw new Error('no words');
    await postRound(page, {
      game: 'candy',
      listId: formatListId({ kind: 'test' }),
      words: [
        { front: missed, outcome: candyOutcome(2) },
        { front: slipped, outcome: candyOutcome(1) },
        ...rest.map((front) => ({ front, outcome: candyOutcome() })),
      ],
    });

    await page.goto(href.progress());
    const download = page.waitForEvent('download');
    await listCard(page).getByRole('button', { name: 'Download weak words (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Test Vocabulary - words to practise.csv');
    const rows = (await readFile(await file.path(), 'utf8')).trim().split(/\r\n/);
    expect(rows[0]).toBe('Word,Translation,Hint');
    // Not every word played, not the slip: the word missed.
    expect(rows.slice(1).map((line) => line.split(',')[0])).toEqual([missed]);
    expect(rows[1]?.split(',')[1]?.length).toBeGreaterThan(0);
    await expect(listCard(page).getByRole('status')).toContainText('downloaded');
  });

  test('a visitor’s round stays in the browser across a reload, and joins the account at sign-up', async ({
    page,
  }) => {
    // A whole round in the canvas: about 20 s on a quiet machine, more beside other work.
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await playCandyRound(page);
    // The learning engine ran in the browser: a card per word in its IndexedDB store.
    expect(await localRecords(page, 'cards')).toBe(16);
    await page.goto(href.progress());
    await expect(page.getByTestId('progress-local')).toBeVisible();
    await expect(listCard(page)).toContainText('16 words');
    await page.reload();
    await expect(page.getByTestId('activity-calendar')).toContainText('16 answers in all.');

    await signUp(page);
    await page.goto(href.progress());
    await expect(page.getByTestId('progress-local')).toHaveCount(0);
    await expect(page.getByTestId('activity-calendar')).toContainText('16 answers in all.', {
      timeout: 15_000,
    });
    await expect(listCard(page).getByRole('img', { name: /^Recognise/ })).toHaveAttribute(
      'aria-label',
      /, 0 new$/,
    );
    // The round reached the account: a card per word on the server.
    await expect.poll(async () => (await serverCards(page)).length, { timeout: 15_000 }).toBe(16);
  });

  test('a learner’s progress lists the career stage and the community track they played', async ({
    page,
  }) => {
    const title = `Harbour words ${Date.now() % 100000}`;
    const trackId = await publishedTrack(page, title, [
      ['anchor', 'ancla', ''],
      ['tide', 'marea', ''],
      ['pier', 'muelle', ''],
    ]);
    await signUpQuickly(page);
    await postRound(page, {
      game: 'candy',
      listId: formatListId({ kind: 'career', trackId: 1 }),
      words: [{ front: 'organic', outcome: candyOutcome() }],
    });
    await postRound(page, {
      game: 'candy',
      listId: formatListId({ kind: 'community', trackId }),
      words: [{ front: 'tide', outcome: candyOutcome() }],
    });

    await page.goto(href.progress());
    const lists = page.getByTestId('list-progress');
    await expect(lists.filter({ hasText: title })).toContainText('3 words');
    await expect(lists.filter({ hasText: 'Environment 1' })).toContainText('15 words');
  });
});

/**
 * A community track published through the API by a premium designer (tests/e2e/support/accounts.ts)
 * from a sheet on the fake Google: what the publish form does, without its pages.
 */
async function publishedTrack(page: Page, title: string, rows: string[][]): Promise<number> {
  const sheetId = `ProgressTrack_${Date.now()}_0123456789`;
  await setFakeSheet(sheetId, {
    name: title,
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: ['Word,Translation,Hint', ...rows.map((row) => row.join(','))].join('\n'),
  });
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: PREMIUM_ACCOUNTS.tracks, password: E2E_PASSWORD, reCaptcha: await solvedCaptcha(page) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const loaded = await page.request.post('/api/tests/download-vocabulary', {
    headers,
    data: { gameId2Update: 1, sheetId2Update: sheetId, reCaptcha: await solvedCaptcha(page) },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  const published = await page.request.post('/api/tracks/community', {
    headers,
    data: { slot: 1, title, description: '' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return ((await published.json()) as { id: number }).id;
}
