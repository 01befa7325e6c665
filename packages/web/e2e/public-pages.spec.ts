import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers';

test('the landing page is accessible and Watch Demo opens the example walk-through', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expectAccessible(page, 'landing');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'How Charter governs an AI agent' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Example', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expectAccessible(page, 'demo dialog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused();
});

test('the dark theme is put back if removed', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'not-found');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  // Wait for the sign-in screen itself: on a loaded machine the route may still show its loading screen, whose
  // <main id="main"> the form's replaces, taking the focus with it (a CI run caught exactly that).
  const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.goto('/login');
  await sessionChecked;
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
