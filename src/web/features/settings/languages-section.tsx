import { useEffect, useId, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { DEFAULT_LANGUAGE_LEARN, LANGUAGES } from '../../../shared/languages.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { guessNativeLanguage } from '../word-lists/index.ts';
import { useSaveUserLanguages } from './api/settings-api.ts';

/** Native and learned language; the button reads Save, Update or Saving.... */
export function LanguagesSection() {
  const user = useAppStore((state) => state.user);
  const vocabularies = useAppStore((state) => state.vocabularies);
  const setPopup = useAppStore((state) => state.setPopup);
  const save = useSaveUserLanguages();
  const id = useId();
  const savedNative = isSignedIn(user) ? user?.languageNative : null;
  const [native, setNative] = useState(savedNative ?? vocabularies?.languageNative ?? '');
  const [learn, setLearn] = useState(
    user?.languageLearn ?? vocabularies?.languageLearn ?? DEFAULT_LANGUAGE_LEARN,
  );
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (native) return;
    let cancelled = false;
    void guessNativeLanguage().then((guess) => {
      if (!cancelled && guess) setNative((current) => current || guess);
    });
    return () => {
      cancelled = true;
    };
  }, [native]);

  const label = save.isPending ? 'Saving...' : savedNative ? 'Update' : 'Save';

  const submit = () => {
    setSaved(false);
    if (!isSignedIn(user)) {
      setPopup('sign-in');
      return;
    }
    if (!native) {
      setErrors([{ field: 'languageNative', message: 'Choose your native language.' }]);
      return;
    }
    setErrors([]);
    save.mutate(
      { languageNative: native, languageLearn: learn },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setErrors(errorLinesOf(error, 'Could not save. Please try again.')),
      },
    );
  };

  return (
    <section className="card settings-section" aria-labelledby={`${id}-heading`} data-testid="languages">
      <h2 id={`${id}-heading`}>Languages</h2>
      <div className="languages">
        <label className="field">
          <span className="field__label">My native language</span>
          <select
            className="field__select"
            value={native}
            onChange={(event) => setNative(event.target.value)}
          >
            <option value="" disabled>
              Choose…
            </option>
            <LanguageOptions />
          </select>
        </label>
        <label className="field">
          <span className="field__label">I am learning</span>
          <select className="field__select" value={learn} onChange={(event) => setLearn(event.target.value)}>
            <LanguageOptions />
          </select>
        </label>
        <button
          type="button"
          className="button button--primary languages__save"
          onClick={submit}
          disabled={save.isPending}
        >
          {label}
        </button>
      </div>
      <ErrorLines errors={errors} />
      {saved ? (
        <p className="languages__saved" role="status">
          Saved.
        </p>
      ) : null}
    </section>
  );
}

function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language.langCode} value={language.langCode}>
      {language.lang}
    </option>
  ));
}
