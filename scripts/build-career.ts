/**
 * Builds the career's 81 tracks (docs/decisions/015-career.md) from the IELTS band lists, reproducibly:
 *   npm run build:ielts   (the band lists, then this, then the seed migrations)
 * Inputs: data/ielts/band-{5..9}.json (their `topics` tags), data/ielts/topics.txt (our reviewed
 * topic list) and data/ielts/career-episodes.json (the nine episodes and the words a review found
 * outside a topic). Output: data/ielts/career-tracks.json. Decision record 015.
 *
 * Rules:
 * - A word belongs to one episode at most: the one a review gives it (`extra`), else the first of
 *   its tags that names an episode (topic-list words keep their hand-written topic first). Words a
 *   review took out (`notInTopic`: the tag came from a loose link) go only where a review gives them.
 * - Within an episode and a band, words come in this order: on the topic list under the episode's
 *   topic, then tagged with it as main topic, then as a further topic; each group in band order
 *   (the most useful first).
 * - Stage k aims at band STAGE_TARGET_BANDS[k]. It takes its band's words; when they run out it
 *   takes the next band's first words (so later stages climb too); only when every higher band is
 *   spent does it take what lower bands left. A stage's band is the highest
 *   band among its words: a band-5 stage holds band-5 words only, and only those are free.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAREER_TRACK_WORDS, STAGE_TARGET_BANDS, stageNumber } from '../src/shared/career.ts';
import { CAREER_EPISODES, IELTS_BANDS, type IeltsBand } from '../src/shared/constants.ts';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { lookAlike } from '../src/shared/word-lists/look-alike.ts';
import { readTopicList, WRITING } from './ielts/topic-list.ts';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'ielts');

/**
 * An episode: its name and the topic tags it takes. `writing` names the [writing] section of
 * topics.txt; `academicWordList` adds the Academic Word List headwords no topic claims.
 */
export type EpisodeSpec = { name: string; topics: string[]; academicWordList?: boolean };
export type CareerInput = {
  episodes: EpisodeSpec[];
  /**
   * Words a review found do not belong where their tags put them (named with the episode they
   * reached, and why). A word taken out is used by no episode: its tags were wrong.
   */
  notInTopic: { episode: string; words: string[]; reason: string }[];
  /** Words of the band lists a review gives an episode although their tags do not (and why). */
  extra?: { episode: string; words: string[]; reason: string }[];
};
export type CareerTrack = {
  id: number;
  episode: number;
  stage: number;
  name: string;
  band: IeltsBand;
  words: { word: string; band: IeltsBand }[];
};
export type CareerData = {
  episodes: { episode: number; name: string; topics: string[] }[];
  tracks: CareerTrack[];
};

export function readCareerInput(): CareerInput {
  return JSON.parse(readFileSync(join(DIR, 'career-episodes.json'), 'utf8')) as CareerInput;
}

export function readBands(): Map<IeltsBand, IeltsEntry[]> {
  return new Map(
    IELTS_BANDS.map((band) => [
      band,
      JSON.parse(readFileSync(join(DIR, `band-${band}.json`), 'utf8')) as IeltsEntry[],
    ]),
  );
}

type Candidate = { word: string; band: IeltsBand; rank: number; tier: number };

const AWL = 'academic-word-list';

/** The Academic Word List headwords (Coxhead 2000), kept in scripts/fixtures/. */
export function readAcademicWordList(): Set<string> {
  const text = readFileSync(join(DIR, '..', '..', 'scripts', 'fixtures', 'awl-headwords.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .flatMap((line) => line.split(/\s+/))
      .filter(Boolean),
  );
}

export function buildCareer(
  bands: ReadonlyMap<IeltsBand, readonly IeltsEntry[]>,
  topicList: ReadonlyMap<string, readonly string[]>,
  input: CareerInput,
  academicWords: ReadonlySet<string> = new Set(),
): CareerData {
  if (input.episodes.length !== CAREER_EPISODES) throw new Error(`need ${CAREER_EPISODES} episodes`);
  const episodeIndex = (name: string) => {
    const index = input.episodes.findIndex((episode) => episode.name === name);
    if (index < 0) throw new Error(`career-episodes.json: unknown episode ${name}`);
    return index;
  };
  const excluded = new Set<string>();
  for (const group of input.notInTopic) {
    episodeIndex(group.episode);
    for (const word of group.words) excluded.add(word);
  }
  const given = new Map<string, number>();
  for (const group of input.extra ?? []) {
    const index = episodeIndex(group.episode);
    for (const word of group.words) {
      if (given.has(word)) throw new Error(`career-episodes.json: ${word} is given twice`);
      given.set(word, index);
    }
  }
  const episodeOfTopic = new Map<string, number>();
  input.episodes.forEach((episode, index) => {
    for (const topic of episode.topics) episodeOfTopic.set(topic, index);
  });
  const awlEpisode = input.episodes.findIndex((episode) => episode.academicWordList);
  if (awlEpisode >= 0) episodeOfTopic.set(AWL, awlEpisode);

  // Each word to one episode at most, with its tier there.
  const pools = input.episodes.map(() => new Map<IeltsBand, Candidate[]>(IELTS_BANDS.map((b) => [b, []])));
  const known = new Set<string>();
  for (const band of IELTS_BANDS) {
    for (const [rank, entry] of (bands.get(band) ?? []).entries()) {
      known.add(entry.word);
      const givenTo = given.get(entry.word);
      if (givenTo !== undefined) {
        pools[givenTo]?.get(band)?.push({ word: entry.word, band, rank, tier: 1 });
        continue;
      }
      if (excluded.has(entry.word)) continue;
      // The writing section and the word list come last: a topic claims its words first.
      const listed = (topicList.get(entry.word) ?? []).filter((t) => episodeOfTopic.has(t));
      const awl = awlEpisode !== undefined && academicWords.has(entry.word) ? [AWL] : [];
      const tags = [...new Set([...listed.filter((t) => t !== WRITING), ...entry.topics, ...listed, ...awl])];
      const topic = tags.find((t) => episodeOfTopic.has(t));
      const index = topic === undefined ? undefined : episodeOfTopic.get(topic);
      if (topic === undefined || index === undefined) continue;
      const tier = listed.includes(topic) ? 0 : entry.topics[0] === topic || topic === AWL ? 1 : 2;
      pools[index]?.get(band)?.push({ word: entry.word, band, rank, tier });
    }
  }
  for (const word of [...excluded, ...given.keys()]) {
    if (!known.has(word)) throw new Error(`career-episodes.json: ${word} is in no band list`);
  }

  const tracks: CareerTrack[] = [];
  const short: string[] = [];
  input.episodes.forEach((spec, index) => {
    const episode = index + 1;
    const pool = pools[index] as Map<IeltsBand, Candidate[]>;
    for (const list of pool.values()) list.sort((a, b) => a.tier - b.tier || a.rank - b.rank);
    STAGE_TARGET_BANDS.forEach((target, stageIndex) => {
      const stage = stageIndex + 1;
      const words: Candidate[] = [];
      // Its band first, then higher bands; as a last resort, what lower bands left over.
      const order = [
        ...IELTS_BANDS.filter((band) => band >= target),
        ...IELTS_BANDS.filter((band) => band < target).reverse(),
      ];
      for (const band of order) {
        const list = pool.get(band) as Candidate[];
        // A word that looks like one already in the stage (employee / employer) waits for a later
        // stage: a round never deals look-alikes together, and a stage is played in one round.
        for (let i = 0; words.length < CAREER_TRACK_WORDS && i < list.length; ) {
          const candidate = list[i] as Candidate;
          if (words.some((word) => lookAlike(word.word, candidate.word))) i += 1;
          else words.push(...list.splice(i, 1));
        }
        if (words.length === CAREER_TRACK_WORDS) break;
      }
      if (words.length < CAREER_TRACK_WORDS) short.push(`${spec.name} ${stage}: ${words.length} words`);
      words.sort((a, b) => a.band - b.band || a.tier - b.tier || a.rank - b.rank);
      tracks.push({
        id: stageNumber(episode, stage),
        episode,
        stage,
        name: `${spec.name} ${stage}`,
        band: Math.max(...words.map((w) => w.band)) as IeltsBand,
        words: words.map(({ word, band }) => ({ word, band })),
      });
    });
  });
  if (short.length > 0) throw new Error(`too few words of the topic: ${short.join('; ')}`);
  return {
    episodes: input.episodes.map((spec, index) => ({
      episode: index + 1,
      name: spec.name,
      topics: spec.topics,
    })),
    tracks,
  };
}

export function formatCareer(data: CareerData): string {
  const episodes = data.episodes.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
  const tracks = data.tracks.map((t) => `    ${JSON.stringify(t)}`).join(',\n');
  return `{\n  "episodes": [\n${episodes}\n  ],\n  "tracks": [\n${tracks}\n  ]\n}\n`;
}

export function buildCareerFromFiles(): CareerData {
  return buildCareer(readBands(), readTopicList(), readCareerInput(), readAcademicWordList());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const data = buildCareerFromFiles();
  writeFileSync(join(DIR, 'career-tracks.json'), formatCareer(data));
  if (process.env.CAREER_SHOW) {
    for (const t of data.tracks)
      console.log(`${t.name} (band ${t.band}): ${t.words.map((w) => `${w.word}/${w.band}`).join(', ')}`);
  }
  console.log(`wrote data/ielts/career-tracks.json (${data.tracks.length} tracks)`);
}
