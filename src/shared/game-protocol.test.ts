import { describe, expect, it } from 'vitest';
import { parseFrameMessage, parseRoundResults, parseSiteMessage, reviewNote } from './game-protocol.ts';
import { STANDALONE_TEST_VOCABULARY, TEST_VOCABULARY_NAME } from './test-vocabulary.ts';
import { SAMPLE_ROUND_RESULTS as results } from './testing/fixtures.ts';

describe('frame messages', () => {
  it('accepts the known types', () => {
    expect(parseFrameMessage({ type: 'sync-vocabularies', data: { game: 'candy' } })).toEqual({
      type: 'sync-vocabularies',
      data: { game: 'candy' },
    });
    expect(parseFrameMessage({ type: 'settings-popup', data: { game: 'space' } })?.type).toBe(
      'settings-popup',
    );
    expect(parseFrameMessage({ type: 'homepage' })).toEqual({ type: 'homepage', data: null });
    // A round's results pass unchecked: the site checks them where it records the round.
    expect(parseFrameMessage({ type: 'round-results', data: results, extra: 1 })).toEqual({
      type: 'round-results',
      data: results,
    });
    expect(parseRoundResults(results)).toEqual(results);
    expect(
      parseFrameMessage({ type: 'mute-changed', data: { isSoundsMuted: true, isMusicMuted: false } }),
    ).toEqual({ type: 'mute-changed', data: { isSoundsMuted: true, isMusicMuted: false } });
  });

  it('ignores unknown types and malformed data', () => {
    for (const message of [
      null,
      'homepage',
      { type: 'format-disk' },
      { type: 'sync-vocabularies', data: { game: 'chess' } },
      [{ type: 'homepage' }],
      { type: 'settings-popup' },
      { type: 'settings-popup', data: { game: 'toString' } },
      { type: 'mute-changed', data: { isSoundsMuted: 'yes', isMusicMuted: false } },
      { type: 'mute-changed' },
    ]) {
      expect(parseFrameMessage(message)).toBeNull();
    }
    for (const data of [
      undefined,
      { ...results, score: -1 },
      { ...results, words: [{ front: 'a' }] },
      { ...results, game: 'chess' },
    ]) {
      expect(parseRoundResults(data)).toBeNull();
    }
  });

  it('drops the keys a message does not know', () => {
    expect(
      parseFrameMessage({ type: 'settings-popup', data: { game: 'candy', url: 'https://example.com' } }),
    ).toEqual({ type: 'settings-popup', data: { game: 'candy' } });
    expect(
      parseFrameMessage({ type: 'mute-changed', data: { isSoundsMuted: false, isMusicMuted: true, x: 1 } }),
    ).toEqual({ type: 'mute-changed', data: { isSoundsMuted: false, isMusicMuted: true } });
    expect(parseFrameMessage({ type: 'homepage', data: { to: 'elsewhere' } })).toEqual({
      type: 'homepage',
      data: null,
    });
  });
});

describe('the list a round is played on', () => {
  const words = {
    game: 'space',
    name: 'Stage 12',
    cards: STANDALONE_TEST_VOCABULARY,
    isSoundsMuted: false,
    isMusicMuted: false,
  };

  it('names the list in the words the site sends, and refuses words that name none', () => {
    const message = parseSiteMessage({ type: 'vocabularies', data: { ...words, listId: 'career-12' } });
    expect(message?.type === 'vocabularies' && message.data.listId).toBe('career-12');
    for (const listId of [undefined, '', 'career-82', 'ielts-band-4', 'community-0', 42]) {
      expect(parseSiteMessage({ type: 'vocabularies', data: { ...words, listId } })).toBeNull();
    }
  });

  it('carries the list id the game echoes in its results, whatever list is selected by then', () => {
    for (const listId of ['community-7', 'career-3', '1AbCdEfGhIjKlMnOpQrStUvWxYz', 'ielts-band-9']) {
      expect(parseRoundResults({ ...results, listId })?.listId).toBe(listId);
    }
    // Rounds from older games (still in a browser's history) name no list; a malformed id is refused.
    const { listId: _, ...older } = results;
    const parsed = parseRoundResults(older);
    expect(parsed).not.toBeNull();
    expect(parsed && 'listId' in parsed).toBe(false);
    expect(parseRoundResults({ ...results, listId: 'career-0' })).toBeNull();
  });
});

describe('speech through the site (the app, whose WebView has no speech synthesis)', () => {
  it('parses a speak request, cleaning the text and refusing a bad language', () => {
    expect(parseFrameMessage({ type: 'speak', data: { text: ' remarkable ', lang: 'en-GB' } })).toEqual({
      type: 'speak',
      data: { text: 'remarkable', lang: 'en-GB' },
    });
    expect(parseFrameMessage({ type: 'speak', data: { text: 'word', lang: 'javascript:x' } })?.data).toEqual({
      text: 'word',
      lang: null,
    });
    for (const data of [null, {}, { text: 42 }, { text: '   ' }]) {
      expect(parseFrameMessage({ type: 'speak', data })).toBeNull();
    }
  });

  it('passes on that the site speaks for the game, and nothing else in that field', () => {
    const data = {
      game: 'candy',
      listId: 'test-vocabulary',
      name: 'Test Vocabulary',
      cards: STANDALONE_TEST_VOCABULARY,
      isSoundsMuted: false,
      isMusicMuted: true,
    };
    const site = parseSiteMessage({ type: 'vocabularies', data: { ...data, speech: 'site' } });
    expect(site?.type === 'vocabularies' && site.data.speech).toBe('site');
    const other = parseSiteMessage({ type: 'vocabularies', data: { ...data, speech: 'elsewhere' } });
    expect(other?.type === 'vocabularies' && 'speech' in other.data).toBe(false);
  });
});

describe('site messages', () => {
  it('parses word data, cleaning the cards', () => {
    const message = parseSiteMessage({
      type: 'vocabularies',
      data: {
        game: 'candy',
        listId: 'test-vocabulary',
        name: 'Test Vocabulary',
        cards: [...STANDALONE_TEST_VOCABULARY, { front: 'no back' }],
        isSoundsMuted: false,
        isMusicMuted: true,
        languageLearn: 'en',
        languageNative: 'javascript:alert(1)',
      },
    });
    expect(message?.type).toBe('vocabularies');
    if (message?.type !== 'vocabularies') return;
    expect(message.data.cards).toHaveLength(STANDALONE_TEST_VOCABULARY.length);
    expect(message.data.languageLearn).toBe('en');
    expect(message.data.languageNative).toBeNull();
  });

  it('keeps the dealer’s counts when they are sound, and drops them otherwise', () => {
    const data = {
      game: 'space',
      listId: 'ielts-band-5',
      name: 'IELTS Band 5 Vocabulary',
      cards: STANDALONE_TEST_VOCABULARY,
      isSoundsMuted: false,
      isMusicMuted: false,
    };
    const dealt = parseSiteMessage({
      type: 'vocabularies',
      data: { ...data, dealt: { due: 3, fresh: 280 } },
    });
    expect(dealt?.type === 'vocabularies' && dealt.data.dealt).toEqual({ due: 3, fresh: 280 });
    // A short round keeps the list's size and the words its mode plays, for the start screen.
    const short = parseSiteMessage({
      type: 'vocabularies',
      data: { ...data, dealt: { due: 0, fresh: 10, pace: 10, listed: 13, playable: 12, extra: 4 } },
    });
    expect(short?.type === 'vocabularies' && short.data.dealt).toEqual({
      due: 0,
      fresh: 10,
      pace: 10,
      listed: 13,
      playable: 12,
    });
    const badCount = parseSiteMessage({
      type: 'vocabularies',
      data: { ...data, dealt: { due: 0, fresh: 10, listed: -3 } },
    });
    expect(badCount?.type === 'vocabularies' && badCount.data.dealt).toEqual({ due: 0, fresh: 10 });
    for (const bad of [{ due: -1, fresh: 2 }, { due: 1.5, fresh: 2 }, { due: 1 }, 'many']) {
      const message = parseSiteMessage({ type: 'vocabularies', data: { ...data, dealt: bad } });
      expect(message?.type === 'vocabularies' && 'dealt' in message.data).toBe(false);
    }
  });

  it('carries the game modes’ fields additively: the mode asked for, the paraphrases, the round’s mode', () => {
    expect(
      parseFrameMessage({ type: 'sync-vocabularies', data: { game: 'space', mode: 'dictation' } }),
    ).toEqual({
      type: 'sync-vocabularies',
      data: { game: 'space', mode: 'dictation' },
    });
    // Candy has no dictation: it asks for Translation.
    expect(
      parseFrameMessage({ type: 'sync-vocabularies', data: { game: 'candy', mode: 'dictation' } })?.data,
    ).toEqual({ game: 'candy', mode: 'translation' });
    expect(
      parseFrameMessage({ type: 'sync-vocabularies', data: { game: 'candy', mode: 'x' } })?.data,
    ).toEqual({
      game: 'candy',
    });
    expect(parseRoundResults({ ...results, mode: 'paraphrase' })?.mode).toBe('paraphrase');

    const message = parseSiteMessage({
      type: 'vocabularies',
      data: {
        game: 'space',
        listId: 'ielts-band-5',
        name: 'Band 5',
        cards: STANDALONE_TEST_VOCABULARY,
        isSoundsMuted: false,
        isMusicMuted: false,
        paraphrases: [
          {
            front: 'conclusion',
            band: 5,
            synonyms: ['decision', 7, ''],
            definition: 'a position reached',
            upgrades: [
              { plain: 'conclusion', stronger: ['decision'] },
              { plain: '', stronger: ['x'] },
            ],
          },
          { front: 'bad', band: 12, synonyms: [] },
          'junk',
        ],
      },
    });
    expect(message?.type === 'vocabularies' && message.data.paraphrases).toEqual([
      {
        front: 'conclusion',
        band: 5,
        synonyms: ['decision', '7'],
        definition: 'a position reached',
        upgrades: [{ plain: 'conclusion', stronger: ['decision'] }],
      },
    ]);
  });

  it('carries Translation mode’s summary on a built-in list additively, and drops a malformed one', () => {
    const vocabularies = (translations: unknown) => {
      const message = parseSiteMessage({
        type: 'vocabularies',
        data: {
          game: 'candy',
          listId: 'ielts-band-5',
          name: 'Band 5',
          cards: STANDALONE_TEST_VOCABULARY,
          isSoundsMuted: false,
          isMusicMuted: false,
          translations,
        },
      });
      return message?.type === 'vocabularies' ? message.data : null;
    };
    expect(vocabularies({ language: 'es', translated: 298 })?.translations).toEqual({
      language: 'es',
      translated: 298,
    });
    for (const junk of [
      undefined,
      'es',
      { language: 'es' },
      { language: '<b>', translated: 3 },
      { language: 'es', translated: -1 },
    ]) {
      const data = vocabularies(junk);
      expect(data?.cards.length).toBeGreaterThan(0);
      expect(data).not.toHaveProperty('translations');
    }
  });

  it('carries a Space word’s hint and how often it was shot down and got through; older rounds lack them', () => {
    const word = (review: object) =>
      parseRoundResults({
        ...results,
        game: 'space',
        words: [{ front: 'policy', back: 'politique', matched: true, mistakes: 0, hinted: true, review }],
      });
    const base = { game: 'space', typed: true, wrongKeys: 0, forgiven: false, reactionMs: 300 };
    const full = { ...base, landed: 1, shotDown: 2, hinted: true };
    expect(word(full)?.words[0]?.review).toEqual(full);
    expect(word(base)?.words[0]?.review).toEqual(base);
    for (const bad of [{ landed: -1 }, { shotDown: 'two' }, { hinted: 'yes' }]) {
      expect(word({ ...base, ...bad })).toBeNull();
    }
  });

  it('parses the learning engine’s review of a round, word by word, and says it plainly', () => {
    const message = parseSiteMessage({
      type: 'round-review',
      data: {
        startedAt: 1000,
        changes: [
          { front: 'policy', grade: 3, before: 'new', after: 'learning', dueInDays: 3 },
          { front: 'issue', before: 'learning', after: 'known', dueInDays: 1 },
          { front: 'bad', before: 'lost', after: 'known', dueInDays: 1 },
          { front: 'worse', before: 'new', after: 'known', dueInDays: -2 },
        ],
      },
    });
    expect(message).toEqual({
      type: 'round-review',
      data: {
        startedAt: 1000,
        changes: [
          { front: 'policy', before: 'new', after: 'learning', dueInDays: 3 },
          { front: 'issue', before: 'learning', after: 'known', dueInDays: 1 },
        ],
      },
    });
    if (message?.type !== 'round-review') return;
    expect(message.data.changes.map(reviewNote)).toEqual([
      'new · due again in 3 days',
      'now known · due again in 1 day',
    ]);
    expect(reviewNote({ front: 'x', before: 'learning', after: 'learning', dueInDays: 0 })).toBe(
      'learning · due again today',
    );
    // A known word answered with help or slowly is no longer known, and the note says so.
    expect(reviewNote({ front: 'x', before: 'known', after: 'learning', dueInDays: 2 })).toBe(
      'back to learning · due again in 2 days',
    );
    expect(parseSiteMessage({ type: 'round-review', data: { changes: [] } })).toBeNull();
  });

  it('carries the habit line as cleaned text, capped, and only when it is text', () => {
    const review = (habit: unknown) =>
      parseSiteMessage({ type: 'round-review', data: { startedAt: 1, changes: [], habit } });
    expect(review('2 of 4 days this week\u0000 · 3-week streak')).toEqual({
      type: 'round-review',
      data: { startedAt: 1, changes: [], habit: '2 of 4 days this week · 3-week streak' },
    });
    expect(review({ text: 'x' })).toEqual({ type: 'round-review', data: { startedAt: 1, changes: [] } });
    const long = review('a'.repeat(500));
    expect(long?.type === 'round-review' && long.data.habit?.length).toBe(120);
  });

  it('parses mute flags and reload, ignores the rest', () => {
    expect(parseSiteMessage({ type: 'reload' })).toEqual({ type: 'reload', data: null });
    expect(
      parseSiteMessage({ type: 'mute-flags', data: { isSoundsMuted: true, isMusicMuted: true } }),
    ).toEqual({ type: 'mute-flags', data: { isSoundsMuted: true, isMusicMuted: true } });
    expect(parseSiteMessage({ type: 'vocabularies', data: { game: 'candy', cards: [] } })).toBeNull();
    expect(parseSiteMessage({ type: 'homepage' })).toBeNull();
  });
});

describe('the Test Vocabulary', () => {
  it('has sixteen distinct words with translations and hints', () => {
    expect(TEST_VOCABULARY_NAME).toBe('Test Vocabulary');
    expect(STANDALONE_TEST_VOCABULARY).toHaveLength(16);
    expect(new Set(STANDALONE_TEST_VOCABULARY.map((card) => card.front)).size).toBe(16);
    expect(new Set(STANDALONE_TEST_VOCABULARY.map((card) => card.back)).size).toBe(16);
    for (const card of STANDALONE_TEST_VOCABULARY) expect(card.hint.length).toBeGreaterThan(5);
  });
});
