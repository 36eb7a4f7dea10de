/** A score on screen that rolls towards the real one over a few frames instead of jumping. */
export class ScoreTicker {
  private shown = 0;

  /** One frame's step towards `score`; returns the number to show. */
  step(score: number): number {
    const gap = score - this.shown;
    if (gap === 0) return this.shown;
    const step = Math.max(1, Math.ceil(Math.abs(gap) / 8));
    this.shown = Math.abs(gap) <= step ? score : this.shown + Math.sign(gap) * step;
    return this.shown;
  }
}
