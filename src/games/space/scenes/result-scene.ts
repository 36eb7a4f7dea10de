import { ICON_SIZE, iconTexture } from '../../common/icons.ts';
import { plural } from '../../common/plural.ts';
import { type ResultLook, type ResultRow, ResultSceneBase } from '../../common/result-scene.ts';
import { tally } from '../../common/verdict.ts';
import type { SpaceContext } from '../context.ts';
import type { SpaceRoundWord } from '../round.ts';
import type { SpaceSnapshot } from '../test-state.ts';
import { FONT_UI, PALETTE } from '../theme.ts';
import { spaceStarRule, spaceVerdict } from '../verdict.ts';
import type { ResultData } from './play-scene.ts';

/** A word's row: its verdict (verdict.ts) with a mark and colour. */
export function rowOf(word: SpaceRoundWord): Omit<ResultRow, 'front' | 'back'> {
  const { verdict, note } = spaceVerdict(word);
  if (verdict === 'missed') return { verdict, note, icon: 'cross', colour: PALETTE.danger };
  if (verdict === 'right') return { verdict, note, icon: 'check', colour: PALETTE.success };
  return { verdict, note, icon: 'clock', colour: PALETTE.inkSoft };
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
    const won = data.results.completed;
    this.title(
      this.px(cx),
      this.px(y),
      won ? 'ROUND CLEAR' : 'GAME OVER',
      this.px(compact ? 30 : 40),
      PALETTE.gold,
    )
      .setPadding(this.px(16), this.px(16))
      .setStroke(PALETTE.outline, this.px(6))
      .setShadow(0, 0, 'rgba(255,197,61,0.7)', this.px(16), true, true);
    this.add
      .text(
        this.px(cx),
        this.px(y + (compact ? 26 : 34)),
        `${data.practice ? 'Practice · ' : ''}${
          data.results.mode === 'paraphrase'
            ? 'Upgrade waves · '
            : data.results.mode === 'dictation'
              ? 'Dictation · '
              : ''
        }${won ? `All ${data.wavesCleared} waves cleared` : `You reached wave ${data.wave}`}`,
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
    const counts = tally(outcomes.map(spaceVerdict));
    const parts = [`${plural(counts.right, 'word')} right`, `${counts.missed} missed`];
    if (counts.unplayed > 0) parts.push(`${counts.unplayed} not played`);
    parts.push(`typing accuracy ${Math.round(accuracy * 100)}%`, `best combo ${results.bestCombo}`);
    return parts;
  }

  protected starRule(): string {
    return spaceStarRule(this.resultData.wavesCleared);
  }

  protected rows(): ResultRow[] {
    const mode = this.resultData.results.mode;
    return this.resultData.outcomes.map((word) => {
      const row = rowOf(word);
      // Dictation: a misspelt word shows what was typed beside the right spelling (its front).
      if (mode === 'dictation' && word.misspelt) row.note = `you typed “${word.misspelt}…” · ${row.note}`;
      return {
        front: word.front,
        // An upgrade: the list's word was the stronger word for this plain one.
        back: mode === 'paraphrase' ? `for “${word.back}”` : word.back,
        ...row,
      };
    });
  }

  protected announcement(): string {
    const { wave, results, outcomes } = this.resultData;
    const counts = tally(outcomes.map(spaceVerdict));
    const end = results.completed ? `Round clear: all ${wave} waves` : `Game over at wave ${wave}`;
    return `${end}. Score ${results.score}. ${counts.right} of ${outcomes.length} words right, ${counts.missed} missed.`;
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
