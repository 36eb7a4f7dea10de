import { type CSSProperties, memo, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { IELTS_BAND_WORD_COUNTS, IELTS_PAGE_SIZE, type IeltsBand } from '../../../shared/constants.ts';
import { bandPageCount } from '../../../shared/ielts.ts';
import { isIeltsTranslationLanguage } from '../../../shared/ielts-translations.ts';
import { isLanguageCode, LANGUAGES, languageFromBrowser } from '../../../shared/languages.ts';
import { href, isBandParam } from '../../../shared/routes.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Paging } from '../../components/paging.tsx';
import { SpeakButton } from '../../components/speak-button.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { type BandPageWord, useBandPage } from './api/get-band-page.ts';
import { PlayThisList } from './play-this-list.tsx';
import './ielts.css';

export function IeltsBandPage() {
  const { band: bandParam = '', page: pageParam = '1' } = useParams();
  const page = Number(pageParam);
  if (!isBandParam(bandParam)) return <NotFoundPage />;
  const band = Number(bandParam) as IeltsBand;
  // The page count is known without asking the server: the band sizes are fixed.
  if (!Number.isInteger(page) || page < 1 || page > bandPageCount(band)) return <NotFoundPage />;
  return <BandTable band={band} page={page} />;
}

/**
 * The learner's native language: a learner's saved one, else the site's own setting (a visitor's
 * language kept from a game or Settings), else the browser's language (spec: the native-language
 * default is guessed from it first; the country lookup is left to the pages with word lists);
 * null when there is none.
 */
function useNativeLanguage(): string | null {
  const kept = useAppStore((state) => {
    const code =
      (isSignedIn(state.user) ? state.user?.languageNative : null) ?? state.vocabularies?.languageNative;
    return code && isLanguageCode(code) ? code : null;
  });
  return kept ?? languageFromBrowser(navigator.languages ?? [navigator.language]);
}

const languageName = (code: string) => LANGUAGES.find((language) => language.langCode === code)?.lang ?? code;

function BandTable({ band, page }: { band: IeltsBand; page: number }) {
  const native = useNativeLanguage();
  const { data, error, isPlaceholderData } = useBandPage(band, page, native);
  // Only the languages an editor has read are served; the others show the English words alone.
  const translated = native && isIeltsTranslationLanguage(native) ? native : null;
  const totalPages = bandPageCount(band);

  useEffect(() => {
    // A failed fetch is only logged; the table stays on Loading....
    if (error) console.error('Could not load the IELTS list', error);
  }, [error]);

  const rows = !error && data && !isPlaceholderData ? data.words : undefined;
  const shown = useRowsInSteps(rows);
  const firstId = (page - 1) * IELTS_PAGE_SIZE + 1;
  const rowsOnPage = Math.min(IELTS_PAGE_SIZE, IELTS_BAND_WORD_COUNTS[band] - firstId + 1);

  return (
    <div className="page">
      <PageHeader
        title={`IELTS Band ${band} Vocabulary`}
        documentTitle={
          page > 1 ? `IELTS Band ${band} Vocabulary, page ${page}` : `IELTS Band ${band} Vocabulary`
        }
        lead={`${IELTS_BAND_WORD_COUNTS[band]} words, most useful first: each with its meaning, synonyms, an opposite (≠) and an example where there is one${translated ? `, and its ${languageName(translated)} translation where it has one` : ''}. Page ${page} of ${totalPages}.`}
      />
      <PlayThisList band={band} />
      <div className="word-table-wrap">
        <table className="word-table" data-testid="word-table">
          <caption className="visually-hidden">
            Words {firstId} to {Math.min(firstId + IELTS_PAGE_SIZE - 1, IELTS_BAND_WORD_COUNTS[band])} of
            IELTS band {band}
          </caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Word</th>
              <th scope="col">Paraphrases (Synonyms / Antonyms)</th>
            </tr>
          </thead>
          <tbody>
            {rows ? (
              <>
                {rows.slice(0, shown).map((record) => (
                  <WordRow key={record.id} record={record} lang={translated} />
                ))}
                {shown < rows.length ? (
                  <tr data-testid="rows-pending">
                    <td
                      colSpan={3}
                      className="word-table__loading"
                      style={{ '--rows': rows.length - shown } as CSSProperties}
                    />
                  </tr>
                ) : null}
              </>
            ) : (
              <tr>
                {/* As tall as the page's rows at their shortest: the pager and footer do not jump when they arrive. */}
                <td
                  colSpan={3}
                  className="word-table__loading"
                  data-testid="loading"
                  style={{ '--rows': rowsOnPage } as CSSProperties}
                >
                  Loading...
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Paging current={page} totalPages={totalPages} hrefFor={(number) => href.ieltsBand(band, number)} />
    </div>
  );
}

/** The rows drawn in the task the words arrive in, then in each task after it. */
const FIRST_ROWS = 6;
const ROWS_PER_TASK = 4;

/**
 * How many of a page's rows to draw: the first few when its words arrive, then a few more each
 * task. Twenty rows in one render were one long task on a phone, and fourteen in the second
 * were still one (Lighthouse counts each task over 50 ms at 4x, issue #33); rows already drawn
 * are not drawn again (`WordRow` is memoized), and the rows still to come keep their space, so
 * nothing below moves.
 */
function useRowsInSteps(rows: readonly unknown[] | undefined): number {
  const [drawn, setDrawn] = useState<{ rows: readonly unknown[]; count: number } | null>(null);
  const count = !rows ? 0 : drawn?.rows === rows ? drawn.count : Math.min(FIRST_ROWS, rows.length);
  useEffect(() => {
    if (!rows || count >= rows.length) return;
    const timer = setTimeout(
      () => setDrawn({ rows, count: Math.min(rows.length, count + ROWS_PER_TASK) }),
      0,
    );
    return () => clearTimeout(timer);
  }, [rows, count]);
  return count;
}

/**
 * One word: its translation in the learner's language and its details under it; its meanings, its
 * opposite (labelled) and an example beside it.
 */
const WordRow = memo(function WordRow({ record, lang }: { record: BandPageWord; lang: string | null }) {
  const { example, meanings, antonym } = record;
  const details = [record.pos, record.level, ...record.topics].filter(Boolean).join(' · ');
  return (
    <tr>
      <td className="word-table__id">{record.id}</td>
      <td className="word-table__word">
        <span className="word-table__word-line">
          <span lang="en">{record.word}</span>
          <SpeakButton text={record.word} />
        </span>
        {lang && record.translation ? (
          <span className="word-table__translation" data-testid="translation">
            <span className="visually-hidden">{languageName(lang)}: </span>
            <span lang={lang} dir="auto">
              {record.translation}
            </span>
          </span>
        ) : null}
        <span className="word-table__details">{details}</span>
        {record.us ? <span className="word-table__details">US: {record.us}</span> : null}
        {meanings !== record.definition ? (
          <span className="word-table__definition">{record.definition}</span>
        ) : null}
      </td>
      <td className="word-table__paraphrases">
        <span className="word-table__meanings">{meanings}</span>
        {antonym ? (
          <span className="word-table__antonym">
            <abbr title="opposite">≠</abbr> {antonym}
          </span>
        ) : null}
        {example ? <q className="word-table__example">{example}</q> : null}
      </td>
    </tr>
  );
});
