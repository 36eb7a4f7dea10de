/**
 * A game's state, readable (never writable) on `window` under a name of the game's choosing, so
 * browser tests and the benchmark see what is on screen without guessing pixels. The current
 * scene describes itself; facts that outlive a scene (list name, mute flags) are kept apart.
 * Each read is a fresh copy.
 */
export class StatePublisher<Snapshot extends object> {
  private source: () => Partial<Snapshot> = () => ({});
  private base: Partial<Snapshot> = {};

  constructor(private readonly empty: Snapshot) {}

  /** The current scene says how to describe itself. */
  describe(source: () => Partial<Snapshot>): void {
    this.source = source;
  }

  /** Facts that outlive a scene. */
  update(part: Partial<Snapshot>): void {
    this.base = { ...this.base, ...part };
  }

  snapshot(): Snapshot {
    return JSON.parse(JSON.stringify({ ...this.empty, ...this.base, ...this.source() })) as Snapshot;
  }

  install(target: Window, name: string): void {
    Object.defineProperty(target, name, {
      get: () => this.snapshot(),
      configurable: true,
      enumerable: false,
    });
  }
}
