import type { RoundResults } from '../../src/shared/game-protocol.ts';
import { STANDALONE_TEST_VOCABULARY } from '../../src/shared/test-vocabulary.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../../src/web/features/learning/round-history.ts';
import { expect, href, test } from './fixtures.ts';
import {
  enemiesInFlight,
  pressButton,
  type SpaceSnapshot,
  spaceFrame,
  spaceState,
  storeList,
  tapKey,
  tapKeys,
  typeKeys,
  waitForScene,
} from './space-helpers.ts';

const TEST_VOCABULARY_FRONTS = STANDALONE_TEST_VOCABULARY.map((card) => card.front).sort();

test.describe('Space Words in the site frame', () => {
  test('gets the words through the protocol; typing a word shoots its enemy down', async ({ page }) => {
    // Twice the players' pace (src/games/common/test-pace.ts): the next enemy comes sooner, and
    // each still falls for seconds.
    await page.goto(`${href.game('space')}?pace=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Space Words');
    const frame = await spaceFrame(page);
    const menu = await waitForScene(frame, 'menu');
    expect(menu.source).toBe('site');
    expect(menu.listName).toBe('Test Vocabulary');
    expect(menu.isSoundsMuted).toBe(false);
    expect(menu.isMusicMuted).toBe(true);
    expect(menu.forgiveAccents).toBe(true);
    expect(menu.buttons.map((button) => button.name)).toEqual([
      'play',
      'settings',
      'home',
      'accents',
      'mode-translation',
      'mode-paraphrase',
      'mode-dictation',
      'sounds',
      'music',
    ]);

    await pressButton(frame, 'play');
    const start = await waitForScene(frame, 'play');
    expect(start.play?.deck.map((card) => card.front).sort()).toEqual(TEST_VOCABULARY_FRONTS);
    expect(start.play?.shields).toBe(3);
    expect(start.keyboard.visible).toBe(false);

    // The first letter locks onto the enemy; each right letter fires a shot; the last destroys it.
    const [first] = await enemiesInFlight(frame);
    if (!first) throw new Error('no enemy');
    await typeKeys(frame, first.front.slice(0, 2));
    let state = await spaceState(frame);
    expect(state.play?.lockedId).toBe(first.id);
    expect(state.play?.enemies.find((enemy) => enemy.id === first.id)?.typed).toBe(first.front.slice(0, 2));
    expect(state.play?.shots).toBe(2);
    await typeKeys(frame, first.front.slice(2));
    state = await spaceState(frame);
    expect(state.play?.destroyed).toBe(1);
    expect(state.play?.enemies.map((enemy) => enemy.id)).not.toContain(first.id);
    expect(state.play?.lockedId).toBeNull();
    expect(state.play?.score).toBeGreaterThan(0);

    // Typed at full speed, word after word.
    for (let word = 0; word < 3; word += 1) {
      const [next] = await enemiesInFlight(frame);
      if (!next) throw new Error('no enemy');
      await typeKeys(frame, next.front);
      await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(word + 2);
    }
    state = await spaceState(frame);
    expect(state.play?.wrongKeys).toBe(0);
    expect(state.play?.shots).toBe(state.play?.rightKeys);
    expect(state.play?.combo).toBeGreaterThanOrEqual(4);
    expect(state.play?.multiplier).toBe(2);

    // A letter no word starts with is a miss; Backspace lets a target go.
    await typeKeys(frame, 'q');
    await expect.poll(async () => (await spaceState(frame)).play?.wrongKeys).toBe(1);
    const [target] = await enemiesInFlight(frame);
    if (!target) throw new Error('no enemy');
    await typeKeys(frame, target.front.charAt(0));
    await expect.poll(async () => (await spaceState(frame)).play?.lockedId).not.toBeNull();
    await page.keyboard.press('Backspace');
    await expect.poll(async () => (await spaceState(frame)).play?.lockedId).toBeNull();
    // Escape with nothing locked pauses.
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await spaceState(frame)).play?.paused).toBe(true);
  });

  test('an enemy that reaches the base costs a shield and shows its word; the last shield ends the game', async ({
    page,
  }) => {
    // The test pace: the enemies reach the base in a few seconds.
    await page.goto(`${href.game('space')}?pace=test`);
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'play');
    await waitForScene(frame, 'play');
    const deck = (await spaceState(frame)).play?.deck ?? [];
    expect((await enemiesInFlight(frame)).length).toBeGreaterThan(0);

    // Nobody types: the first enemy lands, and its word shows (the learning moment). The state is
    // read in the game on each of its frames, so the first word shown is caught even when the next
    // enemy lands soon after; the shields are read from the same state that shows the word.
    const firstReveal = await frame.waitForFunction(
      () => {
        const play = (window as unknown as { __space?: SpaceSnapshot }).__space?.play;
        return play?.reveal ? { reveal: play.reveal, shields: play.shields } : false;
      },
      null,
      { timeout: 30_000 },
    );
    const { reveal, shields: shieldsAtReveal } = (await firstReveal.jsonValue()) as {
      reveal: { front: string; back: string };
      shields: number;
    };
    // The word shown is the one that landed first (enemies fall at their own speeds: not always
    // the lowest when the round began), with its own meaning.
    const landedFirst = deck.find((card) => card.front === reveal.front);
    if (!landedFirst) throw new Error(`the word shown, ${reveal.front}, is not in the round`);
    expect(reveal).toEqual({ front: landedFirst.front, back: landedFirst.back });
    expect(shieldsAtReveal).toBeLessThanOrEqual(2);

    const result = await waitForScene(frame, 'result', 30_000);
    expect(result.result?.words).toHaveLength(16);
    expect(result.result?.words.filter((word) => word.landed > 0)).toHaveLength(3);
    expect(result.result?.words.find((word) => word.front === landedFirst.front)).toMatchObject({
      matched: false,
      landed: 1,
    });
    expect(result.result?.stars).toBe(0);
    expect(result.buttons.map((button) => button.name)).toEqual(['play-again', 'practice', 'menu']);
    // Each figure once, saying what it counts: no "wrong" beside "100% accuracy", no ✗ beside "right".
    const shown = result.resultScreen;
    const missedRows = shown?.rows.filter((row) => row.verdict === 'missed') ?? [];
    expect(missedRows).toHaveLength(3);
    expect(shown?.stats).toEqual(
      expect.arrayContaining([
        '0 words right',
        '3 missed',
        '13 not played',
        expect.stringMatching(/^typing accuracy \d+%$/),
      ]),
    );
    expect(shown?.stats.join(' ')).not.toMatch(/wrong|(?<!typing )accuracy/);
    for (const row of missedRows) expect(row.note).toMatch(/^got through once/);
    expect(shown?.starRule).toBe('Waves cleared for ★ 1 · ★★ 3 · ★★★ 5 (you: 0)');
    expect(shown?.practice).toBe(`Practice ${missedRows.length}`);

    // The site keeps the round for the learning engine.
    const stored = await page.evaluate((key) => localStorage.getItem(key), GAME_RESULTS_STORAGE_KEY);
    const history = JSON.parse(stored ?? '[]') as RoundResults[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ game: 'space', listName: 'Test Vocabulary', completed: false });
    expect(history[0]?.words.filter((word) => word.mistakes > 0)).toHaveLength(3);

    // Practice plays exactly the listed misses: the words that got through.
    await pressButton(frame, 'practice');
    const practice = await waitForScene(frame, 'play');
    expect(practice.play?.deck.map((card) => card.front).sort()).toEqual(
      missedRows.map((row) => row.front).sort(),
    );
    expect(practice.play?.deck.map((card) => card.front)).toContain(landedFirst.front);
  });

  test('forgives accents and takes spaces by default; wants the accents when the setting is off', async ({
    page,
  }) => {
    // Twice the players' pace (src/games/common/test-pace.ts): the next enemy comes sooner.
    await page.goto(`${href.game('space')}?pace=2`);
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu');
    await storeList(page, {
      name: 'Café words',
      VOC: [
        { front: 'café', back: 'coffee shop', hint: 'where you drink one' },
        { front: 'ice cream', back: 'glace', hint: 'cold and sweet' },
        { front: 'Straße', back: 'rue', hint: 'German' },
      ],
    });
    await pressButton(frame, 'play');
    const play = await waitForScene(frame, 'play');
    expect(play.listName).toBe('Café words');
    const typed: Record<string, string> = { café: 'CAFE', 'ice cream': 'ice  cream', Straße: 'strasse' };
    for (let round = 0; round < 3; round += 1) {
      const [enemy] = await enemiesInFlight(frame);
      if (!enemy) throw new Error('no enemy');
      await typeKeys(frame, typed[enemy.front] ?? enemy.front);
      await expect
        .poll(async () => (await spaceState(frame)).play?.enemies.some((other) => other.id === enemy.id))
        .toBe(false);
    }
    let state = await spaceState(frame);
    expect(state.play?.destroyed).toBe(3);
    expect(state.play?.wrongKeys).toBe(0);

    // The setting, on the start screen, is kept.
    await pressButton(frame, 'pause');
    await expect.poll(async () => (await spaceState(frame)).play?.paused).toBe(true);
    await pressButton(frame, 'quit');
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'accents');
    await expect.poll(async () => (await spaceState(frame)).forgiveAccents).toBe(false);
    expect(await frame.evaluate(() => localStorage.getItem('space-options'))).toBe(
      '{"forgiveAccents":false}',
    );
    await pressButton(frame, 'play');
    await waitForScene(frame, 'play');
    await expect
      .poll(async () => (await spaceState(frame)).play?.enemies.some((enemy) => enemy.front === 'café'), {
        timeout: 15_000,
      })
      .toBe(true);
    await typeKeys(frame, 'caf');
    await typeKeys(frame, 'e');
    state = await spaceState(frame);
    expect(state.play?.wrongKeys).toBe(1);
    expect(state.play?.enemies.find((enemy) => enemy.front === 'café')?.typed).toBe('caf');
    await typeKeys(frame, 'é');
    await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(1);
  });
});

test.describe('Space Words on its own', () => {
  test('plays the Test Vocabulary without a site around it, and a hint shows on request', async ({
    page,
  }) => {
    // It counts frames from a key to its shot: at the players' frame rate, not the tests' cap.
    await page.addInitScript(() => {
      delete (window as { __testFrameLimit?: number }).__testFrameLimit;
    });
    await page.goto('/games/space/');
    const frame = page.mainFrame();
    const menu = await waitForScene(frame, 'menu');
    expect(menu.source).toBe('standalone');
    // Typing a letter on the start screen starts the game.
    await page.keyboard.press('a');
    await waitForScene(frame, 'play');
    const [enemy] = await enemiesInFlight(frame);
    if (!enemy) throw new Error('no enemy');
    await page.keyboard.press('ArrowUp');
    const card = STANDALONE_TEST_VOCABULARY.find((item) => item.front === enemy.front);
    await expect
      .poll(async () => (await spaceState(frame)).play?.enemies.find((item) => item.id === enemy.id)?.hint)
      .toBe(card?.hint);
    await typeKeys(frame, enemy.front);
    await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(1);
    // Each key's shot is drawn in the very next frame (the last one is counted once that frame is drawn).
    const shotFrames = () =>
      page.evaluate(
        () =>
          (window as unknown as { __spaceKeys: { keyToShotFrames: number[] } }).__spaceKeys.keyToShotFrames,
      );
    await expect.poll(async () => (await shotFrames()).length).toBe(enemy.front.length);
    expect(Math.max(...(await shotFrames()))).toBe(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('plays on the on-screen keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/games/space/');
    const frame = page.mainFrame();
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'play', true);
    const state: SpaceSnapshot = await waitForScene(frame, 'play');
    expect(state.keyboard.visible).toBe(true);
    const keys = state.keyboard.keys;
    // Every letter of the round's words, keys a thumb can hit, all on screen.
    const letters = new Set(STANDALONE_TEST_VOCABULARY.flatMap((card) => [...card.front]));
    for (const letter of letters) expect(keys.map((key) => key.key)).toContain(letter);
    for (const key of keys) {
      expect(key.height).toBeGreaterThanOrEqual(40);
      expect(key.width).toBeGreaterThanOrEqual(36);
      expect(key.x - key.width / 2).toBeGreaterThanOrEqual(0);
      expect(key.x + key.width / 2).toBeLessThanOrEqual(360);
      expect(key.y + key.height / 2).toBeLessThanOrEqual(640);
    }
    for (const button of state.buttons) expect(button.y + button.height / 2).toBeLessThanOrEqual(640);

    const [enemy] = await enemiesInFlight(frame);
    if (!enemy) throw new Error('no enemy');
    expect(enemy.x).toBeGreaterThan(0);
    expect(enemy.x).toBeLessThan(360);
    // Lowest key of the keyboard is below the enemies' field.
    expect(Math.min(...keys.map((key) => key.y))).toBeGreaterThan(enemy.y);
    await tapKeys(frame, enemy.front.slice(0, 1));
    await expect.poll(async () => (await spaceState(frame)).play?.lockedId).toBe(enemy.id);
    await tapKey(frame, 'Backspace');
    await expect.poll(async () => (await spaceState(frame)).play?.lockedId).toBeNull();
    await tapKeys(frame, enemy.front);
    await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(1);
    expect((await spaceState(frame)).play?.wrongKeys).toBe(0);

    // A hardware key hides the on-screen keyboard; a tap on the field brings it back.
    await page.keyboard.press('z');
    await expect.poll(async () => (await spaceState(frame)).keyboard.visible).toBe(false);
    await frame.locator('#game').tap({ position: { x: 180, y: 300 } });
    await expect.poll(async () => (await spaceState(frame)).keyboard.visible).toBe(true);
  });

  test('shows the learned language’s script on the keys, and right-to-left translations', async ({
    page,
  }) => {
    await page.goto(href.game('space'));
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu');
    await storeList(page, {
      name: 'Русские слова',
      VOC: [
        { front: 'книга', back: 'كتاب', hint: '' },
        { front: 'дом', back: 'בית', hint: '' },
        { front: 'вода', back: '水', hint: '' },
      ],
    });
    await pressButton(frame, 'play', true);
    const play = await waitForScene(frame, 'play');
    const keys = play.keyboard.keys.map((key) => key.key);
    expect(keys.filter((key) => key.length === 1 && key !== ' ')).toEqual([
      'а',
      'в',
      'г',
      'д',
      'и',
      'к',
      'м',
      'н',
      'о',
    ]);
    expect(keys).toEqual(expect.arrayContaining([' ', 'Backspace', 'Hint']));
    const [enemy] = await enemiesInFlight(frame);
    if (!enemy) throw new Error('no enemy');
    expect(['كتاب', 'בית', '水']).toContain(enemy.back);
    await tapKeys(frame, enemy.front);
    await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(1);
  });
});
