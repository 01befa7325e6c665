import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { call, expectAccessible, PASSWORD, register } from './helpers';

async function signInAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin', exact: true })).toBeVisible();
}

/** Waits until the screen has loaded: its heading is shown and no "Loading…" status is left. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

const NOT_FOUND = 'Page Not Found';

test('every link on every admin page leads to a page (no not-found), the demos included', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAdmin(page);
  const queue = ['/admin'];
  const visited = new Set<string>();
  const outside = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    await page.goto(path);
    await settle(page);
    await expect(
      page.getByRole('heading', { level: 1, name: NOT_FOUND }),
      `${path} is not found`,
    ).toHaveCount(0);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const href of new Set(hrefs)) {
      if (href.startsWith('/admin')) {
        if (!visited.has(href)) queue.push(href);
      } else outside.add(href);
    }
  }
  // Every admin page of the route table is reached from the home page (the demos too).
  for (const path of ['/admin/context', '/admin/advanced', '/admin/api-keys', '/admin/roi-analytics']) {
    expect(visited, `${path} was not linked`).toContain(path);
  }
  // Links out of the admin area (View Public Site, user screens) resolve too.
  for (const path of outside) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: NOT_FOUND }),
      `${path} is not found`,
    ).toHaveCount(0);
  }
  expect(visited.size).toBeGreaterThanOrEqual(12);
});

test('an operator manages a user and their context, by keyboard, with every step audit-logged', async ({
  page,
  browser,
}) => {
  // Several screens and four axe runs: a loaded machine needs more than the default minute.
  test.setTimeout(150_000);
  // A user with a memory session (every signed-in screen starts one).
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const { email } = await register(userPage);
  const started = await call(userPage, 'POST', '/api/memory/start-session', {});
  expect(started.status).toBe(200);

  await signInAdmin(page);
  await settle(page);
  await expectAccessible(page, 'admin home with health, users, usage and audit');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Context Management, by keyboard: search, export, the purge's confirmation names the server's count.
  await page.goto('/admin/context');
  await settle(page);
  await expectAccessible(page, 'context management');
  await page.getByLabel('Search users and projects').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const contextRow = page.getByRole('row', { name: new RegExp(email) });
  await expect(contextRow).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await contextRow.getByRole('button', { name: `Export JSON of ${email}` }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`charter-context-${email}.json`);

  await contextRow.getByRole('button', { name: `Purge memory sessions of ${email}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Purge memory sessions of ${email}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Older than (days)').fill('1');
  await page.keyboard.press('Enter');
  // The session is from just now: none is older than a day, so nothing can be deleted.
  await expect(dialog.getByText('0 memory sessions', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete 0 memory sessions' })).toBeDisabled();
  await expectAccessible(page, 'purge dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Disable the account from the home page: the user's session stops working and sign-in is refused.
  await page.goto('/admin');
  await settle(page);
  await page.getByRole('button', { name: `Disable ${email}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Disable ${email}?` });
  await confirm.getByRole('button', { name: 'Disable account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${email} is disabled.`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await call(userPage, 'POST', '/api/memory/start-session', {})).status).toBe(401);
  const login = await call(userPage, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(403);

  const audit = page.getByRole('table', { name: /Admin audit log/ });
  await expect(audit.getByRole('row', { name: new RegExp(`Disabled account.*${email}`) })).toBeVisible();
  await expect(audit.getByRole('row', { name: new RegExp(`Exported context.*${email}`) })).toBeVisible();
  await expectAccessible(page, 'admin home after disabling a user');

  // Enable again, so the shared e2e server's user can sign in for later tests.
  await page.getByRole('button', { name: `Enable ${email}` }).click();
  await page
    .getByRole('dialog', { name: `Enable ${email}?` })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await userContext.close();
});

test('a signed-in user gets 403 from the admin API', async ({ page }) => {
  await register(page);
  for (const path of ['/api/admin/users', '/api/admin/context', '/api/admin/audit', '/api/admin/health']) {
    expect((await call(page, 'GET', path)).status, path).toBe(403);
  }
});
