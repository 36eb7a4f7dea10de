import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DATA_EXPORT_FILE_NAME, DISPLAY_NAME_MAX } from '../../../shared/account-rules.ts';
import type { FieldError } from '../../../shared/api/errors.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { href } from '../../../shared/routes.ts';
import { deleteAccount, getMyData, saveDisplayName } from '../../api/account.ts';
import { errorLinesOf } from '../../api/client.ts';
import { clearToken } from '../../api/token.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { PUBLIC_NAME_HINT } from '../../components/public-name.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import { forgetDeviceWords } from '../word-lists/storage.ts';

/** The public name, changed in place (decision record 030). */
function DisplayName({ name, chosen }: { name: string; chosen: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors([]);
    try {
      await saveDisplayName(value);
      setEditing(false);
    } catch (error) {
      setErrors(errorLinesOf(error));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <>
        <span data-testid="username">{name}</span>{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setValue(name);
            setEditing(true);
          }}
        >
          {chosen ? 'Change' : 'Choose your name'}
        </button>
      </>
    );
  }
  return (
    <form className="settings-name-form" onSubmit={(event) => void save(event)}>
      <TextField
        label="Your public name"
        value={value}
        maxLength={DISPLAY_NAME_MAX + 10}
        required
        autoComplete="nickname"
        onValue={setValue}
      />
      <p className="field__hint">{PUBLIC_NAME_HINT}</p>
      <ErrorLines errors={errors} />
      <div className="settings-name-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "Download my data": every record of the account as a JSON file (decision record 030). */
function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const lastUrl = useRef<string | null>(null);
  // The file's address is let go when the next one is made or the page goes (no timer).
  useEffect(
    () => () => {
      if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    },
    [],
  );

  const download = async () => {
    setState('busy');
    setErrors([]);
    try {
      const data = await getMyData();
      if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      lastUrl.current = url;
      const link = document.createElement('a');
      link.href = url;
      link.download = DATA_EXPORT_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      setState('done');
    } catch (error) {
      setErrors(errorLinesOf(error));
      setState('idle');
    }
  };

  return (
    <div className="settings-data__item">
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Preparing your data…' : 'Download my data'}
      </button>
      <p className="field__hint">
        A JSON file with your account, settings, word lists, how each word went, your tracks and comments.
      </p>
      {state === 'done' ? (
        <p role="status" data-testid="download-done">
          Your data is saved as {DATA_EXPORT_FILE_NAME}.
        </p>
      ) : null}
      <ErrorLines errors={errors} />
    </div>
  );
}

/** "Delete my account", confirmed with the password (or the email of an account without one). */
function DeleteMyAccount({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [deleting, setDeleting] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setDeleting(true);
    setErrors([]);
    try {
      await deleteAccount(hasPassword ? { password: secret } : { email: secret });
    } catch (error) {
      setErrors(errorLinesOf(error));
      setDeleting(false);
      return;
    }
    // Gone on the server: nothing of the account stays on this device either (as a log-out).
    clearToken();
    forgetDeviceWords();
    const device = await import('../learning/forget-account.ts').catch(() => null);
    await device?.forgetAccountOnDevice(userId).catch(() => {});
    const store = useAppStore.getState();
    store.setUser(null);
    store.setVocabularies(null);
    window.location.reload();
  };

  if (!open) {
    return (
      <div className="settings-data__item">
        <button
          type="button"
          className="button button--danger"
          data-testid="delete-account"
          onClick={() => setOpen(true)}
        >
          Delete my account
        </button>
        <p className="field__hint">
          Deletes your account and everything in it: word lists, progress, tracks and comments.
        </p>
      </div>
    );
  }
  return (
    <form className="settings-data__item settings-delete" onSubmit={(event) => void remove(event)}>
      <p>
        <strong>This deletes your account and everything in it for good.</strong> Your published tracks and
        comments go with it. It cannot be undone.
      </p>
      {hasPassword ? (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={secret}
          required
          onValue={setSecret}
        />
      ) : (
        <TextField
          label="Type your email address to confirm"
          type="email"
          autoComplete="email"
          value={secret}
          required
          onValue={setSecret}
        />
      )}
      <ErrorLines errors={errors} />
      <div className="settings-name-form__actions">
        <button type="submit" className="button button--danger" disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setOpen(false);
            setSecret('');
            setErrors([]);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

export function AccountSection() {
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  const isNative = useIsNativeApp();

  if (!user || !isSignedIn(user)) {
    return (
      <section className="card settings-section" aria-labelledby="account-heading" data-testid="account">
        <h2 id="account-heading">Account</h2>
        <p>Log in to choose the word list each game plays; your choice is kept with your account.</p>
        <button type="button" className="button button--primary" onClick={() => setPopup('sign-in')}>
          Log In
        </button>
      </section>
    );
  }
  return (
    <>
      <section className="card settings-section" aria-labelledby="account-heading" data-testid="account">
        <h2 id="account-heading">Account</h2>
        <dl className="settings-account__details">
          <div>
            <dt>Username</dt>
            <dd>
              <DisplayName key={user.name} name={user.name} chosen={user.nameChosen !== false} />
            </dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd data-testid="role">{user.role}</dd>
          </div>
          {user.email ? (
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
          ) : null}
        </dl>
        {user.role === 'ADMIN' ? (
          <p>
            <Link to={href.adminReports()}>Review reported tracks and comments</Link>
          </p>
        ) : null}
      </section>
      <section
        id="your-data"
        className="card settings-section settings-data"
        aria-labelledby="your-data-heading"
        data-testid="your-data"
      >
        <h2 id="your-data-heading">Your data</h2>
        <p>
          What we keep and why is in the <Link to={href.privacy()}>Privacy Policy</Link>.
        </p>
        <DownloadMyData />
        {/* The spec's delete control is hidden; on the web it is visible, as the privacy page promises. */}
        {isNative ? null : <DeleteMyAccount userId={user.id} hasPassword={user.hasPassword !== false} />}
      </section>
    </>
  );
}
