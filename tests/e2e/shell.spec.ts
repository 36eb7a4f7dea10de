import { expect, test } from './fixtures.ts';

// Each route's page, the drawer's links, the back arrow's targets, the footer, the title and the
// saved state are checked without a browser, against the real server: src/web/shell/routes.test.tsx
// and shell.test.tsx. Here: what needs a real browser (overlay, Escape, phone layout; the
// back arrow through real history is in dialogs.spec.ts).

test.describe('drawer', () => {
  test('Log In closes the drawer and opens the sign-in popup; overlay and Escape close it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('drawer')).toBeHidden();
    const popup = page.getByTestId('popup-sign-in');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByTestId('popup-overlay').click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();

    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('on a phone it overlays the page and closes on the scrim or after choosing a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByTestId('burger').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
    await page.getByTestId('burger').click();
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();
  });
});

test('the scripts every page runs at load ask V8 to compile them eagerly, and the page still works', async ({
  page,
}) => {
  // Record 037: the framework, site-core and entry chunks open with V8's compile hint, so their
  // functions are compiled off the main thread while they stream in (vite.config.ts, compileHints).
  const scripts: { name: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ name: new URL(response.url()).pathname, body: response.text() });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const startup = scripts.filter((script) =>
    /\/assets\/(framework|site-core|site)-[\w-]+\.js$/.test(script.name),
  );
  expect(startup.map((script) => script.name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
    '/assets/framework',
    '/assets/site',
    '/assets/site-core',
  ]);
  for (const script of startup)
    expect((await script.body).startsWith('//# allFunctionsCalledOnLoad\n'), script.name).toBe(true);
});
