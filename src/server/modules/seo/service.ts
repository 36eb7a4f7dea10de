import { IELTS_BANDS, IELTS_PAGE_SIZE, type IeltsBand } from '../../../shared/constants.ts';
import { href, type RouteName } from '../../../shared/routes.ts';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The paths a crawler should index, decided per route of the shared route table (a new route is a
 * type error here until it is decided): public pages with content of their own only.
 */
export function sitemapPaths(bandWordCount: (band: IeltsBand) => number): string[] {
  const pageCount = (band: IeltsBand) => Math.ceil(bandWordCount(band) / IELTS_PAGE_SIZE);
  const byRoute: Record<RouteName, readonly string[]> = {
    home: [href.home()],
    // The same page as `/`.
    homeIndexHtml: [],
    howTo: [href.howTo()],
    ieltsVocabularies: [href.ieltsVocabularies()],
    ieltsBand: IELTS_BANDS.map((band) => href.ieltsBand(band)),
    ieltsBandPage: IELTS_BANDS.flatMap((band) =>
      range(2, pageCount(band)).map((page) => href.ieltsBand(band, page)),
    ),
    googleTranslate: [href.googleTranslate()],
    // The career shows each learner's own completions; a stage's play page is reached from it.
    career: [],
    careerEpisode: [],
    play: [],
    // The community catalog and its designers; a track or a designer is reached from them.
    tracks: [href.tracks()],
    tracksDesigners: [href.tracksDesigners()],
    tracksUser: [],
    track: [],
    // A game frame, the account pages and the settings are not pages to find by search.
    game: [],
    signIn: [],
    resetPassword: [],
    settings: [],
    // A learner's own progress.
    progress: [],
    pricing: [href.pricing()],
    // Admins only.
    adminReports: [],
    // The terms are a section of this page (`#terms`); a fragment is not a page of its own.
    privacy: [href.privacy()],
    // Premium codes, for admins only.
    admin: [],
  };
  return Object.values(byRoute).flat();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A sitemaps.org urlset of absolute URLs (publicUrl has no trailing slash). */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((pathname) => `  <url><loc>${escapeXml(`${publicUrl}${pathname}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    '# Every page is public; the API and the game frames are not pages to index.',
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /games/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
