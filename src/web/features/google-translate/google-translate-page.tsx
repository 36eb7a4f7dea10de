import { Link } from 'react-router';
import { href } from '../../../shared/routes.ts';
import { type GuideStep, GuideSteps } from '../../components/guide-steps.tsx';
import { OwnSheetsNote } from '../../components/own-sheets-note.tsx';
import { PageHeader } from '../../components/page-header.tsx';
// The two guides share their layout (components/guide.css).
import '../../components/guide.css';

const STEPS: GuideStep[] = [
  {
    title: 'Star the words you want to learn',
    body: (
      <p>
        In Google Translate (on the web or in the app), press the <strong>star</strong> next to a translation
        to save it. Saved translations are kept in your Google account, so sign in first.
      </p>
    ),
  },
  {
    title: 'Open your saved translations on a computer',
    body: (
      <p>
        Go to <strong>translate.google.com</strong> in a desktop browser, signed in to the same account, and
        open <strong>Saved</strong>. You see every translation you starred, newest first.
      </p>
    ),
    image: {
      src: '/images/how-to/translate-saved.svg',
      alt: 'The Saved list in Google Translate with its menu open at Export to Google Sheets',
    },
  },
  {
    title: 'Export them to Google Sheets',
    body: (
      <p>
        Open the <strong>⋮</strong> menu of the Saved list and choose <strong>Export to Google Sheets</strong>
        . Google makes a new spreadsheet in your Drive (called “Saved translations”) and offers to open it.
      </p>
    ),
  },
  {
    title: 'Arrange the columns as Word, Translation, Hint',
    body: (
      <>
        <p>
          The export has four columns: the two languages, the text you typed and its translation. The games
          read column A as the word to learn, B as its translation and C as a hint, starting from row 2:
        </p>
        <ul>
          <li>Delete columns A and B (the language names).</li>
          <li>
            If the word you are learning is now in column B, swap the two columns so it comes first (select
            column B, drag it in front of A).
          </li>
          <li>
            Insert a row above row 1 and type the headings <strong>Word</strong>, <strong>Translation</strong>{' '}
            and <strong>Hint</strong>. Add hints in column C if you like.
          </li>
        </ul>
      </>
    ),
    image: {
      src: '/images/how-to/translate-columns.svg',
      alt: 'The exported columns (languages, text, translation) rearranged into Word, Translation and Hint',
    },
  },
  {
    title: 'Keep 15 words per sheet',
    body: (
      <p>
        The games read rows 2 to 16, so a sheet holds 15 words. If you saved more, keep the 15 you want to
        practise now and move the others to a copy (<strong>File → Make a copy</strong>, then delete the rows
        you do not need in each).
      </p>
    ),
  },
  {
    title: 'Share the sheet and copy its link',
    body: (
      <p>
        Press <strong>Share</strong>, set <strong>General access</strong> to{' '}
        <strong>Anyone with the link</strong> (Viewer) and press <strong>Copy link</strong>.
      </p>
    ),
  },
  {
    title: 'Load it in the games',
    body: (
      <p>
        In <Link to={href.settings()}>Settings</Link>, choose the game, press <strong>Change</strong>, paste
        the link and press <strong>Load</strong> (a <Link to={href.pricing()}>Premium</Link> feature). Your
        saved translations are now the words you play.
      </p>
    ),
  },
];

export function GoogleTranslatePage() {
  return (
    <div className="page guide">
      <PageHeader
        title="Google Translate history to a sheet"
        lead="Turn the words you saved in Google Translate into a sheet that the games can load, in seven steps."
      />
      <OwnSheetsNote what="Loading your own sheet" />
      <GuideSteps steps={STEPS} />
      <aside className="guide__next">
        <h2>Starting from scratch?</h2>
        <p>
          The <Link to={href.howTo()}>sheet guide</Link> shows how to make a vocabulary sheet by hand, with a
          template to download.
        </p>
      </aside>
    </div>
  );
}
