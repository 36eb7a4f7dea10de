/**
 * Game modes (docs/decisions/017-game-modes.md): a Paraphrase round of Word Candy Match, an upgrade wave and a dictation
 * wave of Space Words. Speech is stood in for at the `speechSynthesis` boundary: the page gets a
 * synthesis that records what it is asked to say, with an English voice or with none.
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import type { IeltsEntry } from '../../src/shared/ielts.ts';
import {
  pressButton as candyPress,
  waitForScene as candyScene,
  candyState,
  choosePair,
  findPair,
  gameFrame,
} from './candy-helpers.ts';
import { writeDeviceList } from './device-lists.ts';
import { expect, href, test } from './fixtures.ts';
import {
  enemiesInFlight,
  pressButton,
  spaceFrame,
  spaceState,
  typeKeys,
  waitForScene,
} from './space-helpers.ts';

const BAND_5: IeltsEntry[] = JSON.parse(
  readFileSync(new URL('../../data/ielts/band-5.json', import.meta.url), 'utf8'),
);
const synonymsOf = (word: string) => BAND_5.find((entry) => entry.word === word)?.synonyms ?? [];

/** The band 7-9 headwords of the lists. */
const STRONG = new Set(
  [7, 8, 9].flatMap((band) =>
    (
      JSON.parse(
        readFileSync(new URL(`../../data/ielts/band-${band}.json`, import.meta.url), 'utf8'),
      ) as IeltsEntry[]
    ).map((entry) => entry.word),
  ),
);
/**
 * Five band 5 words with band 7-9 synonyms in the lists (the sheet adds one word the lists do not
 * hold): a short round, and the first wave of Space Words deals some of them twice.
 */
const BAND_WORDS = BAND_5.filter((entry) => entry.synonyms.some((synonym) => STRONG.has(synonym)))
  .slice(0, 5)
  .map((entry) => entry.word);
const SHEET = {
  name: 'My IELTS sheet',
  VOC: [
    ...BAND_WORDS.map((front) => ({ front, back: `(${front} in my language)`, hint: '' })),
    { front: 'zorbing', back: 'rolling downhill in a ball', hint: '' },
  ],
};

/** Every slot a visitor's games read (one sheet for all, or each game's own). */
const storeSheet = (page: Page, list: object) => writeDeviceList(page, [0, 1, 2], list);

/** Stands in for the browser's speech: records what it says; `english` gives it an English voice. */
async function standInSpeech(page: Page, english: boolean): Promise<void> {
  await page.addInitScript((withVoice) => {
    const said: string[] = [];
    const voices = withVoice
      ? [{ name: 'Stand-in', lang: 'en-GB', voiceURI: 'stand-in', localService: true, default: true }]
      : [];
    class Utterance {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speaking: false,
        pending: false,
        paused: false,
        getVoices: () => voices,
        speak: (utterance: Utterance) => said.push(utterance.text),
        cancel: () => undefined,
        pause: () => undefined,
        resume: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    (window as unknown as { __said: string[] }).__said = said;
  }, english);
}

/** Space Words in Dictation on a two-word sheet, with an English voice, played from the start screen. */
async function startDictation(page: Page, search: string): Promise<Frame> {
  await standInSpeech(page, true);
  await page.goto(`${href.game('space')}${search}`);
  const frame = await spaceFrame(page);
  await waitForScene(frame, 'menu');
  await storeSheet(page, {
    name: 'Spelling',
    VOC: [
      { front: 'receive', back: 'recevoir', hint: '' },
      { front: 'well-being', back: 'bien-être', hint: '' },
    ],
  });
  await pressButton(frame, 'mode-dictation');
  await expect.poll(async () => (await spaceState(frame)).modeNote).toContain('spelling must be exact');
  const menu = await waitForScene(frame, 'menu');
  expect(menu.listName).toBe('Spelling');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  return frame;
}

test.describe('game modes', () => {
  test('Word Candy Match in Paraphrase mode pairs each word with a synonym from the band lists, and remembers the mode', async ({
    page,
  }) => {
    // Quick moves on the board (the game's reduced-motion path): the same round, sooner.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(href.game('candy'));
    let frame = await gameFrame(page);
    let menu = await candyScene(frame, 'menu');
    expect(menu.mode).toBe('translation');
    expect(menu.buttons.map((button) => button.name)).toEqual(
      expect.arrayContaining(['mode-translation', 'mode-paraphrase']),
    );
    await storeSheet(page, SHEET);
    await candyScene(frame, 'menu');
    await candyPress(frame, 'mode-paraphrase');
    // The sheet's words found in the lists play; the start screen says so.
    await expect
      .poll(async () => {
        const state = await candyState(frame);
        return state.scene === 'menu' && state.ready ? state.modeNote : '';
      })
      .toContain(`only the ${BAND_WORDS.length} words found in the built-in IELTS lists play`);
    menu = await candyState(frame);
    expect(menu.mode).toBe('paraphrase');
    expect(menu.listName).toBe('My IELTS sheet');

    // Remembered: a reload opens in Paraphrase.
    await page.reload();
    frame = await gameFrame(page);
    await expect.poll(async () => (await candyState(frame)).mode).toBe('paraphrase');
    await candyScene(frame, 'menu');
    await expect.poll(async () => (await candyState(frame)).paraphraseWords).toBe(BAND_WORDS.length);

    await candyPress(frame, 'play');
    const play = await candyScene(frame, 'play');
    const fronts = play.play?.candies.filter((candy) => candy.side === 'front') ?? [];
    expect(fronts.length).toBeGreaterThan(0);
    for (const front of fronts) {
      expect(BAND_WORDS).toContain(front.text);
      const partner = play.play?.candies.find(
        (candy) => candy.side === 'back' && candy.pairId === front.pairId,
      );
      if (partner) expect(synonymsOf(front.text)).toContain(partner.text);
    }
    // No translation stands on the board.
    expect(play.play?.candies.map((candy) => candy.text).join(' ')).not.toContain('in my language');

    // Play the round to the end: every pair right.
    for (let guard = 0; guard < 20; guard += 1) {
      const pair = await findPair(frame);
      if (!pair) break;
      expect(synonymsOf(pair[0].text)).toContain(pair[1].text);
      await choosePair(frame, pair);
    }
    const result = await candyScene(frame, 'result');
    expect(result.resultScreen?.rows.length).toBeGreaterThan(0);
    expect(result.resultScreen?.rows.every((row) => row.verdict === 'right')).toBe(true);
    expect(result.resultScreen?.rows.every((row) => BAND_WORDS.includes(row.front))).toBe(true);
  });

  test('Space Words’ upgrade wave: a plain band 5 word falls, and a stronger band 7-9 paraphrase shoots it down', async ({
    page,
  }) => {
    // The test pace (src/games/common/test-pace.ts): the enemies come in quick succession.
    await page.goto(`${href.game('space')}?pace=test`);
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu');
    await storeSheet(page, SHEET);
    await pressButton(frame, 'mode-paraphrase');
    await expect.poll(async () => (await spaceState(frame)).paraphraseWords).toBe(BAND_WORDS.length);
    const menu = await waitForScene(frame, 'menu');
    expect(menu.modeNote).toContain('Type a stronger band 7-9 word for each plain word');
    await pressButton(frame, 'play');
    const start = await waitForScene(frame, 'play');
    expect(start.play?.mode).toBe('paraphrase');
    // Each enemy carries a plain word of the sheet; its answers are that word's band 7-9 synonyms.
    for (const card of start.play?.deck ?? []) {
      expect(BAND_WORDS).toContain(card.back);
      expect(card.recordAs).toBe(card.back);
      expect(card.front.split(' / ').every((answer) => synonymsOf(card.back).includes(answer))).toBe(true);
    }

    // Three enemies, each shot down with a stronger word as it comes, typed as a learner would
    // (every paraphrase accepted, the forgiving rules: src/games/space/modes.test.ts).
    for (let shot = 0; shot < 3; shot += 1) {
      const [enemy] = await enemiesInFlight(frame, 1);
      if (!enemy) throw new Error('no enemy');
      const answers = enemy.front.split(' / ');
      // The second listed paraphrase is as good as the first; case does not count.
      const answer = (answers[1] ?? answers[0] ?? '').toUpperCase();
      await typeKeys(frame, answer);
      await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(shot + 1);
    }
    const after = await spaceState(frame);
    expect(after.play?.shields).toBe(3);
    expect(after.play?.wrongKeys).toBe(0);
  });

  test('Space Words’ dictation wave: the word is spoken as it comes and said again on demand', async ({
    page,
  }) => {
    // The players' pace: the next enemy (whose word is said as it comes) is seconds away.
    const frame = await startDictation(page, '');

    // An enemy carries a sound, not text, and its word is said as it appears.
    const [enemy] = await enemiesInFlight(frame, 1, 30_000);
    if (!enemy) throw new Error('no enemy');
    expect(enemy.label.lines).toEqual(['♪ listen']);
    const said = () => frame.evaluate(() => [...(window as unknown as { __said: string[] }).__said]);
    await expect.poll(said).toContain(enemy.front);
    const state = await spaceState(frame);
    expect(state.play?.spoken[0]).toBe(enemy.front);

    // Enter and the speaker button say it again.
    const count = (await said()).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await said()).length).toBe(count + 1);
    await pressButton(frame, 'say-again');
    await expect.poll(async () => (await said()).length).toBe(count + 2);
    expect((await said()).slice(-2)).toEqual([enemy.front, enemy.front]);
  });

  test('Space Words’ dictation wave must be spelt exactly; the results show the misspelling', async ({
    page,
  }) => {
    // Twice the players' pace (src/games/common/test-pace.ts): time to type the first word, and
    // the rest land in seconds (about 20 s in all on a quiet machine: more than the default 30 s
    // once the machine is busy).
    test.setTimeout(60_000);
    const frame = await startDictation(page, '?pace=2');
    const [enemy] = await enemiesInFlight(frame, 1, 30_000);
    if (!enemy) throw new Error('no enemy');

    // Strict: a space for the hyphen of well-being, or an "ie" for "ei", is a wrong letter.
    const typo = enemy.front === 'receive' ? 'reci' : 'well ';
    await typeKeys(frame, typo);
    await expect.poll(async () => (await spaceState(frame)).play?.wrongKeys).toBe(1);
    await typeKeys(frame, enemy.front.slice(typo.length - 1));
    await expect.poll(async () => (await spaceState(frame)).play?.destroyed).toBe(1);

    // Let the rest through: the game ends, and the results show the misspelling beside the word.
    const result = await waitForScene(frame, 'result', 45_000);
    const rows = result.resultScreen?.rows ?? [];
    const row = rows.find((item) => item.front === enemy.front);
    expect(row?.verdict).toBe('missed');
    expect(row?.note).toContain(`you typed “${typo}…”`);
    expect(result.result?.words.find((word) => word.front === enemy.front)?.matched).toBe(true);
  });

  test('Dictation says so and does not start when the device has no English voice', async ({ page }) => {
    await standInSpeech(page, false);
    await page.goto(href.game('space'));
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'mode-dictation');
    await expect
      .poll(async () => (await spaceState(frame)).modeNote)
      .toBe('Dictation needs an English voice, and this device has none. Choose another mode.');
    const menu = await waitForScene(frame, 'menu');
    expect(menu.buttons.find((button) => button.name === 'play')?.enabled).toBe(false);
    // Back to Translation: playable again.
    await pressButton(frame, 'mode-translation');
    await expect
      .poll(async () => (await spaceState(frame)).buttons.find((button) => button.name === 'play')?.enabled)
      .toBe(true);
  });
});
