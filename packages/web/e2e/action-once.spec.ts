import { expect, type Locator, type Page, test } from '@playwright/test';
import { call, register } from './helpers';

/**
 * A double click on a creating button does its action once. The two clicks are dispatched in one
 * task, the fastest a person (or a bouncing mouse) can manage: React has not re-rendered the button as
 * disabled in between, so only the submit guard stands between the second click and a second request.
 */
async function clickTwiceAtOnce(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

async function signUp(page: Page) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
}

test('a double click on Generate API Key makes one active key, and the secret shown is that key’s', async ({
  page,
}) => {
  await signUp(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user/generate-charter-api-key')) {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.goto('/charter-api-keys');
  await page.getByLabel('Key name', { exact: true }).fill('Double click');
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Generate API Key' }));

  const card = page.getByRole('region', { name: 'Your new API key: Double click' });
  await card.getByRole('button', { name: 'Show API key' }).click();
  await expect(card.getByTestId('generated-key')).toHaveText(/^charter_sk_/);
  const secret = (await card.getByTestId('generated-key').textContent()) ?? '';
  const list = page.getByRole('list', { name: 'Charter API keys' });
  await expect(list.getByRole('heading', { name: 'Double click' })).toHaveCount(1);

  const { json } = await call(page, 'GET', '/api/user/charter-api-keys');
  const keys = (json as { keys: { name: string; isActive: boolean }[] }).keys;
  expect(keys.filter((key) => key.isActive)).toHaveLength(1);
  // The one active key is the one whose secret was shown: it authenticates.
  const me = await call(
    page,
    'POST',
    '/api/external/validate',
    {
      decision_type: 'api',
      description: 'Call the billing API with a 5 second timeout',
      metadata: { timeout_ms: 5000 },
    },
    secret,
  );
  expect(me.status).toBe(200);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('a double click on Submit Feedback records the journey once', async ({ page }) => {
  await signUp(page);
  await page.goto('/user-journey-test');
  await page.getByRole('button', { name: 'Start Test: Rescue: Dependency Hell' }).click();
  await expect(page.getByRole('status').getByText('Recording')).toBeVisible();
  for (let step = 1; step <= 4; step++) {
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: `${step} of 4 steps complete` })).toBeAttached();
  }
  const form = page.getByRole('form', { name: 'Test feedback' });
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await clickTwiceAtOnce(form.getByRole('button', { name: 'Submit Feedback' }));

  await expect(page.getByRole('tab', { name: 'Test Results', selected: true })).toBeVisible();
  const { json } = await call(page, 'GET', '/api/user-journey/results');
  expect((json as { results: unknown[] }).results).toHaveLength(1);
});
