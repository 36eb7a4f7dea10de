/**
 * The IELTS translations, bundled into the server at build time (esbuild inlines these JSON
 * files into dist/server/main.js, as the band lists reach it through their seed migration), so a
 * build cannot ship without them: a missing file fails the build and the typecheck.
 * Made by scripts/build-ielts-translations.ts; sources and licences: data/ielts/translations/SOURCES.md.
 */

import ar from '../../../../data/ielts/translations/ar.json' with { type: 'json' };
import bn from '../../../../data/ielts/translations/bn.json' with { type: 'json' };
import es from '../../../../data/ielts/translations/es.json' with { type: 'json' };
import fa from '../../../../data/ielts/translations/fa.json' with { type: 'json' };
import fr from '../../../../data/ielts/translations/fr.json' with { type: 'json' };
import hi from '../../../../data/ielts/translations/hi.json' with { type: 'json' };
import id from '../../../../data/ielts/translations/id.json' with { type: 'json' };
import it from '../../../../data/ielts/translations/it.json' with { type: 'json' };
import ja from '../../../../data/ielts/translations/ja.json' with { type: 'json' };
import ko from '../../../../data/ielts/translations/ko.json' with { type: 'json' };
import ne from '../../../../data/ielts/translations/ne.json' with { type: 'json' };
import pt from '../../../../data/ielts/translations/pt.json' with { type: 'json' };
import th from '../../../../data/ielts/translations/th.json' with { type: 'json' };
import ur from '../../../../data/ielts/translations/ur.json' with { type: 'json' };
import vi from '../../../../data/ielts/translations/vi.json' with { type: 'json' };
import zh from '../../../../data/ielts/translations/zh.json' with { type: 'json' };
import type { IeltsTranslationLanguage } from '../../../shared/ielts-translations.ts';

/** One language's file: per "<band>/<word>/<pos>", one or two words and the source they come from. */
export type TranslationFile = {
  lang: string;
  sources: string[];
  entries: Record<string, { t: string[]; src: string }>;
};

export const TRANSLATION_FILES: Record<IeltsTranslationLanguage, TranslationFile> = {
  es,
  fr,
  pt,
  it,
  zh,
  ja,
  vi,
  ko,
  ar,
  hi,
  fa,
  th,
  ur,
  bn,
  id,
  ne,
};

/** The key of a band entry in a translation file. */
export const translationKey = (band: number, word: string, pos: string) => `${band}/${word}/${pos}`;
