/**
 * Both games on phones, upright and held sideways, as a player reaches them: through /game/... in
 * the site’s frame under its header (327 px of game at 812×375, under a 48 px header) and on the game page alone.
 * Every button of the start screen must be on screen and start the game by touch; the play
 * screens must leave room to play; words and hints are drawn whole, never broken inside a word.
 */
import type { Frame, Page } from '@playwright/test';
import type { Box } from '../../src/games/common/test-state.ts';
import { candyState, findPair, waitForScene as waitForCandy } from './candy-helpers.ts';
import { writeDeviceList } from './device-lists.ts';
import { expect, href, test } from './fixtures.ts';
import { enemiesInFlight, spaceState, storeList, waitForScene as waitForSpace } from './space-helpers.ts';

type Game = 'candy' | 'space';

const SIDEWAYS = [
  { width: 640, height: 360 },
  { width: 667, height: 375 },
  { width: 812, height: 375 },
];

/** The game's frame and where its canvas sits on the page. */
type Place = { frame: Frame; dx: number; dy: number };

/** `search`: the test knobs the game reads (`?pace=test&seed=5`, src/games/common/test-pace.ts). */
async function openGame(page: Page, game: Game, alone: boolean, search = ''): Promise<Place> {
  if (alone) {
    await page.goto(`/games/${game}/${search}`);
    return { frame: page.mainFrame(), dx: 0, dy: 0 };
  }
  await page.goto(`${href.game(game)}${search}`);
  const element = page.getByTestId('game-frame');
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())?.contentFrame();
  const box = await element.boundingBox();
  if (!frame || !box) throw new Error('no game frame');
  return { frame, dx: box.x, dy: box.y };
}

async function state(game: Game, frame: Frame) {
  return game === 'candy' ? candyState(frame) : spaceState(frame);
}

async function waitFor(game: Game, frame: Frame, scene: 'menu' | 'play' | 'result') {
  return game === 'candy' ? waitForCandy(frame, scene) : waitForSpace(frame, scene);
}

/** Every box wholly inside the part of the page the player sees. */
function expectOnScreen(page: Page, place: Place, boxes: (Box & { name?: string; key?: string })[]): void {
  const view = page.viewportSize();
  if (!view) throw new Error('no viewport');
  for (const box of boxes) {
    const label = box.name ?? box.key ?? `${box.x},${box.y}`;
    expect(place.dx + box.x - box.width / 2, `${label}: left edge`).toBeGreaterThanOrEqual(place.dx);
    expect(place.dx + box.x + box.width / 2, `${label}: right edge`).toBeLessThanOrEqual(view.width);
    expect(place.dy + box.y - box.height / 2, `${label}: top edge`).toBeGreaterThanOrEqual(place.dy);
    expect(place.dy + box.y + box.height / 2, `${label}: bottom edge`).toBeLessThanOrEqual(view.height);
  }
}

async function tap(page: Page, place: Place, point: { x: number; y: number }): Promise<void> {
  await page.touchscreen.tap(place.dx + point.x, place.dy + point.y);
}

/** The start screen's buttons on screen, Play by touch, the play screen and its pause card on screen. */
async function startByTouch(page: Page, game: Game, alone: boolean): Promise<void> {
  const place = await openGame(page, game, alone);
  const menu = await waitFor(game, place.frame, 'menu');
  const names = menu.buttons.map((button) => button.name);
  expect(names).toEqual(expect.arrayContaining(['play', 'settings', 'home', 'sounds', 'music']));
  expectOnScreen(page, place, menu.buttons);
  const play = menu.buttons.find((button) => button.name === 'play');
  if (!play) throw new Error('no play button');
  await tap(page, place, play);
  const playing = await waitFor(game, place.frame, 'play');
  expectOnScreen(page, place, playing.buttons);
  // The pause card fits too.
  const pause = playing.buttons.find((button) => button.name === 'pause');
  if (!pause) throw new Error('no pause button');
  await tap(page, place, pause);
  await expect
    .poll(async () => (await state(game, place.frame)).buttons.map((button) => button.name))
    .toContain('resume');
  expectOnScreen(page, place, (await state(game, place.frame)).buttons);
}

for (const game of ['candy', 'space'] as const) {
  for (const size of [...SIDEWAYS, { width: 360, height: 640 }]) {
    test.describe(`${game} at ${size.width}×${size.height}`, () => {
      test.use({ viewport: size, hasTouch: true, isMobile: true });

      // Both places a player meets the game, one after the other in one browser context (the
      // second page load finds the game's files in the cache).
      test(`every start-screen button is on screen, and Play starts the game by touch: /game/${game}, then /games/${game}/`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await startByTouch(page, game, false);
        await startByTouch(page, game, true);
      });
    });
  }
}

test.describe('Word Candy Match on a phone held sideways, in the site', () => {
  test.use({ viewport: { width: 812, height: 375 }, hasTouch: true, isMobile: true });

  test('the whole board is on screen and a pair pops by touch', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const place = await openGame(page, 'candy', false);
    const menu = await waitForCandy(place.frame, 'menu');
    // The site's header keeps 48 of the 375 px, and the game has the rest.
    const header = await page.locator('header.header').boundingBox();
    const frame = await page.locator('iframe').boundingBox();
    expect(header?.height).toBe(48);
    expect(frame?.height).toBe(375 - 48);
    const play = menu.buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await tap(page, place, play);
    const state = await waitForCandy(place.frame, 'play');
    const candies = state.play?.candies ?? [];
    expect(candies.length).toBeGreaterThanOrEqual(12);
    expectOnScreen(page, place, candies);
    for (const candy of candies)
      expect(candy.height, `${candy.text} is big enough to tap`).toBeGreaterThanOrEqual(40);
    const pair = await findPair(place.frame);
    if (!pair) throw new Error('no pair');
    for (const candy of pair) await tap(page, place, candy);
    await expect.poll(async () => (await candyState(place.frame)).play?.score).toBe(100);
  });
});

test.describe('Word Candy Match results on a phone held sideways, in the site', () => {
  test.use({ viewport: { width: 640, height: 360 }, hasTouch: true, isMobile: true });

  test('the results and all their buttons fit, and Practice replays the one missed word', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const place = await openGame(page, 'candy', false);
    const menu = await waitForCandy(place.frame, 'menu');
    const play = menu.buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await tap(page, place, play);
    await waitForCandy(place.frame, 'play');
    const wrong = await findPair(place.frame, false);
    if (!wrong) throw new Error('no wrong pair');
    for (const candy of wrong) await tap(page, place, candy);
    await expect.poll(async () => (await candyState(place.frame)).play?.mistakes).toBe(1);
    for (let guard = 0; guard < 20; guard += 1) {
      const pair = await findPair(place.frame);
      if (!pair) break;
      for (const candy of pair) await tap(page, place, candy);
    }
    const result = await waitForCandy(place.frame, 'result');
    expect(result.buttons.map((button) => button.name)).toEqual(['play-again', 'practice', 'menu']);
    expectOnScreen(page, place, result.buttons);
    expect(result.resultScreen?.practice).toBe('Practice 1');
    const practice = result.buttons.find((button) => button.name === 'practice');
    if (!practice) throw new Error('no practice button');
    await tap(page, place, practice);
    const again = await waitForCandy(place.frame, 'play');
    expect(again.play?.deck.map((card) => card.front)).toEqual([wrong[0].text]);
  });
});

test.describe('Space Words on a phone held sideways, in the site', () => {
  test.use({ viewport: { width: 812, height: 375 }, hasTouch: true, isMobile: true });

  test('leaves room to play: keys at the sides, a tall field, and a word shot down by touch', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const place = await openGame(page, 'space', false);
    const menu = await waitForSpace(place.frame, 'menu');
    const play = menu.buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await tap(page, place, play);
    const state = await waitForSpace(place.frame, 'play');
    const field = state.play?.field;
    if (!field) throw new Error('no field');
    // About 80 px of field was left over the keys before.
    expect(field.height).toBeGreaterThanOrEqual(150);
    expect(state.keyboard.visible).toBe(true);
    const keys = state.keyboard.keys;
    expectOnScreen(page, place, keys);
    for (const key of keys) {
      const apart =
        Math.abs(key.x - field.x) >= (key.width + field.width) / 2 ||
        Math.abs(key.y - field.y) >= (key.height + field.height) / 2;
      expect(apart, `key ${key.key} is clear of the field`).toBe(true);
      expect(key.height).toBeGreaterThanOrEqual(34);
    }
    const [enemy] = await enemiesInFlight(place.frame);
    if (!enemy) throw new Error('no enemy');
    for (const char of enemy.front) {
      const key = (await spaceState(place.frame)).keyboard.keys.find((candidate) => candidate.key === char);
      if (!key) throw new Error(`no key ${char}`);
      await tap(page, place, key);
    }
    await expect.poll(async () => (await spaceState(place.frame)).play?.destroyed).toBe(1);
  });
});

/** Band-list words and hints as long as the IELTS lists have them. */
const LONG_LIST = {
  name: 'IELTS Band 7 Vocabulary',
  VOC: [
    { front: 'proposition', back: 'proposition, trace, hint, tint', hint: 'an idea put forward' },
    { front: 'undertaking', back: 'enterprise, venture, project, task', hint: 'a task taken on' },
    { front: 'blow-up', back: 'explosion, outburst, eruption', hint: 'a sudden burst' },
    {
      front: 'haemorrhage',
      back: 'hemorrhage, haemorrhage',
      hint: 'a bodily process occurring due to the effect of some antecedent',
    },
    { front: 'contribute', back: 'add, bring, impart, bestow', hint: 'to give something' },
    { front: 'well-being', back: 'welfare, wellness, prosperity', hint: 'a state of health' },
  ],
};

/** The words of the lines, in order, are the words of the text: no word cut or lost. */
function expectWholeWords(text: string, lines: string[]): void {
  const joined = lines.join(' ').replace(/- /g, '-');
  expect(joined.split(/\s+/), `"${text}" drawn as ${JSON.stringify(lines)}`).toEqual(text.split(/\s+/));
}

test.describe('long words at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('Word Candy Match draws every word whole, inside its candy', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const place = await openGame(page, 'candy', false);
    await waitForCandy(place.frame, 'menu');
    await writeDeviceList(page, [0, 1], LONG_LIST);
    const menu = await waitForCandy(place.frame, 'menu');
    const play = menu.buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await tap(page, place, play);
    await expect
      .poll(async () => (await candyState(place.frame)).play?.candies.length ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(12);
    const candies = (await candyState(place.frame)).play?.candies ?? [];
    expect(candies.map((candy) => candy.text)).toContain('proposition, trace, hint, tint');
    for (const candy of candies) {
      expectWholeWords(candy.text, candy.label.lines);
      expect(candy.label.width, `${candy.text} fits its candy`).toBeLessThanOrEqual(
        candy.label.room.width + 0.5,
      );
      expect(candy.label.lines.length * candy.label.fontSize * 1.12).toBeLessThanOrEqual(
        candy.label.room.height + 0.5,
      );
    }
  });

  test('Space Words draws labels whole and a long hint whole on its line', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Seed 5 sends the long word first, whatever the lanes (checked against SpaceRound); the test
    // pace brings it in a second or two.
    const place = await openGame(page, 'space', false, '?pace=test&seed=5');
    await waitForSpace(place.frame, 'menu');
    await storeList(page, JSON.parse(JSON.stringify(LONG_LIST)));
    const menu = await waitForSpace(place.frame, 'menu');
    const play = menu.buttons.find((button) => button.name === 'play');
    if (!play) throw new Error('no play button');
    await tap(page, place, play);
    await waitForSpace(place.frame, 'play');
    const seen = new Set<string>();
    // Labels of the enemies as they come; the hint of the long one asked for when it flies.
    await expect
      .poll(
        async () => {
          const enemies = (await spaceState(place.frame)).play?.enemies ?? [];
          for (const enemy of enemies) {
            expectWholeWords(enemy.back, enemy.label.lines);
            expect(enemy.label.width, `${enemy.back} fits its pill`).toBeLessThanOrEqual(
              enemy.label.room.width + 0.5,
            );
            seen.add(enemy.front);
          }
          return enemies.some((enemy) => enemy.front === 'haemorrhage');
        },
        // The first enemy of seed 5; its label is checked as it flies.
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(true);
    const target = (await spaceState(place.frame)).play?.enemies.find(
      (enemy) => enemy.front === 'haemorrhage',
    );
    if (!target) throw new Error('no haemorrhage');
    const key = (await spaceState(place.frame)).keyboard.keys.find((candidate) => candidate.key === 'h');
    const hint = (await spaceState(place.frame)).keyboard.keys.find((candidate) => candidate.key === 'Hint');
    if (!key || !hint) throw new Error('no keys');
    await tap(page, place, key);
    await tap(page, place, hint);
    await expect
      .poll(async () => (await spaceState(place.frame)).play?.hintLine?.text ?? '')
      .toContain('antecedent');
    const line = (await spaceState(place.frame)).play?.hintLine;
    if (!line) throw new Error('no hint line');
    expectWholeWords(line.text, line.lines);
    expect(line.lines.join(' ')).not.toContain('…');
    expect(line.lines.join(' ')).toContain('a bodily process occurring due to the effect of some antecedent');
    expect(line.fontSize).toBeGreaterThanOrEqual(10);
    expect(line.x + line.width / 2).toBeLessThanOrEqual(375);
  });
});
