/**
 * Made-up words for the benchmark (`?stress=30`): enough distinct cards, none the start of
 * another and none a look-alike of another (a round would hold it back), to keep thirty enemies in flight.
 */
import type { WordCard } from '../../shared/game-protocol.ts';
import { lookAlike } from '../../shared/word-lists/look-alike.ts';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'su',
  'ta',
  'ri',
  'po',
  've',
  'zu',
  'da',
  'fe',
  'go',
  'hi',
  'ju',
  'bo',
];

export function benchCards(count: number): WordCard[] {
  const cards: WordCard[] = [];
  for (let index = 0; cards.length < count && index < 4096; index += 1) {
    const a = SYLLABLES[index % 16] ?? 'ka';
    const b = SYLLABLES[Math.floor(index / 16) % 16] ?? 'lo';
    const c = SYLLABLES[(index * 7 + 3) % 16] ?? 'mi';
    const front = `${a}${b}${c}`;
    if (cards.some((card) => lookAlike(card.front, front))) continue;
    const back = [...front].reverse().join('');
    cards.push({ front, back: back.charAt(0).toUpperCase() + back.slice(1), hint: '' });
  }
  return cards;
}
