import { formatListId } from '../../src/shared/word-lists/list-id.ts';
import { candyState, gameFrame, waitForScene } from './candy-helpers.ts';
import { readDeviceList } from './device-lists.ts';
import { expect, href, signUpQuickly, test } from './fixtures.ts';
import { candyOutcome, postRound, serverCards, spaceTyped } from './learning-api.ts';
import {
  enemiesInFlight,
  pressButton as pressSpaceButton,
  spaceFrame,
  spaceState,
  typeKeys,
  waitForScene as waitForSpaceScene,
} from './space-helpers.ts';

// A signed-in round's cards on the server, and a visitor's round reaching the account at sign-up,
// are checked with the progress they make (progress.spec.ts).
test.describe('every answer in a game is a review', () => {
  test('a word missed twice in Candy is dealt into the next Space round, and typing it there is recorded', async ({
    page,
  }) => {
    // Settings, both games' pages and a Space round: about 20 s on a quiet machine, more beside other work.
    test.setTimeout(60_000);
    await signUpQuickly(page);
    // IELTS band 5 (300 words) for every game, so a round deals 16 of many.
    await page.goto(href.settings());
    await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
    await page.getByTestId('built-in-ielts-band-5').click();
    await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('IELTS Band 5 Vocabulary', {
      timeout: 15_000,
    });
    const fronts = ((await readDeviceList(page, 0)) as { VOC: { front: string }[] }).VOC.map(
      (card) => card.front,
    );
    expect(fronts).toHaveLength(300);
    // The first 16 words were just typed in Space (recorded through the API): Space would not deal
    // them again for a while.
    const listId = formatListId({ kind: 'ielts', band: 5 });
    const first = fronts.slice(0, 16);
    await postRound(page, {
      game: 'space',
      listId,
      agoMs: 60_000,
      words: first.map((front) => ({ front, outcome: spaceTyped() })),
    });

    // Candy: a new skill, so its round is the list's first words.
    await page.goto(href.game('candy'));
    const candy = await gameFrame(page);
    await waitForScene(candy, 'menu');
    await expect.poll(async () => (await candyState(candy)).dealt).toEqual({ due: 0, fresh: 300 });
    // Its round, as the game posts it: one word paired wrongly twice, a miss (Again). What a miss
    // does to a card and what the results screen says of it are unit tests
    // (src/shared/learning/review.test.ts, src/shared/game-protocol.test.ts); a played round's
    // notes are checked in honest-grades.spec.ts.
    const missed = first[5] ?? '';
    await postRound(page, {
      game: 'candy',
      listId,
      words: first.map((front) => ({ front, outcome: candyOutcome(front === missed ? 2 : 0) })),
    });
    const cards = await serverCards(page);
    const missedCard = cards.find(
      (card) => card.skill === 'recognition' && card.wordKey === `en:${missed.toLowerCase()}`,
    );
    expect(missedCard?.misses).toBe(1);

    // Space: the word missed in Candy leads; the others it typed a minute ago wait. At the test
    // pace the enemies come in quick succession (src/games/common/test-pace.ts).
    await page.goto(`${href.game('space')}?pace=test`);
    const space = await spaceFrame(page);
    await waitForSpaceScene(space, 'menu');
    await expect.poll(async () => (await spaceState(space)).dealt?.fresh).toBe(284);
    await pressSpaceButton(space, 'play');
    await waitForSpaceScene(space, 'play');
    const deck = ((await spaceState(space)).play?.deck ?? []).map((card) => card.front);
    expect(deck).toHaveLength(16);
    const typedNow = new Set(fronts.slice(0, 16));
    expect(deck).toContain(missed);
    // The other words come from what was played today: the day's pace of new words in Space (about
    // 10, decision record 020) was spent on the 16 typed a minute ago, so no word past the first 40.
    expect(deck.every((front) => fronts.indexOf(front) < 40)).toBe(true);
    expect(deck.some((front) => typedNow.has(front) && front !== missed)).toBe(true);

    // Shoot words down until the missed word is typed right, then leave the round from the pause
    // card: the words answered so far are recorded (honest-grades.spec.ts), the missed word's
    // recall among them.
    const recallOf = async () =>
      (await serverCards(page)).find(
        (card) => card.skill === 'recall' && card.wordKey === `en:${missed.toLowerCase()}`,
      );
    const recallBefore = await recallOf();
    let typedMissed = false;
    for (let guard = 0; guard < 40 && !typedMissed; guard += 1) {
      const enemies = await enemiesInFlight(space, 1, 30_000);
      const target = enemies.find((enemy) => enemy.front === missed) ?? enemies[0];
      if (!target) continue;
      const before = (await spaceState(space)).play?.destroyed ?? 0;
      await typeKeys(space, target.front);
      typedMissed = target.front === missed;
      if (typedMissed)
        await expect.poll(async () => (await spaceState(space)).play?.destroyed).toBeGreaterThan(before);
    }
    expect(typedMissed).toBe(true);
    await pressSpaceButton(space, 'pause');
    await expect.poll(async () => (await spaceState(space)).play?.paused).toBe(true);
    await pressSpaceButton(space, 'quit');
    await waitForSpaceScene(space, 'menu');
    await expect
      .poll(async () => (await recallOf())?.exposures, { timeout: 15_000 })
      .toBe((recallBefore?.exposures ?? 0) + 1);
  });
});
