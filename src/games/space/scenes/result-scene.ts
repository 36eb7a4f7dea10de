import { ICON_SIZE, iconTexture } from '../../common/icons.ts';
import { plural } from '../../common/plural.ts';
import { type ResultLook, type ResultRow, ResultSceneBase } from '../../common/result-scene.ts';
import type { SpaceContext } from '../context.ts';
import type { SpaceWordOutcome } from '../round.ts';
import type { SpaceSnapshot } from '../test-state.ts';
import { FONT_UI, PALETTE } from '../theme.ts';
import type { ResultData } from './play-scene.ts';

/** How a word went: typed right every time, got through or mistyped, hinted, or never came. */
export function outcomeOf(word: SpaceWordOutcome): Omit<ResultRow, 'front' | 'back'> {
  if (word.appeared === 0) return { icon: 'clock', colour: PALETTE.inkDim, note: 'Not reached', rank: 3 };
  const notes: string[] = [];
  if (word.right > 0) notes.push(`${word.right}× right`);
  if (word.landed > 0) notes.push(`got through${word.landed > 1 ? ` ${word.landed}×` : ''}`);
  const wrongLetters = word.mistakes - word.landed;
  if (wrongLetters > 0) notes.push(plural(wrongLetters, 'wrong letter'));
  if (word.hinted) notes.push('hint');
  const note = notes.join(' · ');
  if (word.landed > 0 || wrongLetters > 0) return { icon: 'cross', colour: PALETTE.danger, note, rank: 0 };
  // In flight when the game ended.
  if (word.right === 0) return { icon: 'clock', colour: PALETTE.inkSoft, note: note || 'Not typed', rank: 3 };
  if (word.hinted) return { icon: 'bulb', colour: PALETTE.gold, note, rank: 1 };
  return { icon: 'check', colour: PALETTE.success, note, rank: 2 };
}

/** Score, waves, accuracy, each word's outcome, Play again and Practice missed words. */
export class ResultScene extends ResultSceneBase<ResultData, SpaceContext> {
  protected get look(): ResultLook {
    return {
      // Icon stars, drawn in the colours of the night.
      stars: {
        filled: iconTexture(this.textures, 'star', PALETTE.gold),
        empty: iconTexture(this.textures, 'star', 'rgba(179,170,219,0.28)'),
        textureSize: ICON_SIZE,
        size: [40, 52],
      },
      score: { colour: PALETTE.ink, stroke: PALETTE.outline, strokeWidth: 6 },
      badge: { ink: '#3a2200', fill: PALETTE.gold },
      stats: PALETTE.inkSoft,
      panel: { radius: 20, fill: PALETTE.panel, stroke: PALETTE.panelStroke, shadow: PALETTE.shadow },
      row: { ink: PALETTE.ink, inkSoft: PALETTE.inkSoft, stripe: '#ffffff', stripeAlpha: 0.05 },
      scrollBar: { colour: '#ffffff', alpha: 0.3 },
    };
  }

  protected drawHeading(cx: number, y: number, compact: boolean): void {
    const data = this.resultData;
    this.title(this.px(cx), this.px(y), 'GAME OVER', this.px(compact ? 30 : 40), PALETTE.gold)
      .setPadding(this.px(16), this.px(16))
      .setStroke(PALETTE.outline, this.px(6))
      .setShadow(0, 0, 'rgba(255,197,61,0.7)', this.px(16), true, true);
    this.add
      .text(
        this.px(cx),
        this.px(y + (compact ? 26 : 34)),
        `${data.practice ? 'Practice · ' : ''}You reached wave ${data.wave}`,
        {
          fontFamily: FONT_UI,
          fontSize: `${this.px(compact ? 13 : 15)}px`,
          fontStyle: '700',
          color: PALETTE.tealLight,
        },
      )
      .setOrigin(0.5);
  }

  protected statParts(): string[] {
    const { outcomes, accuracy, results } = this.resultData;
    const right = outcomes.filter((word) => word.matched && word.mistakes === 0 && !word.hinted).length;
    const wrong = outcomes.filter((word) => word.appeared > 0 && (word.mistakes > 0 || !word.matched)).length;
    return [
      `${plural(right, 'word')} right`,
      `${wrong} wrong`,
      `${Math.round(accuracy * 100)}% accuracy`,
      `best combo ${results.bestCombo}`,
    ];
  }

  protected rows(): ResultRow[] {
    return this.resultData.outcomes.map((word) => ({
      front: word.front,
      back: word.back,
      ...outcomeOf(word),
    }));
  }

  protected announcement(): string {
    const { wave, results, outcomes } = this.resultData;
    const right = outcomes.filter((word) => word.matched).length;
    return `Game over at wave ${wave}. Score ${results.score}. ${right} of ${outcomes.length} words typed right.`;
  }

  protected describeResult(): Partial<SpaceSnapshot> {
    const data = this.resultData;
    const results = data.results;
    return {
      keyboard: { visible: false, keys: [] },
      play: null,
      result: {
        score: results.score,
        stars: results.stars,
        wave: data.wave,
        accuracy: data.accuracy,
        completed: results.completed,
        practice: data.practice,
        words: data.outcomes.map((word) => ({ ...word })),
      },
    };
  }
}
