import { Link } from 'react-router';
import { SHEET_COLUMNS } from '../../../shared/constants.ts';
import { SHEET_RULES, VOCABULARY_TEMPLATE_URL } from '../../../shared/messages.ts';
import { href } from '../../../shared/routes.ts';
import { type GuideStep, GuideSteps } from '../../components/guide-steps.tsx';
import { OwnSheetsNote } from '../../components/own-sheets-note.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import '../../components/guide.css';

const STEPS: GuideStep[] = [
  {
    title: 'Create a new Google Sheet',
    body: (
      <p>
        Open <strong>sheets.google.com</strong> (or type <strong>sheets.new</strong> in the address bar) while
        signed in to your Google account, and choose <strong>Blank</strong>. Prefer a head start? Download our{' '}
        <a href={VOCABULARY_TEMPLATE_URL} download>
          template
        </a>{' '}
        and open it with <strong>File → Import → Upload</strong>.
      </p>
    ),
    image: {
      src: '/images/how-to/step-1.svg',
      alt: 'The Google Sheets start page with the Blank spreadsheet tile chosen',
    },
  },
  {
    title: 'Write the headings in row 1',
    body: (
      <p>
        Type <strong>Word</strong> in A1, <strong>Translation</strong> in B1 and <strong>Hint</strong> in C1.
        The games skip the first row, so it is there for you: it keeps the columns in the right order.
      </p>
    ),
    image: { src: '/images/how-to/step-2.svg', alt: 'A sheet whose first row reads Word, Translation, Hint' },
  },
  {
    title: 'Add your words in rows 2 to 16',
    body: (
      <p>
        One word per row: the word you are learning in column A, its translation in column B, and a hint in
        column C (a definition, an example sentence, a clue; it may stay empty). Rows stop at 16, so one sheet
        holds up to <strong>15 words</strong>; anything below row 16 is not read. Make another sheet for more
        words.
      </p>
    ),
    image: {
      src: '/images/how-to/step-3.svg',
      alt: 'Fifteen words with translations and hints in rows 2 to 16; rows 17 and 18 greyed out as not read',
    },
  },
  {
    title: 'Keep to the first three columns',
    body: (
      <p>
        Only columns A, B and C are used. Columns D and beyond are ignored, so you may keep your own notes
        there, such as the lesson a word came from.
      </p>
    ),
    image: {
      src: '/images/how-to/step-4.svg',
      alt: 'Columns A to C highlighted as read, column D greyed out as ignored',
    },
  },
  {
    title: 'Give the sheet a name',
    body: (
      <p>
        Click <strong>Untitled spreadsheet</strong> at the top and type a name, such as “Travel words”. The
        name is shown in Settings and on the game’s start screen.
      </p>
    ),
    image: { src: '/images/how-to/step-5.svg', alt: 'The sheet title being renamed to Travel words' },
  },
  {
    title: 'Share it so anyone with the link can view',
    body: (
      <p>
        Press <strong>Share</strong>. Under <strong>General access</strong> choose{' '}
        <strong>Anyone with the link</strong> with the role <strong>Viewer</strong>, then{' '}
        <strong>Copy link</strong>. The games only read the sheet; nobody can change it through the link.
      </p>
    ),
    image: {
      src: '/images/how-to/step-6.svg',
      alt: 'The Share dialog with General access set to Anyone with the link, Viewer, and a Copy link button',
    },
  },
  {
    title: 'Load it in the game settings and play',
    body: (
      <p>
        Open <Link to={href.settings()}>Settings</Link>, pick the game (or one sheet for all games), choose{' '}
        <strong>Change</strong>, paste the link (it looks like{' '}
        <code>docs.google.com/spreadsheets/d/…/edit</code>) and press <strong>Load</strong>. Loading your own
        sheet is a <Link to={href.pricing()}>Premium</Link> feature; when you edit the sheet later, press{' '}
        <strong>Update</strong> in Settings to load the changes.
      </p>
    ),
    image: {
      src: '/images/how-to/step-7.svg',
      alt: 'The Settings page with a Google Sheet link pasted and the Load button',
    },
  },
];

export function HowToPage() {
  return (
    <div className="page guide">
      <PageHeader
        title="How to make a vocabulary sheet"
        lead="Make a public Google Sheet with three columns, Word, Translation and Hint, and load it in the game settings. Seven steps, about five minutes."
      />
      <OwnSheetsNote what="Loading your own sheet" />

      <section className="guide__summary" aria-labelledby="rules-heading" data-testid="sheet-rules">
        <div className="guide__rules">
          <h2 id="rules-heading">What the games read</h2>
          <ul>
            {SHEET_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        <div className="guide__template">
          <table className="guide__sample">
            <caption className="visually-hidden">An example sheet</caption>
            <thead>
              <tr>
                <th scope="col" aria-label="Row" />
                {SHEET_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">2</th>
                <td>apple</td>
                <td>manzana</td>
                <td>a fruit</td>
              </tr>
              <tr>
                <th scope="row">3</th>
                <td>river</td>
                <td>río</td>
                <td>flows to the sea</td>
              </tr>
            </tbody>
          </table>
          <a
            className="button button--primary"
            href={VOCABULARY_TEMPLATE_URL}
            download="vocabulary-template.csv"
            data-testid="template-download"
          >
            Download the CSV template
          </a>
        </div>
      </section>

      <GuideSteps steps={STEPS} eagerImages={1} />

      <aside className="guide__next">
        <h2>Saved words in Google Translate?</h2>
        <p>
          Turn your Google Translate history into a sheet:{' '}
          <Link to={href.googleTranslate()}>read that guide</Link>. Or start with the built-in lists on{' '}
          <Link to={href.ieltsVocabularies()}>IELTS Vocabularies</Link>.
        </p>
      </aside>
    </div>
  );
}
