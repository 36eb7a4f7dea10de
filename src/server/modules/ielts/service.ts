import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { IELTS_BANDS, type IeltsBand } from '../../../shared/constants.ts';
import { formatParaphrases, type IeltsPageResponse, type IeltsRecord } from '../../../shared/ielts.ts';
import type { Database } from '../../db/client.ts';
import { ieltsWords } from '../../db/schema.ts';

export type IeltsService = Awaited<ReturnType<typeof createIeltsService>>;

/**
 * The band lists never change at run time (a migration seeds them), so they are read once at
 * start and served from memory: no query on the request path.
 */
export async function createIeltsService(db: Database) {
  const rows = await db.select().from(ieltsWords).orderBy(asc(ieltsWords.band), asc(ieltsWords.position));
  const byBand = new Map<IeltsBand, IeltsRecord[]>(IELTS_BANDS.map((band) => [band, []]));
  for (const row of rows) {
    byBand.get(row.band as IeltsBand)?.push({
      id: row.position,
      FIELD1: row.word,
      FIELD2: formatParaphrases(
        row.synonyms ? row.synonyms.split(', ') : [],
        row.antonyms ? row.antonyms.split(', ') : [],
      ),
      FIELD3: row.definition,
    });
  }
  /** Changes only when the seeded data does: a strong validator for every page. */
  const version = createHash('sha256').update(JSON.stringify(rows)).digest('base64url').slice(0, 16);

  function page(band: IeltsBand, skip: number, take: number): IeltsPageResponse {
    const records = byBand.get(band) ?? [];
    return { result: records.slice(skip, skip + take), skip, total: records.length };
  }

  /** All entries of a band, in order (the settings issue builds game cards from them). */
  function all(band: IeltsBand): readonly IeltsRecord[] {
    return byBand.get(band) ?? [];
  }

  return { page, all, version };
}
