import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParaphraseEntry } from '../../shared/game-modes.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { lookupKey } from '../../shared/paraphrases.ts';
import { createRng } from '../../shared/rng.ts';
import { paraphraseDeck, paraphrasesOverlap } from './paraphrase-deck.ts';
import { CandyRound } from './round.ts';

const entry = (front: string, synonyms: string[], definition = `what ${front} means`): ParaphraseEntry => ({
  front,
  band: 7,
  synonyms,
  definition,
  upgrades: [],
});
const card = (front: string): WordCard => ({ front, back: `translation of ${front}`, hint: '' });

const ENTRIES = [
  entry('result', ['effect', 'consequence', 'outcome']),
  entry('outcome', ['result', 'upshot']),
  entry('effect', ['impact']),
  entry('impact', ['influence']),
  entry('choose', ['select', 'pick']),
  entry('pick', ['gather']),
  entry('assess', ['evaluate', 'judge']),
  entry('big', ['big']),
  entry('purchase', ['buy']),
];
const CARDS = [...ENTRIES.map((item) => card(item.front)), card('banana')];

describe('pairing words with paraphrases (Word Candy Match, Paraphrase)', () => {
  it('pairs each word with one of its synonyms, with the sense’s definition as the hint', () => {
    const deck = paraphraseDeck([card('assess')], ENTRIES, createRng(3));
    expect(deck).toHaveLength(1);
    expect(['evaluate', 'judge']).toContain(deck[0]?.back);
    expect(deck[0]).toMatchObject({ front: 'assess', hint: 'what assess means' });
  });

  it('leaves out words with no data or whose only synonym is the word itself', () => {
    const deck = paraphraseDeck([card('banana'), card('big'), card('purchase')], ENTRIES, createRng(1));
    expect(deck.map((item) => `${item.front}=${item.back}`)).toEqual(['purchase=buy']);
  });

  it('sees an overlap when the words share a synonym or one is the other’s synonym', () => {
    const [result, outcome, effect, impact, choose, pick, assess] = ENTRIES as [
      ParaphraseEntry,
      ParaphraseEntry,
      ParaphraseEntry,
      ParaphraseEntry,
      ParaphraseEntry,
      ParaphraseEntry,
      ParaphraseEntry,
    ];
    expect(paraphrasesOverlap(result, outcome)).toBe(true);
    expect(paraphrasesOverlap(result, effect)).toBe(true);
    expect(paraphrasesOverlap(effect, impact)).toBe(true);
    expect(paraphrasesOverlap(choose, pick)).toBe(true);
    expect(paraphrasesOverlap(assess, choose)).toBe(false);
    expect(paraphrasesOverlap(result, impact)).toBe(false);
  });

  it('never puts two overlapping words in one round, so no board holds two right partners', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, dealt) => {
        const deck = paraphraseDeck(CARDS, ENTRIES, createRng(seed), 16, dealt);
        const played = deck.map((item) => ENTRIES.find((e) => e.front === item.front) as ParaphraseEntry);
        for (const [i, a] of played.entries()) {
          for (const b of played.slice(i + 1)) expect(paraphrasesOverlap(a, b)).toBe(false);
        }
        // Every candy text on the board is distinct: a word never equals another word's partner.
        const texts = deck.flatMap((item) => [lookupKey(item.front), lookupKey(item.back)]);
        expect(new Set(texts).size).toBe(texts.length);
        // The board: a Word Candy Match round on these cards shows each pair once.
        const round = new CandyRound({
          cards: deck,
          seed,
          cols: 4,
          rows: 4,
          listId: 'ielts-band-7',
          listName: 'Band 7',
          dealt: true,
        });
        expect(round.deck).toHaveLength(deck.length);
      }),
    );
  });

  it('keeps the learning engine’s order when dealt: the first words that fit play', () => {
    const deck = paraphraseDeck(CARDS, ENTRIES, createRng(9), 3, true);
    // result plays; outcome and effect overlap it; impact, choose fit; pick overlaps choose.
    expect(deck.map((item) => item.front)).toEqual(['result', 'impact', 'choose']);
  });

  it('reports the round as a Paraphrase round', () => {
    const deck = paraphraseDeck(CARDS, ENTRIES, createRng(9), 3, true);
    const round = new CandyRound({
      cards: deck,
      seed: 1,
      cols: 4,
      rows: 4,
      listId: 'ielts-band-7',
      listName: 'Band 7',
      dealt: true,
      mode: 'paraphrase',
    });
    expect(round.results().mode).toBe('paraphrase');
  });
});
