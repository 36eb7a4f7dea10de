/**
 * Issue #34's done-when: a learner whose native language is Spanish sees Band 5's page with the
 * Spanish words and opens it in Word Candy Match's Translation mode, and the round pairs each word with its Spanish translation
 * (the band lists' data, data/ielts/translations/es.json). The words' building, the fallback to
 * the English clue and the start screen's line are unit and API tests
 * (src/web/features/play/translations.test.ts, src/games/common/modes.test.ts, ielts.test.ts).
 */
import { readFileSync } from 'node:fs';
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, signUpQuickly, storedToken, test } from './fixtures.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const band5 = read('../../data/ielts/band-5.json') as { word: string; pos: string }[];
const spanish = (
  read('../../data/ielts/translations/es.json') as { entries: Record<string, { t: string[] }> }
).entries;
const spanishOf = (word: string) => {
  const entry = band5.find((item) => item.word === word);
  return entry ? spanish[`5/${entry.word}/${entry.pos}`]?.t.join(', ') : undefined;
};

test('a Spanish-speaking learner matches Band 5 words with their Spanish translations in Word Candy Match', async ({
  page,
}) => {
  await signUpQuickly(page);
  const saved = await page.request.post('/api/tests/user-languages', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { languageNative: 'es', languageLearn: 'en' },
  });
  expect(saved.status()).toBe(200);
  await page.goto(href.ieltsBand(5));
  // The band page shows it too: the translation under each word (the first: state, estado).
  await expect(page.getByText(spanishOf('state') ?? 'missing', { exact: true }).first()).toBeVisible();
  await page.getByTestId('play-band').getByRole('button', { name: 'Play in Word Candy Match' }).click();
  await expect(page).toHaveURL(/\/game\/candy$/);

  const frame = await gameFrame(page);
  const menu = await waitForScene(frame, 'menu');
  expect(menu.mode).toBe('translation');
  expect(menu.modeNote).toBe('All 300 words have a Spanish translation');
  await pressButton(frame, 'play');
  const round = await waitForScene(frame, 'play');
  const deck = round.play?.deck ?? [];
  expect(deck.length).toBeGreaterThan(0);
  for (const card of deck) expect(card.back, card.front).toBe(spanishOf(card.front));

  // A word's candy and its Spanish translation's candy make a pair: they pop and score.
  const pair = await findPair(frame);
  expect(pair).not.toBeNull();
  if (!pair) return;
  expect(pair[1].text).toBe(spanishOf(pair[0].text));
  await choosePair(frame, pair);
  await expect.poll(async () => (await candyState(frame)).play?.score ?? 0).toBeGreaterThan(0);
});
