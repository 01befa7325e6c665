import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible } from './helpers';

test('/admin asks for an admin sign-in, and shows the admin page once signed in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Admin' })).toBeVisible();
  await expectAccessible(page, 'admin sign-in');

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'admin sign-in with error');

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'admin home');

  // The session survives a reload, and Sign Out ends it.
  await page.reload();
  await expect(page.getByRole('banner').getByText(E2E_ADMIN.email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Admin' })).toBeVisible();
});
