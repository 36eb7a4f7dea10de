// @vitest-environment happy-dom
/**
 * The learner's public name, "Download my data" and "Delete my account" (decision record 030), on
 * the whole site with the real server behind it (src/web/testing/site.tsx).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, userVocabularies } from '../../../server/db/schema.ts';
import { TEST_PASSWORD } from '../../../server/testing/accounts.ts';
import {
  DATA_EXPORT_FILE_NAME,
  DELETE_ACCOUNT_MESSAGES,
  DISPLAY_NAME_MESSAGES,
} from '../../../shared/api/account.ts';
import { openSite, startSite, type TestSite } from '../../testing/site.tsx';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const GENERATED = /^Learner \d{4,}$/;

/** A track of another learner, to comment on. */
async function publishedTrack(): Promise<number> {
  const designer = await site.signUp({ role: 'VOCABULARY', languageNative: 'es' });
  await site.app.database.db.insert(userVocabularies).values({
    userId: designer.id,
    slot: 1,
    name: 'Weather',
    googleSheetId: `sheet-${designer.id}-0123456789abcdef`,
    googleModified: new Date(),
    locallyModified: new Date(),
    words: [
      { front: 'drizzle', back: 'light rain', hint: '' },
      { front: 'gale', back: 'strong wind', hint: '' },
      { front: 'thaw', back: 'melt', hint: '' },
    ],
  });
  const published = await site.app.inject({
    method: 'POST',
    url: '/api/tracks/community',
    headers: { authorization: `Bearer ${designer.token}` },
    payload: { slot: 1, title: 'Weather words', description: '' },
  });
  expect(published.statusCode).toBe(200);
  return published.json().id as number;
}

describe('the public name', () => {
  it('is a generated one, never the email, until the learner chooses one in Settings', async () => {
    const learner = await site.signUp({ email: `maria.lopez.${Date.now()}@example.com` });
    await openSite(site, '/settings', { token: learner.token });
    const account = within(await screen.findByTestId('account'));
    const username = await account.findByTestId('username');
    expect(username.textContent).toMatch(GENERATED);
    expect(username.textContent).not.toContain('maria');

    fireEvent.click(account.getByRole('button', { name: 'Choose your name' }));
    const field = account.getByLabelText('Your public name');
    fireEvent.input(field, { target: { value: 'Big shit' } });
    fireEvent.click(account.getByRole('button', { name: 'Save' }));
    expect((await account.findByTestId('error-lines')).textContent).toBe(
      DISPLAY_NAME_MESSAGES.unsuitable('shit'),
    );

    fireEvent.input(field, { target: { value: 'Guest' } });
    fireEvent.click(account.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(account.getByTestId('error-lines').textContent).toBe(DISPLAY_NAME_MESSAGES.taken),
    );

    fireEvent.input(field, { target: { value: '  Quiet   Owl ' } });
    fireEvent.click(account.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account.getByTestId('username').textContent).toBe('Quiet Owl'));
    expect(account.getByRole('button', { name: 'Change' })).toBeTruthy();
    const [row] = await site.app.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row).toMatchObject({ name: 'Quiet Owl', nameChosen: true });
  });

  it('is asked for before a first comment, and the comment shows it', async () => {
    const trackId = await publishedTrack();
    const reader = await site.signUp();
    await openSite(site, `/tracks/${trackId}`, { token: reader.token });
    const step = within(await screen.findByTestId('public-name-step'));
    const name = step.getByLabelText('Your public name') as HTMLInputElement;
    expect(name.value).toMatch(GENERATED);
    fireEvent.input(name, { target: { value: 'Comet Reader' } });
    fireEvent.input(screen.getByLabelText('Your comment'), { target: { value: 'Useful words, thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));

    const comment = await screen.findByText('Useful words, thanks');
    const item = comment.closest('li') ?? comment.parentElement;
    expect(item?.textContent).toContain('Comet Reader');
    // Asked once: the next comment goes without the question.
    await waitFor(() => expect(screen.queryByTestId('public-name-step')).toBeNull());
  });
});

describe('your data, in Settings', () => {
  it('downloads every record of the account as a JSON file', async () => {
    const learner = await site.signUp();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await openSite(site, '/settings', { token: learner.token });
    const data = within(await screen.findByTestId('your-data'));
    fireEvent.click(data.getByRole('button', { name: 'Download my data' }));
    expect((await data.findByTestId('download-done')).textContent).toBe(
      `Your data is saved as ${DATA_EXPORT_FILE_NAME}.`,
    );
    expect(clicked).toEqual([DATA_EXPORT_FILE_NAME]);
    const json = JSON.parse(await (files[0] as Blob).text());
    expect(json.profile).toMatchObject({ id: learner.id, email: learner.email });
    expect(json).toHaveProperty('settings');
    expect(json.learning).toMatchObject({ cards: [], rounds: [] });
  });

  it('deletes the account once the password confirms it', async () => {
    const learner = await site.signUp();
    await openSite(site, '/settings', { token: learner.token });
    const data = within(await screen.findByTestId('your-data'));
    fireEvent.click(data.getByRole('button', { name: 'Delete my account' }));
    const password = data.getByLabelText('Your password');
    fireEvent.input(password, { target: { value: 'Not-my-password1' } });
    fireEvent.click(data.getByRole('button', { name: 'Delete my account for good' }));
    expect((await data.findByTestId('error-lines')).textContent).toBe(DELETE_ACCOUNT_MESSAGES.passwordWrong);
    expect(await site.app.database.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(1);

    fireEvent.input(password, { target: { value: TEST_PASSWORD } });
    const reloaded = site.nextLoad();
    fireEvent.click(data.getByRole('button', { name: 'Delete my account for good' }));
    expect(await reloaded).toBe('/settings');
    const account = within(await screen.findByTestId('account'));
    expect(await account.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await site.app.database.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });
});

describe('the privacy page', () => {
  it('says what others see and links to the download and the deletion in Settings', async () => {
    await openSite(site, '/privacy');
    const shown = await screen.findByTestId('shown-publicly');
    expect(shown.textContent).toContain('the name you choose');
    expect(shown.textContent).toContain('never taken from your email address');
    expect(shown.textContent).toContain('Your email address');
    const rights = within(screen.getByTestId('your-rights'));
    expect(rights.getByRole('link', { name: 'Settings, under “Your data”' }).getAttribute('href')).toBe(
      '/settings#your-data',
    );
  });
});
