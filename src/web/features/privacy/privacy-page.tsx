import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ANDROID_BANNER_DISMISSED_KEY, PRIVACY_LAST_UPDATED } from '../../../shared/constants.ts';
import { longDay } from '../../../shared/day-format.ts';
import { type Credit, IELTS_LIST_CREDITS, IELTS_TRANSLATION_CREDITS } from '../../../shared/ielts-credits.ts';
import { IELTS_TRANSLATION_LANGUAGES } from '../../../shared/ielts-translations.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { KEPT_ON_DEVICE_SUMMARY, KEPT_ON_SERVER_SUMMARY } from '../../../shared/privacy.ts';
import { href } from '../../../shared/routes.ts';
import { useSiteConfig } from '../../api/site-config.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { GAME_RESULTS_STORAGE_KEY, STUDY_PLAN_STORAGE_KEY } from '../learning/storage-keys.ts';
import { ALL_VOCABULARY_STORAGE_KEYS } from '../word-lists/storage.ts';
import './privacy.css';

/** Where a signed-in learner downloads their data and deletes the account (decision record 030). */
const YOUR_DATA = `${href.settings()}#your-data`;

/**
 * The privacy policy and the terms (reached from the sign-in consent checkbox). Every item here
 * describes what the product really keeps: keep it in step with src/server/db/schema.ts and the
 * browser storage keys.
 */
export function PrivacyPage() {
  const siteName = useAppStore((state) => state.siteName);
  const { data: config } = useSiteConfig();
  // SUPPORT_EMAIL: unset, every sentence that names the contact is left out (never a made-up one).
  const email = config?.supportEmail;
  const { hash } = useLocation();
  const updated = longDay(PRIVACY_LAST_UPDATED);

  // A link to /privacy#terms lands on the terms once the page has rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const contact = email ? (
    <a href={`mailto:${email}`} data-testid="contact-email">
      {email}
    </a>
  ) : null;

  return (
    <div className="page legal">
      <PageHeader title="Privacy Policy" lead="What we store about you, why, and how to have it deleted." />
      <p className="legal__meta">
        Last updated: <time dateTime={PRIVACY_LAST_UPDATED}>{updated}</time> ·{' '}
        <a href="#terms">Terms &amp; Conditions</a>
        {contact ? <> · Contact: {contact}</> : null}
      </p>

      <nav className="legal__toc" aria-label="On this page">
        <ol>
          <li>
            <a href="#summary">In short</a>
          </li>
          <li>
            <a href="#public">What others see</a>
          </li>
          <li>
            <a href="#server">What we keep on our server</a>
          </li>
          <li>
            <a href="#browser">What stays in your browser</a>
          </li>
          <li>
            <a href="#others">Other services</a>
          </li>
          <li>
            <a href="#retention">How long we keep it</a>
          </li>
          <li>
            <a href="#rights">Your choices and rights</a>
          </li>
          <li>
            <a href="#credits">Credits</a>
          </li>
          <li>
            <a href="#terms">Terms &amp; Conditions</a>
          </li>
        </ol>
      </nav>

      <section id="summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">In short</h2>
        <ul>
          <li data-testid="kept-summary">
            {KEPT_ON_SERVER_SUMMARY} {KEPT_ON_DEVICE_SUMMARY}
          </li>
          <li>
            There are no advertisements, no analytics and no third-party trackers on {siteName}. Every script,
            font and picture comes from our own server.
          </li>
          <li>We do not sell or rent your data, and we do not send marketing email.</li>
          <li>
            Your email address is never shown to anyone: others see only the public name you choose and what
            you publish.
          </li>
          <li>
            You can <Link to={YOUR_DATA}>download a copy of your data and delete your account</Link> yourself,
            at any time, in Settings.
          </li>
        </ul>
        <p>
          {siteName} (“we”) runs this web site and the web part of our mobile app. This policy covers both.
          {contact ? <> For any question about your data, write to {contact}.</> : null}
        </p>
      </section>

      <section id="public" aria-labelledby="public-heading" data-testid="shown-publicly">
        <h2 id="public-heading">What others see</h2>
        <p>Other visitors see only what you publish, and with it your public name and avatar:</p>
        <ul>
          <li>
            <strong>Your public name</strong>: the name you choose (we ask before your first track or comment,
            and you can change it in Settings). Until you choose one it is a generated name such as “Learner
            4821”. It is never taken from your email address or your Google account.
          </li>
          <li>
            <strong>Your avatar</strong>, if you choose one in Settings.
          </li>
          <li>
            <strong>The tracks you publish</strong>: their title, description and words, with their likes,
            dislikes and plays, and a designer’s page listing them.
          </li>
          <li>
            <strong>Your comments</strong> and replies.
          </li>
        </ul>
        <p>
          Your email address, your word lists you have not published, how each word went, your progress, your
          plan, your languages and your settings are never shown to anyone else.
        </p>
      </section>

      <section id="server" aria-labelledby="server-heading">
        <h2 id="server-heading">What we keep on our server</h2>
        <h3>Your account</h3>
        <ul>
          <li>
            <strong>Email address</strong>: to sign you in and, only when you ask for it, to send you a
            password reset link. We send no other mail.
          </li>
          <li>
            <strong>Password</strong>: stored only as a salted hash made with scrypt, from which the password
            cannot be read back. We never store or log the password itself.
          </li>
          <li>
            <strong>Public name</strong>: the name you choose, shown with your tracks and comments and as your
            username in Settings; a generated one (“Learner 4821”) until you choose.
          </li>
          <li>
            <strong>Google account id</strong>: only if you sign in with Google, so we can recognise you next
            time.
          </li>
          <li>
            <strong>Role</strong> (your plan, such as free or premium) and the dates your account was created
            and last changed. When you use a premium code we keep which code you used, when, and until when it
            gives you Premium; of the code itself we keep only a one-way hash.
          </li>
          <li>
            <strong>Languages</strong>: your native language and the language you learn, when you set them in
            Settings. To suggest a native language we look at your browser’s language and, when our hosting
            provider adds it to the request, the country your connection comes from; we do not ask any other
            service and we do not store that country.
          </li>
        </ul>
        <h3>Your vocabularies</h3>
        <p>
          For each game slot (one shared sheet for all games, Word Candy Match and Space Words) we keep the id
          of the Google Sheet you loaded, its name and when it was last changed, the words read from it (word,
          translation and hint) and whether you use one sheet for all games. Your sheet must be public
          (“anyone with the link can view”) for us to read it; we only read it when you press Load or Update.
        </p>
        <h3>How each word went (signed in)</h3>
        <p>
          When you finish a round signed in, the game sends us how each word it reached went: whether you
          matched or typed it, how many wrong pairs or letters, whether you used the hint, how long you took,
          and when. From that we keep, for each word and game skill, a memory estimate (how well you know it
          and when it is due again), plus the round and each answer, so the games can bring back the words you
          need and show your progress. A round played without an account stays in your browser and is sent
          once you sign in.
        </p>
        <h3>Your plan</h3>
        <p>
          The weekly goal (days a week you mean to play) and, if you give one, the date of your IELTS exam, so
          the progress page can count down and the games can aim at that day. Clear the date in Settings at
          any time.
        </p>
        <h3>Community tracks and comments</h3>
        <p>
          When you publish one of your lists as a community track, we keep its title, description and a copy
          of its words, and show them to everyone with your name and avatar. We also keep your likes and
          dislikes of tracks (one per track), which tracks you started (counted once; for a visitor, a random
          id this browser keeps and the network address, each for that day, instead of an account) and the
          comments you write, shown with your name and avatar. When you report a track or a comment we keep
          the report (what, why, by whom) so an admin can decide, with a weight from your account's age and
          days played; a track or comment reported by many learners is hidden until then, and a report stays
          with a list its designer unpublishes and publishes again (for that we keep, for a reported track you
          unpublish, which list it was and a fingerprint of its words). Unpublishing a track or deleting a
          comment removes it (a comment's replies go with it); deleting your account removes all your tracks,
          comments, likes, dislikes and reports with it.
        </p>
        <h3>Security records</h3>
        <ul>
          <li>
            Login tokens you logged out with, so they cannot be used again, until they would have expired (30
            days at most).
          </li>
          <li>Password reset links, kept as a hash only, valid once and for one hour.</li>
          <li>
            Counters of sign-in, sign-up and reset attempts per IP address and per account, to stop password
            guessing; each counter lasts 15 minutes.
          </li>
          <li>Captcha answers already used, for a few minutes, so they cannot be replayed.</li>
          <li>
            Our server’s logs: the time, the page or API address, your IP address and the result of each
            request, used to keep the service running and safe. Login tokens and cookies are removed from the
            logs.
          </li>
        </ul>
        <p>
          There is no payment data: the payment service is not active. Scores, best scores and game
          preferences are not sent to us (see the next section).
        </p>
      </section>

      <section id="browser" aria-labelledby="browser-heading">
        <h2 id="browser-heading">What stays in your browser</h2>
        <p>
          {siteName} keeps these items in your browser’s local storage, on your device. We do not read them
          unless the page sends them with a request (only the login token is sent, to prove it is you).
        </p>
        <dl className="legal__storage">
          <div>
            <dt>
              <code>token</code>
            </dt>
            <dd>Your login token, once you sign in; removed when you log out.</dd>
          </div>
          <div>
            <dt>
              <code>app-state</code>
            </dt>
            <dd>
              The app’s state: your user id, name and role, your game settings and vocabulary list choices,
              sound and music switches, and whether you use the mobile app.
            </dd>
          </div>
          <div>
            <dt>
              {ALL_VOCABULARY_STORAGE_KEYS.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ', ' : null}
                  <code>{key}</code>
                </span>
              ))}
            </dt>
            <dd>
              The words of each game slot, so the games start without waiting; removed when you log out.
            </dd>
          </div>
          <div>
            <dt>
              <code>{GAME_RESULTS_STORAGE_KEY}</code> and the games’ own keys
            </dt>
            <dd>Your recent game results, best scores and game preferences. They never leave your device.</dd>
          </div>
          <div>
            <dt>
              <code>vocab-arcade-learning</code> (IndexedDB)
            </dt>
            <dd>
              How each word went in rounds played without an account, and rounds waiting to be sent (played
              offline). Sent to us when you sign in, then removed. Logging out sends the rounds still waiting;
              any that cannot be sent yet are deleted, and you are asked first.
            </dd>
          </div>
          <div>
            <dt>
              <code>{STUDY_PLAN_STORAGE_KEY}</code>
            </dt>
            <dd>Without an account: your weekly goal and exam date, for the progress page.</dd>
          </div>
          <div>
            <dt>
              <code>{ANDROID_BANNER_DISMISSED_KEY}</code>
            </dt>
            <dd>Remembers that you closed the banner offering our Android app.</dd>
          </div>
        </dl>
        <p>
          We use no tracking cookies. Signing in with Google uses two short-lived cookies of our own: one that
          protects the sign-in step (10 minutes) and one that hands the login token to the page (60 seconds).
          You can remove everything above by logging out and clearing this site’s data in your browser.
        </p>
      </section>

      <section id="others" aria-labelledby="others-heading">
        <h2 id="others-heading">Other services</h2>
        <ul>
          <li>
            <strong>Google Sheets</strong>: when you load a sheet, our server downloads it from Google. Google
            sees a request from our server, not from you.
          </li>
          <li>
            <strong>Google sign-in</strong> (optional): if you choose it, Google tells us your email address,
            your name and your Google account id; we keep the email address and the id, not the name. Google’s
            own privacy policy covers what happens on Google’s pages.
          </li>
          <li>
            <strong>Email delivery</strong>: password reset mail goes out through our mail provider, which
            sees the address and the message.
          </li>
          {config?.androidAppUrl || config?.iosAppUrl ? (
            <li>
              <strong>App stores</strong>: the links to our apps open the store, whose own policy applies
              there.
            </li>
          ) : null}
        </ul>
        <p>
          We share nothing else, except where the law requires it. Our server and database are run by our
          hosting provider on our behalf.
        </p>
      </section>

      <section id="retention" aria-labelledby="retention-heading">
        <h2 id="retention-heading">How long we keep it</h2>
        <p>
          Your account, languages, vocabularies, published tracks and comments stay until you delete them or
          your account, or ask us to; then they are deleted within 30 days, backups included. The security
          records above expire by themselves as described. Server logs are kept for at most 30 days.
        </p>
      </section>

      <section id="rights" aria-labelledby="rights-heading">
        <h2 id="rights-heading">Your choices and rights</h2>
        <p data-testid="your-rights">
          In <Link to={YOUR_DATA}>Settings, under “Your data”</Link>, you can download a copy of your data (a
          JSON file with your account, settings, word lists, how each word went, your tracks and comments) and
          delete your account with everything in it, yourself, at any time; change your public name there too.
          You may also ask us for a copy, for corrections, or for deletion
          {contact ? <>, by writing to {contact} from the email address of your account</> : null}. We answer
          within 30 days. Where the GDPR or a similar law applies, you may also object to how we use your data
          and complain to your data protection authority. {siteName} is not meant for children under 13; if
          you believe a child has given us their data, tell us and we will delete it.
        </p>
        <p>
          If we change this policy, we update the date at the top; if a change matters to how your data is
          used, we tell you in the app before it applies.
        </p>
      </section>

      <Credits />

      <section id="terms" className="legal__terms" aria-labelledby="terms-heading" data-testid="terms">
        <h2 id="terms-heading">Terms &amp; Conditions</h2>
        <p>By creating an account or using {siteName}, you agree to these terms.</p>
        <h3>1. The service</h3>
        <p>
          {siteName} offers vocabulary games (Word Candy Match and Space Words), ready-made IELTS word lists
          and the loading of your own public Google Sheets. The Free plan includes the Test Vocabulary and the
          IELTS Band 5 Vocabulary; the Premium plan adds what the{' '}
          <Link to={href.pricing()}>pricing page</Link> lists.
        </p>
        <h3>2. Your account</h3>
        <p>
          Give a real email address that you control, keep your password to yourself, and tell us if you think
          someone else has used your account. One account is for one person.
        </p>
        <h3>3. Your word lists</h3>
        <p>
          Load only sheets that you may use. They stay yours: you allow us to store them and show them back to
          you in the games, and nothing else. Do not put personal data of other people or unlawful content in
          a sheet you load.
        </p>
        <h3>4. Fair use</h3>
        <p>
          Do not try to break into the service or other people’s accounts, overload it, copy it in bulk by
          automated means, or use it to break the law.
        </p>
        <h3>5. Premium and payments</h3>
        <p>
          Prices are shown on the pricing page in US dollars. Payment is not active at the moment, so nothing
          is charged. Before it starts, these terms will describe billing, renewal and cancellation.
        </p>
        <h3>6. IELTS lists</h3>
        <p>
          Our IELTS band lists are a learning aid built from public word-frequency and thesaurus data.{' '}
          {siteName} is not connected with or endorsed by the owners of the IELTS exam, and we do not promise
          any exam result.
        </p>
        <h3>7. Availability and liability</h3>
        <p>
          We work to keep {siteName} running and correct, but provide it as it is, without a guarantee that it
          is always available or free of errors. As far as the law allows, we are not liable for indirect
          losses arising from its use. Nothing here limits rights you have as a consumer by law.
        </p>
        <h3>8. Ending</h3>
        <p>
          You may stop using {siteName} and delete your account in Settings at any time. We may suspend an
          account that breaks these terms, and tell you why.
        </p>
        <h3>9. Changes and contact</h3>
        <p>
          When these terms change, we update the date at the top of this page.
          {contact ? <> Questions: {contact}.</> : null}
        </p>
      </section>
    </div>
  );
}

const languageNames = IELTS_TRANSLATION_LANGUAGES.map(
  (code) => LANGUAGES.find((language) => language.langCode === code)?.lang ?? code,
).join(', ');

/** The open data the IELTS lists and their translations come from, each with its licence (docs/decisions/029-ielts-senses-and-translations.md). */
function Credits() {
  return (
    <section id="credits" aria-labelledby="credits-heading" data-testid="credits">
      <h2 id="credits-heading">Credits</h2>
      <p>
        The IELTS lists and the translations of their words are made from open data. We thank their authors;
        each is used under the licence named here.
      </p>
      <h3>IELTS band lists</h3>
      <CreditList credits={IELTS_LIST_CREDITS} />
      <h3>Translations</h3>
      <p>
        A word’s translation follows the sense the list teaches, through the wordnets below. Translations are
        shown in {languageNames}.
      </p>
      <CreditList credits={IELTS_TRANSLATION_CREDITS} />
    </section>
  );
}

function CreditList({ credits }: { credits: readonly Credit[] }) {
  return (
    <ul className="legal__credits">
      {credits.map((credit) => (
        <li key={credit.name} data-testid="credit">
          <strong>{credit.url ? <a href={credit.url}>{credit.name}</a> : credit.name}</strong>: {credit.use}.
          Licence: {credit.licenceUrl ? <a href={credit.licenceUrl}>{credit.licence}</a> : credit.licence}.{' '}
          <span className="legal__attribution">{credit.attribution}</span>
        </li>
      ))}
    </ul>
  );
}
