import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldError } from '../../../shared/api/errors.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import type { IeltsBand } from '../../../shared/constants.ts';
import { GAME_IDS, GAMES, type GameId, isGameId } from '../../../shared/games.ts';
import { DEFAULT_LANGUAGE_LEARN } from '../../../shared/languages.ts';
import { href } from '../../../shared/routes.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import {
  builtInList,
  mayLoadList,
  reconcileVocabularies,
  slotForGame,
} from '../../../shared/word-lists/lists.ts';
import { errorLinesOf } from '../../api/client.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { type PremiumAsk, PremiumNotice } from '../../components/premium-notice.tsx';
import { setSignInReason } from '../../components/sign-in-reason.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';
import { useAppStore } from '../../state/app-store.ts';
import {
  downloadVocabulary,
  getVocabularyListQueryOptions,
  keepDownloadedList,
  playFreeListAsVisitor,
} from '../word-lists/index.ts';

/** A guest's "Play this list", kept over the sign-in (which reloads the page) for 15 minutes. */
const INTENT_KEY = 'play-after-sign-in';
const INTENT_MAX_AGE_MS = 15 * 60 * 1000;
type Intent = { band: number; game: GameId; at: number };

function readIntent(band: number): Intent | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(INTENT_KEY) ?? 'null') as Partial<Intent> | null;
    if (!value || value.band !== band || typeof value.game !== 'string' || !isGameId(value.game)) return null;
    if (typeof value.at !== 'number' || Date.now() - value.at > INTENT_MAX_AGE_MS) return null;
    return { band, game: value.game, at: value.at };
  } catch {
    return null;
  }
}

function writeIntent(intent: Intent | null): void {
  try {
    if (intent) sessionStorage.setItem(INTENT_KEY, JSON.stringify(intent));
    else sessionStorage.removeItem(INTENT_KEY);
  } catch {
    // Storage blocked: the learner presses Play again after signing in.
  }
}

/**
 * "Play this list" on a band page. A list the learner may play becomes their list (the call
 * Settings makes for a built-in list: the slot of both games, or the chosen game's when each game
 * has its own) and the game opens. A guest is asked to sign in, with the reason in the popup, and
 * the list loads after. A premium list for a learner without Premium explains itself here.
 */
export default function PlayBand({ band }: { band: IeltsBand }) {
  const list = builtInList(formatListId({ kind: 'ielts', band }));
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  const startFlow = flow.start;
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [premiumAsk, setPremiumAsk] = useState<PremiumAsk | null>(null);
  const [chosenGame, setChosenGame] = useState<GameId>('candy');
  const signedIn = isSignedIn(user);
  const locked = list ? !mayLoadList(user?.role, list.id) : false;

  const askToSignIn = (game: GameId) => {
    if (!list) return;
    writeIntent({ band, game, at: Date.now() });
    setSignInReason(
      list.premium
        ? `Log in to play ${list.name} (a Premium list) in ${GAMES[game].title}.`
        : `Sign in to play ${list.name} in ${GAMES[game].title}. It is free: your account keeps the list you choose.`,
    );
    setPopup('sign-in');
  };

  const play = useCallback(
    async (game: GameId) => {
      const current = useAppStore.getState().user;
      if (!list || !current || !isSignedIn(current)) return;
      setErrors([]);
      setPremiumAsk(null);
      if (!mayLoadList(current.role, list.id)) {
        writeIntent(null);
        setPremiumAsk({ kind: 'list', list });
        return;
      }
      setPending(true);
      try {
        const settings = await queryClient.fetchQuery(getVocabularyListQueryOptions(current.id));
        const store = useAppStore.getState();
        if (!store.vocabularies) {
          store.setVocabularies({
            languageNative: current.languageNative ?? null,
            languageLearn: current.languageLearn ?? DEFAULT_LANGUAGE_LEARN,
            isCommonVocabulary: settings.isCommonVocabulary,
            games: reconcileVocabularies(undefined, settings.games),
          });
        }
        const slot = slotForGame(game, settings.isCommonVocabulary);
        setPending(false);
        startFlow((captcha) => {
          setPending(true);
          downloadVocabulary({ slot, listId: list.id, captcha }).then(
            (result) => {
              keepDownloadedList(result, queryClient);
              writeIntent(null);
              navigate(href.game(game));
            },
            (error: unknown) => {
              setPending(false);
              setErrors(errorLinesOf(error));
            },
          );
        });
      } catch (error) {
        setPending(false);
        setErrors(errorLinesOf(error));
      }
    },
    [list, queryClient, navigate, startFlow],
  );

  // Back from signing in (the page may have reloaded): play what the guest asked for.
  useEffect(() => {
    if (!signedIn) return;
    const intent = readIntent(band);
    if (intent) void play(intent.game);
  }, [signedIn, band, play]);

  // The sign-in popup closed without a sign-in: the wish is dropped.
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (previous.popup === 'sign-in' && state.popup !== 'sign-in' && !isSignedIn(state.user)) {
          writeIntent(null);
        }
      }),
    [],
  );

  /** A free list plays without an account: its words stay in this browser. */
  const playAsVisitor = async (game: GameId) => {
    if (!list) return;
    setErrors([]);
    setPending(true);
    try {
      await playFreeListAsVisitor(game, list.id);
      navigate(href.game(game));
    } catch (error) {
      setPending(false);
      setErrors(errorLinesOf(error));
    }
  };

  const choose = (game: GameId) => {
    setChosenGame(game);
    if (signedIn) void play(game);
    else if (locked && list) setPremiumAsk({ kind: 'list', list });
    else if (list && !list.premium) void playAsVisitor(game);
    else askToSignIn(game);
  };

  if (!list) return null;
  const busy = pending || flow.captchaOpen;
  return (
    <section className="play-band" aria-labelledby="play-band-heading" data-testid="play-band">
      <h2 id="play-band-heading" className="play-band__title">
        Play this list
        {locked ? <span className="badge">Premium</span> : null}
      </h2>
      <div className="play-band__actions">
        {GAME_IDS.map((game) => (
          <button
            key={game}
            type="button"
            className={`button ${game === 'candy' ? 'button--primary' : 'button--ghost'}`}
            disabled={busy}
            onClick={() => choose(game)}
          >
            {busy ? 'Loading…' : `Play in ${GAMES[game].title}`}
          </button>
        ))}
      </div>
      {!signedIn && !list.premium ? (
        <p className="play-band__visitor" data-testid="play-band-visitor">
          No account needed: your progress stays in this browser. Sign up free after a round to keep it.
        </p>
      ) : null}
      <ErrorLines errors={errors} />
      <PremiumNotice ask={premiumAsk} />
      {premiumAsk && !signedIn ? (
        <p className="play-band__log-in">
          Already Premium?{' '}
          <button type="button" className="link-button" onClick={() => askToSignIn(chosenGame)}>
            Log in
          </button>
        </p>
      ) : null}
      {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
    </section>
  );
}
