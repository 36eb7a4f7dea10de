/**
 * A word card, the one shape every list has (a sheet's rows, a built-in band, the Test
 * Vocabulary), and the one cleaner that makes a card out of untrusted text.
 */
export type WordCard = { front: string; back: string; hint: string };

/** Limits on untrusted word data: longer text is cut, extra cards are dropped. */
export const MAX_CARD_TEXT_LENGTH = 160;
const MAX_HINT_LENGTH = 300;
export const MAX_CARDS = 2000;

/**
 * Untrusted text made safe to show: control characters become spaces (they would draw as boxes),
 * runs of white space one space, trimmed, cut to `max` characters (whole code points, so an emoji
 * is never split). A finite number becomes its text; anything else is empty.
 */
export function cleanText(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  const cleaned = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, max).join('');
}

/** One card from untrusted parts, or null when it has no word or no translation. */
export function cleanCard(front: unknown, back: unknown, hint: unknown): WordCard | null {
  const card = {
    front: cleanText(front, MAX_CARD_TEXT_LENGTH),
    back: cleanText(back, MAX_CARD_TEXT_LENGTH),
    hint: cleanText(hint, MAX_HINT_LENGTH),
  };
  return card.front && card.back ? card : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One word card from untrusted data, or null when it has no word or no translation. */
function parseWordCard(value: unknown): WordCard | null {
  return isObject(value) ? cleanCard(value.front, value.back, value.hint) : null;
}

/** The usable cards of untrusted data, at most MAX_CARDS. */
export function parseWordCards(value: unknown): WordCard[] {
  if (!Array.isArray(value)) return [];
  const cards: WordCard[] = [];
  for (const item of value) {
    const card = parseWordCard(item);
    if (card) cards.push(card);
    if (cards.length >= MAX_CARDS) break;
  }
  return cards;
}

/**
 * A slot's stored list (browser storage text): `{ name, VOC: WordCard[] }` or a bare `WordCard[]`.
 * Returns null for anything unreadable or without a single usable card.
 */
export function parseStoredList(text: string | null): { name: string | null; cards: WordCard[] } | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(value) ? value : isObject(value) ? value.VOC : undefined;
  const cards = parseWordCards(list);
  if (cards.length === 0) return null;
  const name = isObject(value) ? cleanText(value.name, MAX_CARD_TEXT_LENGTH) : '';
  return { name: name || null, cards };
}
