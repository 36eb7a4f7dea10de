/**
 * A visitor plays IELTS Band 5 without an account, is invited to sign up after the
 * round, and keeps the round (and the study plan set as a visitor) in the new account.
 */
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, signUpQuickly, test } from './fixtures.ts';

test('a visitor plays a Band 5 round, signs up from the invitation, and keeps the round and the plan', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The visitor's weekly goal, set before the account exists (as the progress page does).
  await page.goto(href.ieltsBand(5));
  await page.evaluate(() =>
    localStorage.setItem('study-plan', JSON.stringify({ weeklyGoal: 6, examDate: null })),
  );
  await page.getByTestId('play-band').getByRole('button', { name: 'Play in Word Candy Match' }).click();
  await expect(page).toHaveURL(/\/game\/candy$/, { timeout: 20_000 });
  await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
  // The list is the visitor's now: a fresh game page plays it too (the frame is loaded afresh, so
  // the canvas helpers find it at rest).
  await page.goto(href.game('candy'));

  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  const band5 = (await (await page.request.get('/api/tests/free-list-words?list=ielts-band-5')).json()) as {
    VOC: { front: string }[];
  };
  const deck = ((await candyState(frame)).play?.deck ?? []).map((card) => card.front);
  expect(deck.length).toBeGreaterThan(0);
  for (const front of deck) expect(band5.VOC.map((card) => card.front)).toContain(front);
  for (let guard = 0; guard < 30; guard += 1) {
    const pair = await findPair(frame);
    if (!pair) break;
    await choosePair(frame, pair);
  }
  await waitForScene(frame, 'result', 30_000);

  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('This round is kept in this browser only.');
  await notice.getByRole('button', { name: 'Sign up' }).click();
  const panel = page.getByTestId('sign-in-panel');
  await expect(panel.getByTestId('sign-in-reason')).toContainText('keep the rounds you played here');
  // The popup's own sign-up is tested in accounts.spec.ts: here the account is made through the
  // API, as the popup would, and handed to the page (the captcha solved outside the page).
  await panel.getByRole('button', { name: 'Close' }).click();
  await signUpQuickly(page);

  await page.goto(href.progress());
  await expect(page.getByTestId('progress-local')).toHaveCount(0);
  await expect(page.getByTestId('list-progress').filter({ hasText: 'IELTS Band 5' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('activity-calendar')).toContainText(`${deck.length} answers in all.`);
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/progress/settings', {
          headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
        })
      ).json(),
    )
    .toMatchObject({ weeklyGoal: 6 });
});
