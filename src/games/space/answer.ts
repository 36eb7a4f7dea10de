/**
 * Letter-by-letter matching of a typed answer against a word card's front, forgiving what a
 * learner would expect: case, surrounding and doubled spaces, typographic quotes and dashes,
 * punctuation inside the answer (optional), and, when `forgiveAccents` is on (the default),
 * missing accents and the few letters that do not decompose (ß, æ, ø, ł…). A front may hold
 * several accepted answers ("colour / color", "big, large"); text in brackets is a note, not
 * part of the answer. Pure logic, tested without a canvas.
 */

export type MatchOptions = {
  /** Accept a letter without its accent (e for é, u for ü, a for ą). On by default. */
  forgiveAccents: boolean;
  /** BCP 47 tag of the learned language, for lower-casing (Turkish dotted i and the like). */
  locale?: string | null;
  /**
   * Dictation: strict spelling, as IELTS Listening marks it. Only case is forgiven (and a curly
   * apostrophe is the keyboard's straight one); accents, hyphens, apostrophes and spaces must be
   * typed as the list writes them.
   */
  strict?: boolean;
};

/** The options with what strict spelling implies. */
function effective(options: MatchOptions): MatchOptions {
  return options.strict ? { ...options, forgiveAccents: false } : options;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = { forgiveAccents: true, locale: null };

export type UnitKind = 'letter' | 'space' | 'mark';

/** One grapheme of an answer: what it looks like, and the key(s) that type it. */
export type AnswerUnit = { text: string; key: string; kind: UnitKind };

/** One accepted spelling of an answer. */
export type AnswerForm = {
  /** The spelling as the list writes it (brackets and extra spaces removed). */
  text: string;
  units: AnswerUnit[];
  /** Every unit must be typed, punctuation included (dictation). */
  strict?: boolean;
};

/** Combining marks a learner may leave out: Latin, Greek and Cyrillic accents, Hebrew points, Arabic vowel signs. */
const OPTIONAL_MARKS =
  /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** Letters with no decomposition, and what a learner types instead. */
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
};

/** Look-alike punctuation, whatever the keyboard or the sheet used. */
const TYPOGRAPHIC: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u02bc': "'",
  '`': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u3000': ' ',
};

const SEPARATORS = new Set([' ', '-']);

let segmenter: Intl.Segmenter | null | undefined;

/** Splits text into user-perceived characters (a letter with its accents is one). */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  if (!segmenter) return [...text];
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function lower(text: string, locale: string | null | undefined): string {
  try {
    return locale ? text.toLocaleLowerCase(locale) : text.toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

/**
 * The key a character is typed with: lower case, typographic look-alikes made plain, and with
 * `forgiveAccents`, accents dropped and special letters spelled out. Several characters may come
 * back (ß is "ss"); a character that is only an accent comes back empty.
 */
export function foldKey(text: string, given: MatchOptions = DEFAULT_MATCH_OPTIONS): string {
  const options = effective(given);
  let folded = '';
  for (const char of lower(text.normalize('NFC'), options.locale)) folded += TYPOGRAPHIC[char] ?? char;
  if (/\s/.test(folded)) folded = folded.replace(/\s+/g, ' ');
  if (!options.forgiveAccents) return folded.normalize('NFC');
  folded = folded.normalize('NFD').replace(OPTIONAL_MARKS, '').normalize('NFC');
  let out = '';
  for (const char of folded) out += LETTER_FOLDS[char] ?? char;
  return out;
}

function kindOf(grapheme: string): UnitKind {
  if (/^\s+$/u.test(grapheme)) return 'space';
  if (/[\p{L}\p{N}]/u.test(grapheme)) return 'letter';
  return 'mark';
}

function makeForm(text: string, options: MatchOptions): AnswerForm {
  const units = graphemes(text).map((grapheme) => {
    const kind = kindOf(grapheme);
    return { text: grapheme, key: kind === 'space' ? ' ' : foldKey(grapheme, options), kind };
  });
  return options.strict ? { text, units, strict: true } : { text, units };
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The accepted spellings of a front, before they are prepared for matching. */
export function answerTexts(front: string, locale: string | null = null): string[] {
  // Notes in brackets are not typed ("bank (of a river)"), unless they are all there is.
  const withoutNotes = tidy(front.replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' '));
  const base = withoutNotes || tidy(front.replace(/[()[\]{}]/g, ' '));
  const texts: string[] = [];
  for (const part of base.split(/[/;|,，、；]/)) {
    const text = tidy(part);
    if (!text) continue;
    texts.push(text);
    // English infinitives: "to borrow" may be typed "borrow".
    const english = !locale || locale.toLowerCase().startsWith('en');
    const bare = text.replace(/^to\s+/i, '');
    if (english && bare !== text && bare) texts.push(bare);
  }
  return texts.length > 0 ? texts : [tidy(front)];
}

/** Every accepted spelling of a front, prepared for matching; duplicates folded together. */
export function prepareAnswer(front: string, given: MatchOptions = DEFAULT_MATCH_OPTIONS): AnswerForm[] {
  const options = effective(given);
  const seen = new Set<string>();
  const forms: AnswerForm[] = [];
  for (const text of answerTexts(front, options.locale ?? null)) {
    const form = makeForm(text, options);
    const key = formKey(form);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    forms.push(form);
  }
  return forms;
}

/** The keys that type a form from start to end, letters and spaces only. */
export function formKey(form: AnswerForm): string {
  return form.units
    .filter((unit) => form.strict || unit.kind !== 'mark')
    .map((unit) => unit.key)
    .join('');
}

/**
 * Where typing stands in one form: `unit` is the next unit to type, `offset` how many keys of
 * it are typed already (ß takes two).
 */
export type Position = { unit: number; offset: number };

export const START: Position = { unit: 0, offset: 0 };

export type StepResult = { kind: 'advance'; position: Position } | { kind: 'ignored' } | { kind: 'wrong' };

function isSeparator(unit: AnswerUnit | undefined): boolean {
  return unit !== undefined && (unit.kind === 'space' || SEPARATORS.has(unit.key));
}

/**
 * One typed key (already folded) against a form at a position. Punctuation in the answer may be
 * skipped; a space and a hyphen stand for each other; a space typed where none is due, right
 * after one, is ignored (not a mistake).
 */
export function step(form: AnswerForm, position: Position, typed: string): StepResult {
  if (!typed) return { kind: 'ignored' };
  let index = position.unit;
  const offset = position.offset;
  const units = form.units;
  const typedSeparator = SEPARATORS.has(typed);
  for (;;) {
    const unit = units[index];
    if (!unit) break;
    const remaining = unit.key.slice(offset);
    if (remaining.startsWith(typed)) {
      const next = offset + typed.length;
      return {
        kind: 'advance',
        position: next >= unit.key.length ? { unit: index + 1, offset: 0 } : { unit: index, offset: next },
      };
    }
    // Strict spelling: the unit as written, nothing stands for anything else.
    if (form.strict) break;
    if (offset === 0 && typedSeparator && isSeparator(unit)) {
      return { kind: 'advance', position: { unit: index + 1, offset: 0 } };
    }
    // Skip punctuation the learner left out (hyphens and apostrophes too), then try again.
    if (offset === 0 && (unit.kind === 'mark' || unit.key === '')) {
      index += 1;
      continue;
    }
    break;
  }
  if (!form.strict && typedSeparator && position.offset === 0 && isSeparator(units[position.unit - 1])) {
    return { kind: 'ignored' };
  }
  return { kind: 'wrong' };
}

/** True when nothing but optional punctuation is left to type. */
export function isComplete(form: AnswerForm, position: Position): boolean {
  if (position.offset > 0) return false;
  for (let index = position.unit; index < form.units.length; index += 1) {
    const unit = form.units[index];
    if (unit && (form.strict || unit.kind !== 'mark') && unit.key !== '') return false;
  }
  return true;
}

/** The spelling as far as it is typed (the list's own letters, accents and all), for display. */
export function typedPart(form: AnswerForm, position: Position): string {
  return form.units
    .slice(0, position.unit)
    .map((unit) => unit.text)
    .join('');
}

/** How many letters are left to type (for the dots after the typed part). */
export function lettersLeft(form: AnswerForm, position: Position): number {
  let count = 0;
  for (let index = position.unit; index < form.units.length; index += 1) {
    if (form.units[index]?.kind === 'letter') count += 1;
  }
  return count;
}

/** Replays typed keys from the start; null when one of them is wrong for this form. */
export function replay(form: AnswerForm, keys: readonly string[]): Position | null {
  let position = START;
  for (const key of keys) {
    const result = step(form, position, key);
    if (result.kind === 'wrong') return null;
    if (result.kind === 'advance') position = result.position;
  }
  return position;
}

/** Whether `typed` as a whole is a right answer to `front` (used by tests and practice checks). */
export function matchesAnswer(
  front: string,
  typed: string,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): boolean {
  const keys = [...foldKey(typed.trim(), options)].filter(Boolean);
  return prepareAnswer(front, options).some((form) => {
    const position = replay(form, keys);
    return position !== null && isComplete(form, position);
  });
}

/** The distinct keys that type a front (letters, a space where it has one, and with strict spelling its marks). */
export function keysOf(front: string, options: MatchOptions = DEFAULT_MATCH_OPTIONS): string[] {
  const keys = new Set<string>();
  for (const form of prepareAnswer(front, options)) {
    for (const unit of form.units) {
      if (unit.kind === 'space') keys.add(' ');
      else if (unit.kind === 'letter') for (const key of graphemes(unit.key)) keys.add(key);
      // Strict spelling (dictation) types its punctuation too.
      else if (form.strict && unit.key) keys.add(unit.key);
    }
  }
  return [...keys];
}
