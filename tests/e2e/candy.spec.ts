import type { RoundResults } from '../../src/shared/game-protocol.ts';
import { STANDALONE_TEST_VOCABULARY } from '../../src/shared/test-vocabulary.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../../src/web/features/learning/round-history.ts';
import { vocabularyStorageKey } from '../../src/web/features/word-lists/storage.ts';
import { setAppState } from './app-state.ts';
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, newEmail, openSignIn, PASSWORD, test } from './fixtures.ts';

const TEST_VOCABULARY_FRONTS = STANDALONE_TEST_VOCABULARY.map((card) => card.front).sort();

/** Words in several scripts, right to left among them. */
const WORLD_WORDS = {
  name: 'World words',
  VOC: [
    { front: 'book', back: 'книга', hint: 'Cyrillic' },
    { front: 'water', back: 'ماء', hint: 'Arabic' },
    { front: 'dog', back: 'כלב', hint: 'Hebrew' },
    { front: 'tea', back: '茶', hint: 'Chinese' },
    { front: 'cat', back: '猫 (ねこ)', hint: 'Japanese' },
    { front: 'friend', back: '친구', hint: 'Korean' },
  ],
};

test.describe('Word Candy Match in the site frame', () => {
  test('gets the words through the protocol and plays a whole round', async ({ page }) => {
    // Sixteen pairs, each clicked once the candies rest: long on a busy machine.
    test.setTimeout(60_000);
    await page.goto(href.game('candy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Word Candy Match');
    const frame = await gameFrame(page);
    const menu = await waitForScene(frame, 'menu');
    expect(menu.source).toBe('site');
    expect(menu.listName).toBe('Test Vocabulary');
    expect(menu.isSoundsMuted).toBe(false);
    expect(menu.isMusicMuted).toBe(true);

    await pressButton(frame, 'play');
    const start = await waitForScene(frame, 'play');
    expect(start.play?.deck.map((card) => card.front).sort()).toEqual(TEST_VOCABULARY_FRONTS);
    expect(start.play?.candies.length).toBeGreaterThanOrEqual(8);

    // Two quick right pairs build a combo.
    for (let index = 0; index < 2; index += 1) {
      const pair = await findPair(frame);
      if (pair) await choosePair(frame, pair);
    }
    let state = await candyState(frame);
    expect(state.play?.combo).toBe(2);
    expect(state.play?.multiplier).toBe(2);
    expect(state.play?.score).toBe(300);

    // A wrong pair breaks it and costs time.
    const timeBefore = state.play?.timeLeftMs ?? 0;
    const wrong = await findPair(frame, false);
    if (!wrong) throw new Error('no wrong pair');
    await choosePair(frame, wrong);
    state = await candyState(frame);
    expect(state.play?.combo).toBe(0);
    expect(state.play?.multiplier).toBe(1);
    expect(state.play?.mistakes).toBe(1);
    expect(state.play?.timeLeftMs).toBeLessThan(timeBefore - 2500);

    // Every other pair, until the results.
    for (let guard = 0; guard < 20; guard += 1) {
      const pair = await findPair(frame);
      if (!pair) break;
      await choosePair(frame, pair);
    }
    const result = await waitForScene(frame, 'result');
    expect(result.result?.completed).toBe(true);
    expect(result.result?.words).toHaveLength(16);
    expect(result.result?.words.every((word) => word.matched)).toBe(true);
    // The wrong pair is one mistake, charged to the word picked first (the one being matched).
    const mistaken = result.result?.words.filter((word) => word.mistakes > 0).map((word) => word.front) ?? [];
    expect(mistaken).toEqual([wrong[0].text]);
    expect(result.result?.stars).toBe(3);
    // The screen says the same, once: 15 right, 1 missed, 1 mistake, Practice 1, the star rule.
    const shown = result.resultScreen;
    expect(shown?.stats).toEqual(expect.arrayContaining(['15 words right', '1 missed', '1 mistake']));
    expect(shown?.starRule).toMatch(/★★★/);
    expect(shown?.rows.filter((row) => row.verdict === 'missed')).toEqual([
      expect.objectContaining({ front: wrong[0].text, verdict: 'missed', note: '1 mistake' }),
    ]);
    expect(shown?.practice).toBe('Practice 1');
    expect(result.buttons.map((button) => button.name)).toEqual(['play-again', 'practice', 'menu']);

    // The site keeps the round for the learning engine.
    const stored = await page.evaluate((key) => localStorage.getItem(key), GAME_RESULTS_STORAGE_KEY);
    const history = JSON.parse(stored ?? '[]') as RoundResults[];
    expect(history).toHaveLength(1);
    expect(history[0]?.score).toBe(result.result?.score);
    expect(history[0]?.words.filter((word) => word.mistakes > 0)).toHaveLength(1);

    // Practice plays just the missed words.
    await pressButton(frame, 'practice');
    const practice = await waitForScene(frame, 'play');
    expect(practice.play?.deck.map((card) => card.front).sort()).toEqual(mistaken.sort());
  });

  for (const common of [false, true]) {
    const slot = common ? 0 : 1;
    test(`a new list in slot ${slot} (one sheet for all games: ${common}) plays from the next round`, async ({
      page,
    }) => {
      // The slots as the app keeps them, set through its store (which saves them).
      await page.goto('/');
      const entry = { name: 'Test Vocabulary', googleSheetId: '', locallyModified: 0, googleModified: 0 };
      await setAppState(page, {
        vocabularies: {
          languageNative: 'en',
          languageLearn: 'en',
          isCommonVocabulary: common,
          games: [entry, entry, entry],
        },
      });
      await page.goto(href.game('candy'));
      const frame = await gameFrame(page);
      await waitForScene(frame, 'menu');
      await pressButton(frame, 'play');
      const first = await waitForScene(frame, 'play');
      expect(first.play?.deck.map((card) => card.front).sort()).toEqual(TEST_VOCABULARY_FRONTS);

      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [vocabularyStorageKey(slot), JSON.stringify(WORLD_WORDS)],
      );
      await pressButton(frame, 'pause');
      await expect.poll(async () => (await candyState(frame)).play?.paused).toBe(true);
      await pressButton(frame, 'quit');
      await expect.poll(async () => (await candyState(frame)).listName).toBe('World words');
      await pressButton(frame, 'play');
      const next = await waitForScene(frame, 'play');
      expect(next.play?.deck.map((card) => card.back).sort()).toEqual(
        WORLD_WORDS.VOC.map((card) => card.back).sort(),
      );
      const texts = next.play?.candies.map((candy) => candy.text) ?? [];
      expect(texts).toContain('ماء');
      expect(texts).toContain('茶');
      expect(texts).toHaveLength(12);
    });
  }

  test('a broken list falls back to the Test Vocabulary; messages from other windows are ignored; goFullscreen takes the first tap', async ({
    page,
  }) => {
    await page.goto('/robots.txt');
    await page.evaluate((key) => localStorage.setItem(key, '{"VOC": "<script>"}'), vocabularyStorageKey(1));
    await page.goto(href.game('candy'));
    const frame = await gameFrame(page);
    const menu = await waitForScene(frame, 'menu');
    expect(menu.listName).toBe('Test Vocabulary');
    expect(menu.wordCount).toBe(16);

    // The site's listener came first: once this later one has seen the three messages, the site
    // has handled them (listeners run in order), so anything it would have done is done.
    await page.evaluate(() => {
      const w = window as unknown as { delivered: Promise<number> };
      w.delivered = new Promise<number>((resolve) => {
        let seen = 0;
        window.addEventListener('message', () => {
          seen += 1;
          if (seen === 3) resolve(seen);
        });
      });
    });
    // Sent by the page itself, not the game: the site must not act on it.
    await page.evaluate(() => window.postMessage({ type: 'homepage', data: null }, window.location.origin));
    // Unknown types and junk from the frame are ignored too.
    await frame.evaluate(() => {
      window.parent.postMessage({ type: 'format-disk', data: null }, window.location.origin);
      window.parent.postMessage('homepage', window.location.origin);
    });
    expect(await page.evaluate(() => (window as unknown as { delivered: Promise<number> }).delivered)).toBe(
      3,
    );
    await expect(page).toHaveURL(/\/game\/candy$/);
    expect((await candyState(frame)).scene).toBe('menu');

    // With goFullscreen (set as the settings switch sets it) the frame goes full screen at the
    // first tap in the game; the request made at once, with no tap yet, is refused.
    await setAppState(page, { goFullscreen: true });
    await pressButton(frame, 'play');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('IFRAME');
  });

  test('plays by keyboard alone', async ({ page }) => {
    await page.goto(href.game('candy'));
    const frame = await gameFrame(page);
    await waitForScene(frame, 'menu');
    // Keys go to the frame once it has focus (the site gives it focus when it loads).
    await page.getByTestId('game-frame').focus();
    await page.keyboard.press('Enter');
    const play = await waitForScene(frame, 'play');
    const candies = play.play?.candies ?? [];
    const first = candies.find((candy) => candy.side === 'front');
    const partner = candies.find((candy) => first && candy.pairId === first.pairId && candy !== first);
    if (!first || !partner) throw new Error('no pair');
    // Walk the focus to each candy with the arrows and press Enter. The game handles keys on its
    // next frame: wait for each move to show before the next.
    const focusedId = async () => (await candyState(frame)).play?.candies.find((candy) => candy.focused)?.id;
    for (const [index, target] of [first, partner].entries()) {
      for (let step = 0; step < 12; step += 1) {
        const focused = (await candyState(frame)).play?.candies.find((candy) => candy.focused);
        if (focused?.id === target.id) break;
        let key = 'ArrowUp';
        if (focused && focused.row < target.row) key = 'ArrowDown';
        else if (focused && focused.row === target.row)
          key = focused.col < target.col ? 'ArrowRight' : 'ArrowLeft';
        await page.keyboard.press(key);
        await expect.poll(focusedId).not.toBe(focused?.id);
      }
      expect(await focusedId()).toBe(target.id);
      await page.keyboard.press('Enter');
      if (index === 0)
        await expect.poll(async () => (await candyState(frame)).play?.selected).toBe(target.id);
    }
    await expect.poll(async () => (await candyState(frame)).play?.score).toBe(100);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await candyState(frame)).play?.paused).toBe(true);
  });
});

test.describe('Word Candy Match on its own', () => {
  test('plays the Test Vocabulary without a site around it, and a hint shows the selected word’s hint', async ({
    page,
  }) => {
    await page.goto('/games/candy/');
    const frame = page.mainFrame();
    const menu = await waitForScene(frame, 'menu');
    expect(menu.source).toBe('standalone');
    expect(menu.listName).toBe('Test Vocabulary');
    await pressButton(frame, 'play');
    const play = await waitForScene(frame, 'play');
    const pair = await findPair(frame);
    if (pair) await choosePair(frame, pair);
    await expect.poll(async () => (await candyState(frame)).play?.score).toBe(100);
    expect(play.play?.deck).toHaveLength(16);

    // A hint shows the selected word's hint.
    const still = await findPair(frame);
    if (!still) throw new Error('no pair on the board');
    await frame.locator('#game').click({ position: { x: still[0].x, y: still[0].y } });
    await pressButton(frame, 'hint');
    const card = STANDALONE_TEST_VOCABULARY.find((item) => item.front === still[0].text);
    await expect.poll(async () => (await candyState(frame)).play?.hint).toBe(card?.hint);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('fits the board on screen and plays by touch', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/games/candy/');
    const frame = page.mainFrame();
    await waitForScene(frame, 'menu');
    const play = (await candyState(frame)).buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await page.touchscreen.tap(play.x, play.y);
    const state = await waitForScene(frame, 'play');
    const boxes = [...(state.play?.candies ?? []), ...state.buttons];
    for (const box of boxes) {
      expect(box.x - box.width / 2).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width / 2).toBeLessThanOrEqual(360);
      expect(box.y - box.height / 2).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height / 2).toBeLessThanOrEqual(640);
    }
    const candies = state.play?.candies ?? [];
    for (const a of candies) {
      for (const b of candies) {
        if (a === b) continue;
        const apart =
          Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
        expect(apart, `${a.text} and ${b.text} overlap`).toBe(true);
      }
    }
    const pair = await findPair(frame);
    if (!pair) throw new Error('no pair');
    for (const candy of pair) await page.touchscreen.tap(candy.x, candy.y);
    await expect.poll(async () => (await candyState(frame)).play?.score).toBe(100);
  });
});

test.describe('Word Candy Match and the account', () => {
  test('signing up while the game is open makes it reload its words', async ({ page }) => {
    await page.goto(href.game('candy'));
    const frame = await gameFrame(page);
    const before = (await waitForScene(frame, 'menu')).vocabularyLoads;
    await openSignIn(page);
    const panel = page.getByTestId('sign-in-panel');
    await panel.getByRole('button', { name: 'New here? Create an account' }).click();
    await panel.getByLabel('Email').fill(newEmail('candy'));
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 20_000 });
    const again = await gameFrame(page);
    await expect
      .poll(async () => (await candyState(again)).vocabularyLoads, { timeout: 10_000 })
      .toBeGreaterThan(before);
  });
});
