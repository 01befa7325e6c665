import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible, registerAndOnboard } from './helpers';

const TABS = [
  'Buttons',
  'Cards',
  'Form Elements',
  'Layout Components',
  'Feedback & Status',
  'Color System',
] as const;

/**
 * Design System in the browser: reached from the sidebar, its six tabs walked with the
 * arrow keys and each checked with axe, the colour tokens measured from the live page, and the dialog
 * opened and closed with Escape, focus going back to its button.
 */
test('a user walks the design system by keyboard, every tab accessible, and the dialog closes on Escape', async ({
  page,
}) => {
  // Seven axe scans (one per tab, one with the dialog open) on top of a sign-up: more than one journey's 60 s
  // on a loaded machine.
  test.setTimeout(120_000);
  await registerAndOnboard(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Design System' })
    .click();
  await expect(page).toHaveURL(/\/storybook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design System' })).toBeVisible();
  await expect(page).toHaveTitle('Design System · Charter');

  const tablist = page.getByRole('tablist', { name: 'Design system sections' });
  await expect(tablist.getByRole('tab')).toHaveText([...TABS]);
  await tablist.getByRole('tab', { name: 'Buttons' }).focus();
  for (const [index, name] of TABS.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    const tab = tablist.getByRole('tab', { name, exact: true });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expectAccessible(page, `design system, ${name}`);
  }
  await expect(page).toHaveURL(/\?tab=colors$/);

  // The colours are read from the page as styled: the brand pink and its ratio on the page background.
  const primary = page
    .getByRole('listitem')
    .filter({ has: page.locator('.ds-swatch-name', { hasText: /^--primary$/ }) });
  await expect(primary).toContainText('#f472b6');
  await expect(primary).toContainText('7.38:1');
  await expect(primary).toContainText('AA pass');

  // Home wraps back to the first tab; then to Feedback & Status for the dialog.
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: 'Buttons' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel', { name: 'Feedback & Status' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Open Example Dialog' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Example dialog' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible(page, 'design system, dialog open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A toast is raised by the keyboard too.
  await page.getByRole('button', { name: 'Show a success toast' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Project saved'),
  ).toBeVisible();
});

test('an admin opens the same showcase at /admin/storybook', async ({ page }) => {
  await page.goto('/admin/storybook');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Admin' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Design System' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/storybook$/);
  await expect(page).toHaveTitle('Design System · Charter Admin');
  await page.getByRole('tab', { name: 'Color System' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Color System' })).toBeVisible();
  await expectAccessible(page, 'admin design system, colours');
});
