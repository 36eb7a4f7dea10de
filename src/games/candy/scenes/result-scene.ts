import type { WordOutcome } from '../../../shared/game-protocol.ts';
import { plural } from '../../common/plural.ts';
import { type ResultLook, type ResultRow, ResultSceneBase } from '../../common/result-scene.ts';
import { tally } from '../../common/verdict.ts';
import type { CandyContext } from '../context.ts';
import { Effects } from '../effects.ts';
import { formatTime } from '../hud.ts';
import type { CandySnapshot } from '../test-state.ts';
import { FONT_UI, PALETTE } from '../theme.ts';
import { candyStarRule, candyVerdict } from '../verdict.ts';
import type { ResultData } from './play-scene.ts';

/** A word's row: its verdict (verdict.ts) with a mark and colour. */
export function rowOf(word: WordOutcome): Omit<ResultRow, 'front' | 'back'> {
  const { verdict, note } = candyVerdict(word);
  if (verdict === 'missed') {
    return {
      verdict,
      note,
      icon: word.hinted && word.mistakes === 0 && word.matched ? 'bulb' : 'cross',
      colour: PALETTE.danger,
    };
  }
  return { verdict, note, icon: 'check', colour: PALETTE.success };
}

/** Stars, score, each word's outcome, Play again and Practice missed words. */
export class ResultScene extends ResultSceneBase<ResultData, CandyContext> {
  protected readonly look: ResultLook = {
    stars: { filled: 'star-gold', empty: 'star-empty', textureSize: 160, size: [58, 74] },
    score: { colour: PALETTE.primary, stroke: '#ffffff', strokeWidth: 7 },
    badge: { ink: '#ffffff', fill: PALETTE.gold },
    stats: PALETTE.inkSoft,
    panel: { radius: 22, fill: 'rgba(255,255,255,0.85)', stroke: '#ffffff', shadow: PALETTE.panelShadow },
    row: { ink: PALETTE.ink, inkSoft: PALETTE.inkSoft, stripe: '#f3e6fa', stripeAlpha: 0.7 },
    scrollBar: { colour: PALETTE.ink, alpha: 0.25 },
  };
  private effects: Effects | null = null;

  protected drawHeading(cx: number, y: number, compact: boolean): void {
    const { completed } = this.resultData.results;
    this.effects = new Effects(this, this.u, this.reduced);
    this.title(
      this.px(cx),
      this.px(y),
      completed ? 'Round complete!' : "Time's up!",
      this.px(compact ? 28 : 36),
      PALETTE.ink,
    ).setShadow(0, this.px(3), 'rgba(255,255,255,0.9)', 0, false, true);
    if (!this.resultData.practice) return;
    this.add
      .text(this.px(cx), this.px(y + (compact ? 24 : 30)), 'Practice round', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(12)}px`,
        fontStyle: '800',
        color: PALETTE.primary,
      })
      .setOrigin(0.5);
  }

  protected override starLanded(x: number, y: number): void {
    this.effects?.burst(x, y, [PALETTE.gold, '#fff2a8']);
  }

  protected statParts(): string[] {
    const { results, mistakes, bonus } = this.resultData;
    const counts = tally(results.words.map(candyVerdict));
    const parts = [
      `${plural(counts.right, 'word')} right`,
      `${counts.missed} missed`,
      plural(mistakes, 'mistake'),
      `best combo ×${Math.max(1, Math.min(5, results.bestCombo))}`,
      formatTime(results.durationMs),
    ];
    if (bonus > 0) parts.push(`time bonus +${bonus}`);
    return parts;
  }

  protected starRule(): string {
    return candyStarRule(this.resultData.results.words.length);
  }

  protected rows(): ResultRow[] {
    return this.resultData.results.words.map((word) => ({
      front: word.front,
      back: word.back,
      ...rowOf(word),
    }));
  }

  protected announcement(): string {
    const { completed, stars, score } = this.resultData.results;
    return `${completed ? 'Round complete' : "Time's up"}. ${stars} of 3 stars. Score ${score}.`;
  }

  protected describeResult(): Partial<CandySnapshot> {
    const results = this.resultData.results;
    return {
      result: {
        score: results.score,
        stars: results.stars,
        completed: results.completed,
        words: results.words.map((word) => ({ ...word })),
      },
    };
  }
}
