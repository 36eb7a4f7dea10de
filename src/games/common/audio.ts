/**
 * Sound effects and music made in code with the Web Audio API: nothing is downloaded. The audio
 * context starts on the player's first tap or key press (browsers allow sound only after one).
 * Effects and music have their own mute switches, mirrored with the site's app state.
 */

export type SoundName =
  | 'select'
  | 'deselect'
  | 'pop'
  | 'wrong'
  | 'hint'
  | 'tick'
  | 'win'
  | 'timeout'
  | 'star'
  | 'button'
  | 'land'
  // Space Words
  | 'laser'
  | 'explode'
  | 'lock'
  | 'shield'
  | 'wave'
  | 'miss';

/** C major pentatonic, for chimes that climb with the combo. */
const PENTATONIC = [0, 2, 4, 7, 9];

function noteFrequency(semitonesFromA4: number): number {
  return 440 * 2 ** (semitonesFromA4 / 12);
}

/** Frequency of a step of the pentatonic scale starting at C5. */
function scaleStep(step: number): number {
  const octave = Math.floor(step / PENTATONIC.length);
  const degree = PENTATONIC[((step % PENTATONIC.length) + PENTATONIC.length) % PENTATONIC.length] ?? 0;
  return noteFrequency(3 + octave * 12 + degree);
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** A music loop: a melody in eighth notes on a scale, and a bass note every half bar. */
export type MusicLoop = {
  bpm: number;
  /** Steps of `scale` from `root`, one an eighth note. */
  melody: readonly number[];
  /** Bass notes in semitones from A4, one every four eighths. */
  bass: readonly number[];
  /** Degrees of the scale, in semitones. */
  scale: readonly number[];
  /** The scale's first note, in semitones from A4. */
  root: number;
  lead: OscillatorType;
  leadVolume: number;
  /** Low-pass cut-off for the lead, to soften square and sawtooth waves. */
  leadFilter?: number;
  bassWave: OscillatorType;
};

function loopStep(loop: MusicLoop, step: number): number {
  const size = loop.scale.length;
  const octave = Math.floor(step / size);
  const degree = loop.scale[((step % size) + size) % size] ?? 0;
  return noteFrequency(loop.root + octave * 12 + degree);
}

/** Word Candy Match's gentle loop: bass and plucked melody, four bars. */
export const GENTLE_LOOP: MusicLoop = {
  bpm: 100,
  melody: [0, 2, 4, 2, 5, 4, 2, 1, 0, 2, 4, 7, 6, 4, 5, 4, 2, 4, 5, 7, 9, 7, 5, 4, 2, 1, 2, 4, 2, 1, 0, -1],
  /** C, G, A minor, F. */
  bass: [-21, -21, -26, -26, -24, -24, -28, -26],
  scale: PENTATONIC,
  root: 3,
  lead: 'triangle',
  leadVolume: 0.07,
  bassWave: 'sine',
};

/** Space Words' loop: a driving arpeggio in A minor over A minor, F, C and G. */
export const SPACE_LOOP: MusicLoop = {
  bpm: 116,
  melody: [0, 2, 4, 7, 9, 7, 4, 2, 5, 7, 9, 12, 9, 7, 5, 7, 2, 4, 6, 9, 11, 9, 6, 4, -1, 1, 3, 6, 8, 6, 3, 1],
  bass: [-24, -24, -28, -28, -21, -21, -26, -26],
  scale: [0, 2, 3, 5, 7, 8, 10],
  root: -12,
  lead: 'square',
  leadVolume: 0.05,
  leadFilter: 1600,
  bassWave: 'triangle',
};

export class SoundBoard {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private effects: GainNode | null = null;
  private music: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private musicTimer: number | null = null;
  private musicStep = 0;
  private nextNoteTime = 0;
  soundsMuted = false;
  musicMuted = true;

  /** `loop` is the music the game plays (Word Candy Match's gentle loop unless told). */
  constructor(private readonly loop: MusicLoop = GENTLE_LOOP) {}

  /** Listens for the first gesture, then creates the audio context. */
  attach(target: Window = window): void {
    const unlock = () => {
      this.unlock();
      target.removeEventListener('pointerdown', unlock, true);
      target.removeEventListener('keydown', unlock, true);
    };
    target.addEventListener('pointerdown', unlock, true);
    target.addEventListener('keydown', unlock, true);
  }

  get started(): boolean {
    return this.context !== null;
  }

  unlock(): void {
    if (this.context) {
      if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
      return;
    }
    const Context = audioContextClass();
    if (!Context) return;
    try {
      const context = new Context();
      this.context = context;
      this.master = context.createGain();
      this.master.gain.value = 0.8;
      this.master.connect(context.destination);
      this.effects = context.createGain();
      this.effects.gain.value = this.soundsMuted ? 0 : 1;
      this.effects.connect(this.master);
      this.music = context.createGain();
      this.music.gain.value = this.musicMuted ? 0 : 0.55;
      this.music.connect(this.master);
      this.noise = this.makeNoise(context);
      if (!this.musicMuted) this.startMusic();
    } catch {
      this.context = null;
    }
  }

  setSoundsMuted(muted: boolean): void {
    this.soundsMuted = muted;
    if (this.effects && this.context)
      this.effects.gain.setTargetAtTime(muted ? 0 : 1, this.context.currentTime, 0.02);
  }

  setMusicMuted(muted: boolean): void {
    this.musicMuted = muted;
    if (!this.music || !this.context) return;
    this.music.gain.setTargetAtTime(muted ? 0 : 0.55, this.context.currentTime, 0.15);
    if (muted) this.stopMusic();
    else this.startMusic();
  }

  /** Pauses everything while the page is hidden. */
  suspend(hidden: boolean): void {
    if (!this.context) return;
    if (hidden) void this.context.suspend().catch(() => undefined);
    else void this.context.resume().catch(() => undefined);
  }

  play(name: SoundName, level = 0): void {
    const context = this.context;
    const out = this.effects;
    if (!context || !out || this.soundsMuted) return;
    const now = context.currentTime + 0.005;
    switch (name) {
      case 'select':
        this.tone(out, 'sine', 620 + level * 40, 980 + level * 40, now, 0.09, 0.22);
        break;
      case 'deselect':
        this.tone(out, 'sine', 700, 420, now, 0.08, 0.14);
        break;
      case 'button':
        this.tone(out, 'triangle', 520, 660, now, 0.06, 0.16);
        break;
      case 'pop': {
        // A bubble pop, then a chime that climbs with the combo.
        this.tone(out, 'sine', 1100, 260, now, 0.09, 0.35);
        this.burst(out, now, 0.03, 3000, 0.12);
        const step = Math.min(level, 10);
        this.tone(out, 'triangle', scaleStep(step), scaleStep(step), now + 0.05, 0.28, 0.22);
        this.tone(out, 'sine', scaleStep(step + 2), scaleStep(step + 2), now + 0.11, 0.32, 0.16);
        break;
      }
      case 'wrong':
        this.tone(out, 'square', 220, 150, now, 0.14, 0.09, 900);
        this.tone(out, 'square', 165, 110, now + 0.12, 0.2, 0.09, 700);
        break;
      case 'hint':
        for (const [index, step] of [7, 9, 12].entries()) {
          this.tone(out, 'sine', scaleStep(step), scaleStep(step), now + index * 0.07, 0.2, 0.12);
        }
        break;
      case 'tick':
        this.burst(out, now, 0.025, 5000, 0.12);
        break;
      case 'land':
        this.tone(out, 'sine', 180, 90, now, 0.07, 0.12);
        break;
      case 'star':
        this.tone(out, 'triangle', scaleStep(5 + level * 2), scaleStep(5 + level * 2), now, 0.45, 0.25);
        this.tone(out, 'sine', scaleStep(10 + level * 2), scaleStep(10 + level * 2), now + 0.03, 0.5, 0.12);
        break;
      case 'win':
        for (const [index, step] of [0, 2, 3, 5, 7].entries()) {
          this.tone(out, 'triangle', scaleStep(step), scaleStep(step), now + index * 0.09, 0.35, 0.2);
        }
        this.tone(out, 'sine', scaleStep(10), scaleStep(10), now + 0.5, 0.9, 0.18);
        break;
      case 'laser': {
        // A short zap whose pitch climbs letter by letter through the word.
        const lift = 2 ** (Math.min(level, 16) / 12);
        this.tone(out, 'square', 1500 * lift, 420 * lift, now, 0.07, 0.05, 3200);
        this.tone(out, 'sine', 900 * lift, 300 * lift, now, 0.06, 0.08);
        break;
      }
      case 'lock':
        this.tone(out, 'sine', 1320, 1760, now, 0.05, 0.1);
        break;
      case 'explode': {
        // A boom, then a chime that climbs with the combo.
        this.rumble(out, now, 0.5, 1800, 0.42);
        this.tone(out, 'sine', 150, 38, now, 0.42, 0.42);
        const step = Math.min(level, 10);
        this.tone(out, 'triangle', scaleStep(step + 2), scaleStep(step + 2), now + 0.06, 0.3, 0.13);
        this.tone(out, 'sine', scaleStep(step + 4), scaleStep(step + 4), now + 0.12, 0.34, 0.1);
        break;
      }
      case 'shield':
        this.rumble(out, now, 0.6, 900, 0.5);
        this.tone(out, 'sawtooth', 200, 48, now, 0.55, 0.16, 900);
        this.tone(out, 'square', 330, 140, now + 0.05, 0.3, 0.05, 1200);
        break;
      case 'miss':
        this.tone(out, 'square', 190, 130, now, 0.1, 0.07, 800);
        break;
      case 'wave':
        for (const [index, step] of [0, 4, 7, 12].entries()) {
          this.tone(out, 'triangle', scaleStep(step), scaleStep(step), now + index * 0.08, 0.3, 0.14);
        }
        break;
      case 'timeout':
        for (const [index, step] of [4, 2, 0, -2].entries()) {
          this.tone(out, 'triangle', scaleStep(step), scaleStep(step), now + index * 0.12, 0.3, 0.18);
        }
        break;
    }
  }

  private tone(
    out: AudioNode,
    type: OscillatorType,
    from: number,
    to: number,
    start: number,
    duration: number,
    volume: number,
    lowpass?: number,
  ): void {
    const context = this.context;
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from, start);
    if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(Math.max(20, to), start + duration);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.012);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    let node: AudioNode = oscillator;
    if (lowpass) {
      const filter = context.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = lowpass;
      oscillator.connect(filter);
      node = filter;
    }
    node.connect(gain);
    gain.connect(out);
    oscillator.start(start);
    oscillator.stop(start + duration + 0.02);
  }

  private burst(out: AudioNode, start: number, duration: number, highpass: number, volume: number): void {
    const context = this.context;
    if (!context || !this.noise) return;
    const source = context.createBufferSource();
    source.buffer = this.noise;
    const filter = context.createBiquadFilter();
    filter.type = 'highpass';
    filter.frequency.value = highpass;
    const gain = context.createGain();
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    source.connect(filter);
    filter.connect(gain);
    gain.connect(out);
    source.start(start);
    source.stop(start + duration + 0.01);
  }

  /** Low noise that closes down: an explosion, an impact. */
  private rumble(out: AudioNode, start: number, duration: number, cutoff: number, volume: number): void {
    const context = this.context;
    if (!context || !this.noise) return;
    const source = context.createBufferSource();
    source.buffer = this.noise;
    source.loop = true;
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(cutoff, start);
    filter.frequency.exponentialRampToValueAtTime(60, start + duration);
    const gain = context.createGain();
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    source.connect(filter);
    filter.connect(gain);
    gain.connect(out);
    source.start(start);
    source.stop(start + duration + 0.02);
  }

  private makeNoise(context: AudioContext): AudioBuffer {
    const buffer = context.createBuffer(1, Math.floor(context.sampleRate * 0.2), context.sampleRate);
    const data = buffer.getChannelData(0);
    let seed = 12345;
    for (let index = 0; index < data.length; index += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[index] = (seed / 0x3fffffff - 1) * 0.8;
    }
    return buffer;
  }

  private startMusic(): void {
    const context = this.context;
    if (!context || this.musicTimer !== null) return;
    this.nextNoteTime = context.currentTime + 0.1;
    this.musicTimer = window.setInterval(() => this.scheduleMusic(), 100);
    this.scheduleMusic();
  }

  private stopMusic(): void {
    if (this.musicTimer !== null) window.clearInterval(this.musicTimer);
    this.musicTimer = null;
  }

  private scheduleMusic(): void {
    const context = this.context;
    const out = this.music;
    if (!context || !out) return;
    const loop = this.loop;
    const eighth = 60 / loop.bpm / 2;
    while (this.nextNoteTime < context.currentTime + 0.4) {
      const step = this.musicStep % loop.melody.length;
      const time = this.nextNoteTime;
      const note = loopStep(loop, loop.melody[step] ?? 0);
      // Rest on some off-beats so the loop breathes.
      if (step % 8 !== 7)
        this.tone(out, loop.lead, note, note, time, eighth * 1.6, loop.leadVolume, loop.leadFilter);
      if (step % 4 === 0) {
        const bass = loop.bass[Math.floor(step / 4) % loop.bass.length] ?? 0;
        this.tone(out, loop.bassWave, noteFrequency(bass), noteFrequency(bass), time, eighth * 3.5, 0.16);
      }
      if (step % 2 === 1) this.burst(out, time, 0.03, 7000, 0.025);
      this.nextNoteTime += eighth;
      this.musicStep += 1;
    }
  }
}
