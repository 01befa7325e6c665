import { expect, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/** "One console": every screen in its frame, in the real browser against the real server. */

test('a visitor on the ungated screens gets the public header with sign-in, by keyboard', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/hash-journal', 'Hash Journal'],
    ['/optimization', 'Optimization'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page, `${path} for a visitor`);
  }
  // Skip link, brand, then Sign In: the header is reachable by keyboard.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user keeps the sidebar on Hash Journal, Optimization and not-found', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('link', { name: 'Hash Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hash Journal' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'hash journal in the shell');

  await nav.getByRole('link', { name: 'Hash Optimization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Optimization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'optimization in the shell');

  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(nav).toBeVisible();
  await expectAccessible(page, 'not-found in the shell');
  await page.getByRole('link', { name: 'Go to home' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
});

test('the register form holds its experience cards at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/register');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Account' }) });
  const formBox = await form.boundingBox();
  const group = page.getByRole('group', { name: 'Technical experience' });
  for (const name of ['Beginner', 'Intermediate', 'Advanced']) {
    const card = group.locator('label.choice').filter({ hasText: name });
    const box = await card.boundingBox();
    const inner = await card.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(inner, `${name}'s text fits its card`).toBe(true);
    expect(box && formBox && box.x >= formBox.x && box.x + box.width <= formBox.x + formBox.width + 0.5).toBe(
      true,
    );
  }
  // By keyboard: arrow keys move through the radio cards.
  await group.getByRole('radio', { name: /Beginner/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /Intermediate/ })).toBeChecked();
  await expectAccessible(page, 'register at 1440 px');
});
