import { describe, expect, it } from 'vitest';
import type { WordCard } from '../../shared/game-protocol.ts';
import { GRADE } from '../../shared/learning/fsrs-adapter.ts';
import { gradeFromPlay } from '../../shared/learning/grades.ts';
import { STANDALONE_TEST_VOCABULARY } from '../../shared/test-vocabulary.ts';
import { type Enemy, SpaceRound, type TickEvent, type TypeEvent } from './round.ts';
import { spaceVerdict } from './verdict.ts';
import { RULES, waveSpec } from './waves.ts';

const card = (front: string, back: string, hint = ''): WordCard => ({ front, back, hint });

const WORDS = [
  card('river', 'rivière', 'water flowing to the sea'),
  card('rain', 'pluie'),
  card('city', 'ville'),
  card('car', 'voiture'),
  card('café', 'coffee shop'),
  card('ice cream', 'glace'),
];

function round(cards: WordCard[] = WORDS, seed = 1): SpaceRound {
  return new SpaceRound({ cards, seed, listId: 'test-vocabulary', listName: 'Test', lanes: 4 });
}

/** Puts a word in flight at a height (field units). */
function place(game: SpaceRound, front: string, y: number): Enemy {
  const index = game.deck.findIndex((item) => item.front === front);
  const enemy = game.spawn(index, { y });
  if (!enemy) throw new Error(`${front} may not fly`);
  return enemy;
}

function typeAll(game: SpaceRound, text: string): TypeEvent[] {
  return [...text].map((char) => game.type(char));
}

/** Runs the clock in 50 ms steps, collecting what happened. */
function run(game: SpaceRound, ms: number): TickEvent[] {
  const events: TickEvent[] = [];
  for (let time = 0; time < ms && game.status === 'playing'; time += 50) events.push(...game.tick(50));
  return events;
}

describe('targeting', () => {
  it('locks the first letter onto the enemy nearest the base whose word starts with it', () => {
    const game = round();
    const high = place(game, 'river', 0.2);
    const low = place(game, 'rain', 0.5);
    place(game, 'city', 0.9);
    const event = game.type('r');
    expect(event).toMatchObject({ kind: 'hit', enemyId: low.id, locked: true });
    expect(game.lockedId).toBe(low.id);
    // The next letters stay on the target while they fit it.
    expect(game.type('a')).toMatchObject({ kind: 'hit', enemyId: low.id, locked: false });
    expect(game.lockView()).toMatchObject({ typed: 'ra', left: 2 });
    expect(high.id).not.toBe(low.id);
  });

  it('moves the lock when the letters typed fit another enemy and not the target', () => {
    const game = round();
    const river = place(game, 'river', 0.2);
    const rain = place(game, 'rain', 0.5);
    game.type('r');
    expect(game.lockedId).toBe(rain.id);
    expect(game.type('i')).toMatchObject({ kind: 'hit', enemyId: river.id, retargetedFrom: rain.id });
    expect(game.lockView()).toMatchObject({ enemyId: river.id, typed: 'ri', left: 3 });
  });

  it('destroys the enemy with the last letter, scores, and frees the lock', () => {
    const game = round();
    const city = place(game, 'city', 0.3);
    const events = typeAll(game, 'city');
    expect(events.slice(0, 3).every((event) => event.kind === 'hit')).toBe(true);
    expect(events[3]).toMatchObject({ kind: 'destroy', answer: 'city', combo: 1, multiplier: 1 });
    expect(game.enemies).not.toContain(city);
    expect(game.lockedId).toBeNull();
    expect(game.score).toBeGreaterThan(0);
    expect(game.outcomes().find((word) => word.front === 'city')).toMatchObject({
      matched: true,
      mistakes: 0,
    });
  });

  it('counts a wrong letter as a miss against the target and keeps the lock', () => {
    const game = round();
    const city = place(game, 'city', 0.3);
    game.type('c');
    expect(game.type('x')).toEqual({ kind: 'miss', enemyId: city.id, key: 'x' });
    expect(game.lockedId).toBe(city.id);
    expect(game.wrongKeys).toBe(1);
    expect(game.outcomes().find((word) => word.front === 'city')?.mistakes).toBe(1);
    typeAll(game, 'ity');
    expect(game.accuracy).toBeCloseTo(4 / 5);
    expect(game.missedCards().map((item) => item.front)).toContain('city');
  });

  it('counts a letter no enemy starts with as a miss, without a lock', () => {
    const game = round();
    place(game, 'city', 0.3);
    expect(game.type('z')).toEqual({ kind: 'miss', enemyId: null, key: 'z' });
    expect(game.lockedId).toBeNull();
    expect(game.type(' ')).toEqual({ kind: 'ignored' });
  });

  it('drops the lock on Backspace or Escape, forgetting the letters typed', () => {
    const game = round();
    const rain = place(game, 'rain', 0.5);
    const river = place(game, 'river', 0.2);
    typeAll(game, 'ra');
    expect(game.dropLock()).toEqual({ kind: 'drop', enemyId: rain.id });
    expect(game.lockedId).toBeNull();
    expect(game.dropLock()).toEqual({ kind: 'ignored' });
    typeAll(game, 'riv');
    expect(game.lockedId).toBe(river.id);
  });

  it('forgives accents and case while typing, and takes spaces in answers of several words', () => {
    const game = round();
    place(game, 'café', 0.3);
    const cream = place(game, 'ice cream', 0.4);
    expect(typeAll(game, 'CAFE').at(-1)).toMatchObject({ kind: 'destroy', answer: 'café' });
    const events = typeAll(game, 'ice  cream');
    expect(events[4]).toEqual({ kind: 'ignored' });
    expect(events.at(-1)).toMatchObject({ kind: 'destroy', answer: 'ice cream' });
    expect(game.enemies).not.toContain(cream);
    expect(game.wrongKeys).toBe(0);
  });

  it('wants the accents when the setting is off', () => {
    const game = new SpaceRound({
      cards: WORDS,
      seed: 1,
      listId: 'test-vocabulary',
      listName: 'Test',
      match: { forgiveAccents: false, locale: 'fr' },
    });
    place(game, 'café', 0.3);
    typeAll(game, 'caf');
    expect(game.type('e').kind).toBe('miss');
    expect(game.type('é').kind).toBe('destroy');
  });

  it('never puts a word in flight beside one it starts like', () => {
    const game = round([card('car', 'voiture'), card('card', 'carte'), card('dog', 'chien')], 3);
    place(game, 'car', 0.3);
    for (let index = 0; index < 5; index += 1) {
      const enemy = game.spawn();
      expect(enemy?.card.front).not.toBe('card');
    }
    expect(game.enemies.map((enemy) => enemy.card.front).sort()).toEqual(['car', 'dog']);
  });
});

describe('shields and the base', () => {
  it('an enemy reaching the base costs a shield, shows its word and breaks the combo', () => {
    const game = round();
    place(game, 'city', 0.3);
    typeAll(game, 'city');
    const rain = place(game, 'rain', 0.99);
    game.type('r');
    const events = game.tick(1000);
    const landed = events.find((event) => event.kind === 'landed');
    expect(landed).toMatchObject({
      enemy: { id: rain.id, card: { front: 'rain' } },
      shields: 2,
      wasLocked: true,
    });
    expect(game.shields).toBe(RULES.shields - 1);
    expect(game.combo).toBe(0);
    expect(game.lockedId).toBeNull();
    expect(game.outcomes().find((word) => word.front === 'rain')).toMatchObject({ landed: 1, mistakes: 1 });
  });

  it('the game is over when the last shield is gone', () => {
    const game = round();
    for (const front of ['river', 'rain', 'city']) place(game, front, 0.999);
    const events = game.tick(100);
    expect(events.filter((event) => event.kind === 'landed')).toHaveLength(3);
    expect(events.at(-1)).toEqual({ kind: 'over' });
    expect(game.status).toBe('over');
    expect(game.type('c')).toEqual({ kind: 'ignored' });
    const results = game.results();
    expect(results).toMatchObject({
      game: 'space',
      listId: 'test-vocabulary',
      listName: 'Test',
      completed: false,
      stars: 0,
    });
    expect(results.words).toHaveLength(WORDS.length);
  });

  it('left alone, the enemies land and end the game', () => {
    const game = round(STANDALONE_TEST_VOCABULARY as WordCard[], 5);
    const events = run(game, 120_000);
    expect(game.status).toBe('over');
    expect(events.filter((event) => event.kind === 'landed')).toHaveLength(RULES.shields);
  });
});

describe('waves', () => {
  it('grow faster and denser', () => {
    for (let wave = 1; wave < 12; wave += 1) {
      const now = waveSpec(wave);
      const next = waveSpec(wave + 1);
      expect(next.count).toBeGreaterThanOrEqual(now.count);
      expect(next.fallSeconds).toBeLessThanOrEqual(now.fallSeconds);
      expect(next.gapSeconds).toBeLessThanOrEqual(now.gapSeconds);
    }
    expect(waveSpec(1).shipShare).toBe(0);
    expect(waveSpec(5).shipShare).toBeGreaterThan(0);
    expect(waveSpec(8).fallSeconds).toBeLessThan(waveSpec(1).fallSeconds / 1.5);
  });

  it('a player who types every word clears waves, wins a bonus and gets a lost shield back', () => {
    const game = round(STANDALONE_TEST_VOCABULARY as WordCard[], 9);
    const cleared: TickEvent[] = [];
    let lostOne = false;
    for (let time = 0; time < 240_000 && game.wave < 4; time += 50) {
      for (const event of game.tick(50)) {
        if (event.kind === 'wave-clear') cleared.push(event);
      }
      // Lets the first enemy of the game through, then types every word once it is a third of the way down.
      const first = game.enemies[0];
      if (!lostOne && first) {
        if (first.y > 0.95) {
          game.tick(2000);
          lostOne = true;
        }
        continue;
      }
      for (const enemy of game.enemies.filter((candidate) => candidate.y > 0.33)) {
        typeAll(game, enemy.card.front);
      }
    }
    expect(lostOne).toBe(true);
    expect(cleared.length).toBeGreaterThanOrEqual(3);
    expect(cleared[0]).toMatchObject({ kind: 'wave-clear', wave: 1, bonus: 100, shieldRestored: false });
    expect(cleared[1]).toMatchObject({ wave: 2, shieldRestored: true });
    expect(game.shields).toBe(RULES.shields);
    expect(game.wavesCleared).toBeGreaterThanOrEqual(3);
    expect(game.stars).toBe(2);
    expect(game.bestCombo).toBeGreaterThanOrEqual(10);
    expect(game.multiplier).toBeGreaterThan(1);
    expect(game.wrongKeys).toBe(0);
  });

  it('a round ends won when the fifth wave is cleared: three stars, without losing a shield', () => {
    const game = round(WORDS, 4);
    const events: TickEvent[] = [];
    for (let time = 0; time < 900_000 && game.status === 'playing'; time += 50) {
      events.push(...game.tick(50));
      for (const enemy of game.enemies.filter((candidate) => candidate.y > 0.2))
        typeAll(game, enemy.card.front);
    }
    expect(game.status).toBe('over');
    expect(game.won).toBe(true);
    expect(game.wavesCleared).toBe(RULES.roundWaves);
    expect(game.shields).toBe(RULES.shields);
    expect(game.stars).toBe(3);
    expect(events.filter((event) => event.kind === 'wave-start').map((event) => event.kind)).toHaveLength(
      RULES.roundWaves - 1,
    );
    expect(events.at(-1)).toEqual({ kind: 'over' });
    const results = game.results();
    expect(results.completed).toBe(true);
    // Every word of the round was met, and each is reviewed once.
    expect(results.words.every((word) => word.review?.game === 'space' && word.review.typed)).toBe(true);
    // Nothing moves once the round is over.
    expect(game.tick(5_000)).toEqual([]);
  });

  it('is the same game for the same seed', () => {
    const a = round(STANDALONE_TEST_VOCABULARY as WordCard[], 42);
    const b = round(STANDALONE_TEST_VOCABULARY as WordCard[], 42);
    const c = round(STANDALONE_TEST_VOCABULARY as WordCard[], 43);
    const trace = (game: SpaceRound) =>
      run(game, 30_000)
        .filter((event) => event.kind === 'spawn')
        .map((event) => (event.kind === 'spawn' ? `${event.enemy.card.front}@${event.enemy.lane}` : ''));
    const first = trace(a);
    expect(first.length).toBeGreaterThan(3);
    expect(trace(b)).toEqual(first);
    expect(trace(c)).not.toEqual(first);
  });
});

describe('hints and results', () => {
  it('a hint shows the target’s hint once for a small cost and halves its points', () => {
    const game = round();
    place(game, 'city', 0.3);
    typeAll(game, 'city');
    const scoreBefore = game.score;
    place(game, 'river', 0.5);
    const hint = game.takeHint();
    expect(hint).toMatchObject({ hint: 'water flowing to the sea', cost: RULES.hintCost });
    expect(game.takeHint()?.cost).toBe(0);
    expect(game.score).toBe(scoreBefore - RULES.hintCost);
    const destroy = typeAll(game, 'river').at(-1);
    expect(destroy).toMatchObject({ kind: 'destroy' });
    const plain = new SpaceRound({ cards: WORDS, seed: 1, listId: 'test-vocabulary', listName: 'Test' });
    place(plain, 'city', 0.3);
    typeAll(plain, 'city');
    place(plain, 'river', 0.5);
    const full = typeAll(plain, 'river').at(-1);
    if (destroy?.kind !== 'destroy' || full?.kind !== 'destroy') throw new Error('not destroyed');
    expect(destroy.points).toBe(full.points / 2);
    expect(game.results().words.find((word) => word.front === 'river')?.hinted).toBe(true);
  });

  it('practice plays the words missed (got through, a wrong letter, a hint), not those never played', () => {
    const game = round();
    place(game, 'city', 0.3);
    typeAll(game, 'city');
    place(game, 'car', 0.3);
    typeAll(game, 'cx');
    typeAll(game, 'ar');
    place(game, 'river', 0.3);
    game.type('r');
    game.takeHint();
    place(game, 'rain', 0.999);
    game.tick(100);
    expect(
      game
        .missedCards()
        .map((item) => item.front)
        .sort(),
    ).toEqual(['car', 'rain', 'river']);
  });

  it('an empty list ends at once, and a word with nothing to type is left out', () => {
    expect(round([]).status).toBe('over');
    expect(round([card('?!', 'what')]).status).toBe('over');
    expect(round([card('?!', 'what'), card('cat', 'chat')]).deck.map((item) => item.front)).toEqual(['cat']);
  });
});

describe('benchmark mode', () => {
  it('keeps the asked number of enemies in flight, and landings cost nothing', () => {
    const cards = Array.from({ length: 60 }, (_, index) =>
      card(`word${String(index).padStart(2, '0')}x`, `mot ${index}`),
    );
    const game = new SpaceRound({
      cards,
      seed: 3,
      listId: 'test-vocabulary',
      listName: 'Bench',
      stress: 30,
      maxWords: 60,
    });
    run(game, 500);
    expect(game.enemies).toHaveLength(30);
    const [first] = game.enemies;
    if (!first) throw new Error('no enemy');
    typeAll(game, first.card.front);
    game.tick(16);
    expect(game.enemies).toHaveLength(30);
    run(game, 120_000);
    expect(game.status).toBe('playing');
    expect(game.shields).toBe(RULES.shields);
  });
});

describe('lanes', () => {
  it('keeps an enemy from catching up the one ahead of it in its lane', () => {
    for (const [seed, lanes] of [
      [1, 3],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 7],
    ] as const) {
      const game = new SpaceRound({
        cards: STANDALONE_TEST_VOCABULARY as WordCard[],
        seed,
        listId: 'test-vocabulary',
        listName: 'Test',
        lanes,
      });
      let closest = 1;
      for (let time = 0; time < 40_000 && game.status === 'playing'; time += 50) {
        game.tick(50);
        for (const a of game.enemies) {
          for (const b of game.enemies) {
            if (a !== b && a.lane === b.lane) closest = Math.min(closest, Math.abs(a.y - b.y));
          }
        }
      }
      expect(closest, `seed ${seed}`).toBeGreaterThan(0.12);
    }
  });
});

describe('grade inputs for the learning engine', () => {
  it('times the first right key from the label appearing, notes a forgiven accent, and reviews only words that came', () => {
    const game = round();
    place(game, 'city', 0.1);
    run(game, 1000);
    typeAll(game, 'city');
    place(game, 'café', 0.1);
    typeAll(game, 'cafe');
    place(game, 'car', 0.1);
    typeAll(game, 'cxar');
    const outcome = (front: string) => game.outcomes().find((word) => word.front === front)?.review;
    expect(outcome('city')).toEqual({
      game: 'space',
      typed: true,
      landed: 0,
      shotDown: 1,
      wrongKeys: 0,
      forgiven: false,
      hinted: false,
      reactionMs: 1000,
    });
    expect(outcome('café')).toMatchObject({ typed: true, forgiven: true, reactionMs: 0 });
    expect(outcome('car')).toMatchObject({ typed: true, wrongKeys: 1, forgiven: false });
    expect(outcome('river')).toBeNull();
    expect(game.results().words.find((word) => word.front === 'café')?.review).toMatchObject({
      forgiven: true,
    });
  });

  it('reviews a word that got through as not typed', () => {
    const game = round();
    place(game, 'rain', 0.97);
    run(game, 3000);
    expect(game.outcomes().find((word) => word.front === 'rain')?.review).toMatchObject({
      typed: false,
      landed: 1,
      shotDown: 0,
    });
  });

  it('tells the engine of the hint, and how often the word was shot down and got through', () => {
    const game = round();
    place(game, 'river', 0.5);
    expect(game.takeHint()?.hint).toBe('water flowing to the sea');
    typeAll(game, 'river');
    place(game, 'river', 0.5);
    typeAll(game, 'river');
    place(game, 'river', 0.97);
    run(game, 1000);
    expect(game.outcomes().find((word) => word.front === 'river')?.review).toMatchObject({
      typed: true,
      landed: 1,
      shotDown: 2,
      hinted: true,
    });
  });
});

describe('the results screen’s mark and the learning engine’s grade agree', () => {
  it('a word marked ✗ (got through, a wrong letter, a hint) is never graded Good or Easy, however fast', () => {
    for (const hint of [false, true])
      for (const wrongKey of [false, true])
        for (const shots of [0, 1, 2])
          for (const landings of [0, 1, 2]) {
            const game = round();
            for (let shot = 0; shot < shots; shot += 1) {
              place(game, 'river', 0.5);
              if (hint && shot === 0) game.takeHint();
              typeAll(game, wrongKey && shot === 0 ? 'rx' : 'r');
              typeAll(game, 'iver');
            }
            for (let landing = 0; landing < landings; landing += 1) {
              place(game, 'river', 0.99);
              if (hint && shots === 0 && landing === 0) game.takeHint();
              run(game, 200);
            }
            const word = game.outcomes().find((outcome) => outcome.front === 'river');
            if (!word?.review) {
              expect(shots + landings).toBe(0);
              continue;
            }
            const { verdict } = spaceVerdict(word);
            const grade = gradeFromPlay(word.review);
            const label = `hint ${hint}, wrong key ${wrongKey}, ${shots} shot down, ${landings} through`;
            if (verdict === 'missed') expect(grade, label).toBeLessThanOrEqual(GRADE.hard);
            else expect(verdict, label).toBe('right');
            // Got through at least as often as shot down: a plain miss; shot down more often: Hard.
            if (landings > 0) expect(grade, label).toBe(landings >= shots ? GRADE.again : GRADE.hard);
          }
  });
});
