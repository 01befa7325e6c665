import { expect, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

test('on a small screen the sidebar hides behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});

test('the dashboard shows real project cards and figures computed from them', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('link', { name: 'Create Your First Project' })).toBeVisible();

  // Projects are created through the API from the page, as the primer generator will (same-origin, cookie).
  const ids = await page.evaluate(async () => {
    const post = async (body: object) => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { id: string }).id;
    };
    return [
      await post({
        name: 'Invoice Tracker',
        description: 'Invoices for freelancers.',
        completionStatus: true,
      }),
      await post({ name: 'Recipe Box', description: 'Family recipes.', completionStatus: false }),
    ];
  });
  await page.reload();

  const invoice = page.getByRole('article').filter({ hasText: 'Invoice Tracker' });
  await expect(invoice.getByText('Complete', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('link', { name: /View details/ })).toHaveAttribute(
    'href',
    `/project/${ids[0]}`,
  );
  const recipe = page.getByRole('article').filter({ hasText: 'Recipe Box' });
  await expect(recipe.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Projects with a generated primer' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(page.getByText('1 project in progress')).toBeVisible();
  await expectAccessible(page, 'dashboard with projects');
});
