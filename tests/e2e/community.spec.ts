/**
 * Community tracks (docs/decisions/019-community-lists.md): a premium learner publishes a sheet list as a community track; a second learner finds
 * it in the catalog, opens it, likes it, comments and replies, follows the comment's link and
 * lands on the comment, and plays the track.
 */
import { candyState, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, setFakeSheet, signIn, signUp, test } from './fixtures.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;
const WORDS = [
  ['drizzle', 'llovizna', 'Light rain'],
  ['forecast', 'pronóstico', 'What the weather will do'],
  ['humid', 'húmedo', 'Damp air'],
  ['breeze', 'brisa', 'A light wind'],
];
const TITLE = `Weather words ${Date.now() % 100000}`;

test('a learner publishes a sheet list; another finds it, likes it, comments, replies and plays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const sheetId = 'CommunitySheet_0123456789abcdefgh';
  await setFakeSheet(sheetId, {
    name: 'My weather sheet',
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: ['Word,Translation,Hint', ...WORDS.map((row) => row.join(','))].join('\n'),
  });

  // The designer loads a sheet and publishes it from the catalog.
  await signIn(page, PREMIUM_ACCOUNTS.spare);
  await page.goto(href.settings());
  await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(sheetUrl(sheetId));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('My weather sheet', {
    timeout: 15_000,
  });
  await page.goto(href.tracks());
  await page.getByRole('button', { name: 'Publish one of your lists' }).click();
  const form = page.getByTestId('publish-form');
  await expect(form.getByLabel('List')).toContainText('My weather sheet');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Short description').fill('Rain, wind and <forecasts> for IELTS speaking.');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/tracks\/\d+$/, { timeout: 15_000 });
  const trackId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(trackId).toBeGreaterThan(81);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  // Untrusted text is shown as text.
  await expect(page.getByText('Rain, wind and <forecasts> for IELTS speaking.')).toBeVisible();

  // A second learner, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const reader = await context.newPage();
  await signUp(reader);
  await reader.reload();
  await reader.goto(href.tracks());
  const card = reader.getByTestId('track-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('4 English words');
  await card.getByRole('link', { name: TITLE }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const words = reader.getByTestId('track-words');
  for (const [word, translation] of WORDS) {
    await expect(words).toContainText(word ?? '');
    await expect(words).toContainText(translation ?? '');
  }

  // Like it.
  const like = reader.getByRole('button', { name: /Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  // Report it (one report does not hide it).
  await reader.getByRole('button', { name: 'Report', exact: true }).first().click();
  await reader.getByLabel('Why report this track?').selectOption('wrong-translation');
  await reader.getByRole('button', { name: 'Send report' }).click();
  await expect(reader.getByText('Thank you: we will look at it.')).toBeVisible();

  // Comment, and reply to it.
  await reader.getByLabel('Your comment').fill('Useful before my speaking test!');
  await reader.getByRole('button', { name: 'Post comment' }).click();
  const comment = reader.getByTestId('comment').filter({ hasText: 'Useful before my speaking test!' });
  await expect(comment).toBeVisible({ timeout: 20_000 });
  await comment.getByRole('button', { name: 'Reply' }).click();
  await reader.getByLabel('Your reply').fill('Especially the word humid.');
  await reader.getByRole('button', { name: 'Post reply' }).click();
  const reply = comment.locator('.comment-replies').getByTestId('comment');
  await expect(reply).toContainText('Especially the word humid.', { timeout: 20_000 });
  const commentId = Number((await comment.first().getAttribute('id'))?.replace('comment-', ''));

  // A link to the comment scrolls to it after the comments load, and highlights it.
  await reader.setViewportSize({ width: 375, height: 640 });
  await reader.goto(href.home());
  await reader.goto(href.track(trackId, commentId));
  const anchored = reader.locator(`#comment-${commentId}`);
  await expect(anchored).toHaveClass(/comment--highlighted/, { timeout: 15_000 });
  await expect(anchored).toBeInViewport({ timeout: 5_000 });
  await reader.setViewportSize({ width: 1280, height: 800 });

  // Play it in Word Candy Match: the frame plays the track's words.
  await reader.getByRole('link', { name: /Play Word Candy Match/ }).click();
  await expect(reader).toHaveURL(new RegExp(`/play/${trackId}/.+\\?game=candy`));
  const frame = await gameFrame(reader);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  const deck = ((await candyState(frame)).play?.deck ?? []).map((c) => c.front);
  expect([...deck].sort()).toEqual(WORDS.map(([word]) => word).sort());

  // The play counts once for this learner, however often they start.
  await reader.goto(href.track(trackId));
  await expect(reader.getByTestId('play-count')).toHaveText(/Played by 1$/, { timeout: 15_000 });

  // The catalog shows the like and the play; the designer appears among the top designers.
  await reader.goto(href.tracksDesigners());
  await expect(reader.getByTestId('designer-list')).toBeVisible();
  await context.close();
});
