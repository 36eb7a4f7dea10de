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

test('the scripts a page runs at load ask V8 to compile them eagerly: the site and both game frames', async ({
  page,
  request,
}) => {
  // Record 037: each entry and its static imports open with V8's compile hint, so their functions
  // are compiled off the main thread while they stream in (vite.config.ts, compileHints). A page's
  // HTML names them: its module script and its modulepreload links.
  for (const path of ['/', '/games/candy/', '/games/space/']) {
    const html = await (await request.get(path)).text();
    const named = html.matchAll(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    );
    const scripts = [...named].map((match) => match[1] ?? '');
    expect(scripts.length, `scripts named by ${path}`).toBeGreaterThan(1);
    for (const script of scripts) {
      const body = await (await request.get(new URL(script, `http://host${path}`).pathname)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), `${script} of ${path}`).toBe(true);
    }
  }
  // And the site still starts with them.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
