import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, href, type Page, setFakeSheet, signUpQuickly, test } from './fixtures.ts';
import { ADMIN_ACCOUNT, E2E_PASSWORD } from './support/accounts.ts';

/** The admin's token, signed in through the API with the captcha solved as the page would. */
async function adminToken(page: Page): Promise<string> {
  const challenge = await (await page.request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const reCaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: ADMIN_ACCOUNT, password: E2E_PASSWORD, reCaptcha },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a free learner redeems a premium code in Settings, then loads her own sheet', async ({
  page,
  allowConsoleErrors,
}) => {
  const made = await page.request.post('/api/admin/premium-codes', {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
    data: { plan: 'VOCABULARY', durationDays: 30, maxUses: 25, expiresOn: '2099-12-31', label: 'Class 4B' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const [code] = ((await made.json()) as { codes: string[] }).codes;

  const sheetId = 'CodeSheet_0123456789abcdefghijkl';
  await setFakeSheet(sheetId, {
    name: 'Class words',
    csv: 'Word,Translation,Hint\nharbour,port,Ships stay here',
  });
  await signUpQuickly(page);
  await page.goto(href.settings());
  await expect(page.getByTestId('role')).toHaveText('FREE');

  const form = page.getByTestId('redeem-code');
  await form.getByLabel('Premium code').fill(`${code?.toLowerCase().slice(0, 8)} ${code?.slice(8)}`);
  await form.getByRole('button', { name: 'Use code' }).click();
  await expect(form.getByRole('status')).toContainText('Premium is yours until');
  await expect(page.getByTestId('role')).toHaveText('VOCABULARY');

  await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
  await page
    .getByLabel('Google Sheet URL')
    .fill(`https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('Class words', {
    timeout: 15_000,
  });

  // The same code a second time is refused (409), in words.
  allowConsoleErrors(/status of 409/);
  await form.getByLabel('Premium code').fill(code ?? '');
  await form.getByRole('button', { name: 'Use code' }).click();
  await expect(form.getByTestId('error-lines')).toHaveText('You have already used this code.');
});
