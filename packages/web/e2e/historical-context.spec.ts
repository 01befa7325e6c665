import { expect, test } from '@playwright/test';
import { call, expectAccessible, register } from './helpers';

test('historical context: empty, then a recorded decision as an insight and an evolution event, a todo added and edited; axe on each section', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();

  // A new account has nothing to show: honest empty states, no example data, no mock banner.
  await page.goto('/historical-context');
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Context' })).toBeVisible();
  await expect(page.getByText('No insights found matching your criteria')).toBeVisible();
  await expect(page.getByText(/HSP-A005 Warning/)).toHaveCount(0);

  // An agent records a decision with its key: it is blocked by the constitution.
  const key = await call(page, 'POST', '/api/user/generate-charter-api-key', { keyName: 'e2e agent' });
  expect([200, 201]).toContain(key.status);
  const secret = (key.json as { apiKey: { keySecret: string } }).apiKey.keySecret;
  const validation = await call(
    page,
    'POST',
    '/api/external/validate',
    {
      decision_type: 'dependencies',
      description: 'Install 75 packages for the charting feature',
      metadata: { current_dependencies: 40, new_dependencies: 35 },
      agent_id: 'claude',
    },
    secret,
  );
  expect(validation.status).toBe(200);

  await page.reload();
  const insights = page.getByRole('list', { name: 'Insights', exact: true });
  await expect(
    insights.getByRole('heading', { name: 'dependencies: Install 75 packages for the charting feature' }),
  ).toBeVisible();
  await expect(page.getByText('Total insights').locator('..')).toContainText('1');
  await expect(page.getByRole('list', { name: 'Recent insights' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'strategic insights');

  // The filters narrow the list to nothing, with the spec's empty state.
  await page.getByLabel('Category').selectOption('validation');
  await expect(page.getByText('No insights found matching your criteria')).toBeVisible();
  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Search insights').fill('charting');
  await expect(insights.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Project Evolution' }).click();
  await expect(page).toHaveURL(/tab=evolution/);
  const events = page.getByRole('list', { name: 'Evolution events' });
  await expect(events.getByText('Decision blocked: dependencies')).toBeVisible();
  await expectAccessible(page, 'project evolution');

  await page.getByRole('tab', { name: 'Strategic Todos' }).click();
  const todos = page.getByRole('list', { name: 'Strategic todos' });
  await expect(todos.getByText('Rework the blocked decision: dependencies')).toBeVisible();
  await page.getByRole('button', { name: 'Add todo' }).click();
  const form = page.getByRole('form', { name: 'Add a strategic todo' });
  await form.getByLabel('Title').fill('Choose one charting library');
  await form.getByLabel('Priority').selectOption('high');
  await expectAccessible(page, 'strategic todos with the form open');
  await form.getByRole('button', { name: 'Add todo' }).click();
  await expect(todos.getByText('Choose one charting library')).toBeVisible();

  await todos.getByRole('button', { name: 'Edit Choose one charting library' }).click();
  const edit = page.getByRole('form', { name: 'Edit Choose one charting library' });
  await edit.getByLabel('Status').selectOption('in_progress');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.reload();
  const mine = page.getByRole('listitem').filter({ hasText: 'Choose one charting library' });
  await expect(mine.getByText('In progress')).toBeVisible();
  await expect(mine.getByText('High priority')).toBeVisible();
  await expectAccessible(page, 'strategic todos');
});
