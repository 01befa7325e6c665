import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { call, expectAccessible, register } from './helpers';

async function signUp(page: Page) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
}

/** An agent's key, a blocked dependency decision, and the rebellion the agent files for it. */
async function blockedDecisionWithRebellion(page: Page) {
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
  const answer = validation.json as { decision_id: string; constitutional_validation: { status: string } };
  expect(answer.constitutional_validation.status).toBe('blocked');
  const rebellion = await call(
    page,
    'POST',
    '/api/constitutional/rebellions',
    { decision_id: answer.decision_id, justification: 'The charting library really needs these packages.' },
    secret,
  );
  expect(rebellion.status).toBe(201);
}

async function openBestPractices(page: Page) {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Best Practices' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Best Practices Collection' })).toBeVisible();
}

// The collection's walk is two tests (set up, then filter and export), each inside its budget on a busy machine:
// as one test it passed 60 s on a loaded CI run.
test('best practices: empty, initialized, a side panel, a rule generated', async ({ page }) => {
  await openBestPractices(page);
  const empty = page.getByRole('region', { name: 'Your collection is empty' });
  await expect(empty).toBeVisible();
  await expectAccessible(page, 'best practices, empty');

  await empty.getByRole('button', { name: 'Initialize Collection' }).click();
  await expect(page.getByText('Collection Initialized')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = Number(await page.locator('dt:text-is("Total practices") + dd').textContent());
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('dt:text-is("Rules generated") + dd')).toHaveText('0');
  await expectAccessible(page, 'best practices, initialized');

  // The side panel opens for the card whose title is clicked.
  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('region', { name: title })).toContainText('Problem pattern');
  await expectAccessible(page, 'best practices, side panel');

  await first.getByRole('button', { name: /Generate Rule/ }).click();
  await expect(page.getByText('Rule Generated', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: /Update Rule/ })).toBeVisible();
  await expect(page.locator('dt:text-is("Rules generated") + dd')).toHaveText('1');
});

test('best practices: filtered, categories, trending, auto-collected, a package downloaded', async ({
  page,
}) => {
  await openBestPractices(page);
  await page
    .getByRole('region', { name: 'Your collection is empty' })
    .getByRole('button', { name: 'Initialize Collection' })
    .click();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByLabel('Severity').selectOption('critical');
  await expect(page.getByRole('article').filter({ hasText: /High|Medium|Low/ })).toHaveCount(0);
  await page.getByLabel('Severity').selectOption('all');

  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'best practices, categories');
  await page.getByRole('tab', { name: 'Trending' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'decisions hit this' }).first()).toBeVisible();
  await expectAccessible(page, 'best practices, trending');

  await page.getByRole('button', { name: 'Auto-Collect' }).click();
  await expect(page.getByText('Automated Collection Complete')).toBeVisible();
  await expect(page.getByText(/nothing was fetched from the internet/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate Package' }).click();
  expect((await download).suggestedFilename()).toBe('constitutional-governance.js');
  await expect(page.getByText('Constitutional Package Generated')).toBeVisible();
});

test('best practices: a decision that shows a practice’s anti-pattern makes it a trending issue', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/best-practices');
  await page
    .getByRole('region', { name: 'Your collection is empty' })
    .getByRole('button', { name: 'Initialize Collection' })
    .click();
  await expect(page.locator('dt:text-is("Trending issues") + dd')).toHaveText('0');

  const key = await call(page, 'POST', '/api/user/generate-charter-api-key', { keyName: 'e2e agent' });
  const secret = (key.json as { apiKey: { keySecret: string } }).apiKey.keySecret;
  const validation = await call(
    page,
    'POST',
    '/api/external/validate',
    { decision_type: 'dependencies', description: 'Delete the lockfile to fix a merge conflict' },
    secret,
  );
  expect(validation.status).toBe(200);

  // Ledger writes are batched: reload until the decision is counted.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('dt:text-is("Trending issues") + dd')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('tab', { name: 'Trending' }).click();
  await expect(page.getByText('1 decision of your agents hit this')).toBeVisible();
});

test('best practices on a small screen: the panel under the list comes into view and leads back', async ({
  page,
}) => {
  await signUp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/best-practices');
  await page
    .getByRole('region', { name: 'Your collection is empty' })
    .getByRole('button', { name: 'Initialize Collection' })
    .click();
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  const select = first.getByRole('button', { name: title, exact: true });
  await select.click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel).toBeInViewport();
  await expectAccessible(page, 'best practices, small screen, panel');
  await panel.getByRole('button', { name: 'Back to the card' }).click();
  await expect(select).toBeFocused();
  await expect(select).toBeInViewport();
});

test('best practice detail: every section, and Practice Not Found for an unknown id', async ({ page }) => {
  await signUp(page);
  await page.goto('/best-practices');
  await page
    .getByRole('region', { name: 'Your collection is empty' })
    .getByRole('button', { name: 'Initialize Collection' })
    .click();
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: /View Details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Code examples' })).toBeVisible();
  // No share of projects unless a cited source states it (none of the bundled ones does), and no
  // "Verified" badge nobody earned.
  await expect(page.getByText(/% of projects/)).toHaveCount(0);
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expectAccessible(page, 'best practice detail');

  await page.getByRole('button', { name: 'Generate Rule' }).click();
  await expect(page.getByText('Constitutional Rule Generated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Rule' })).toBeVisible();
  await expect(page.locator('.mark-rule')).toHaveText(/Rule generated/);

  await page.goto('/best-practices/no-such-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Not Found' })).toBeVisible();
  await expectAccessible(page, 'practice not found');
});

test('pattern library: figures, tabs, honest usage, copy with a check mark', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  await page.goto('/pattern-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Pattern Library' })).toBeVisible();
  await expect(page.locator('dt:text-is("Patterns") + dd')).toHaveText('6');
  await expect(page.locator('dt:text-is("Decisions matched") + dd')).toHaveText('0');
  await expectAccessible(page, 'pattern library');

  const card = page.getByRole('article').first();
  await card.getByRole('tab', { name: 'Usage' }).click();
  await expect(card.getByText(/No decisions matched yet/)).toBeVisible();
  await card.getByRole('tab', { name: 'Code' }).click();
  await card.getByRole('button', { name: /Copy code/ }).click();
  await expect(card.getByRole('button', { name: /Copied/ })).toContainText('✓');
  await expectAccessible(page, 'pattern library, code copied');
  await expect(card.getByRole('button', { name: /Copy code/ })).toBeVisible({ timeout: 4000 });

  await page.getByLabel('Category').selectOption('database');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('ROI analytics: an honest empty state, then figures from the ledger', async ({ page }) => {
  await signUp(page);
  await page.goto('/roi-analytics');
  await expect(page.getByRole('heading', { name: 'No decisions yet' })).toBeVisible();
  await expectAccessible(page, 'roi analytics, empty');

  await blockedDecisionWithRebellion(page);
  await page.reload();
  const summary = page.getByRole('region', { name: 'Executive summary' });
  await expect(summary).toContainText('Charter checked 1 of your agents’ decisions: 1 blocked');
  await expect(
    page
      .getByRole('region', { name: 'Risk mitigation' })
      .locator('dt:text-is("Dependency disasters prevented") + dd'),
  ).toHaveText('1');
  await expect(
    page.getByRole('region', { name: 'Cost savings' }).getByText(/Estimates: how these figures/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('img')).toBeVisible();
  await expectAccessible(page, 'roi analytics, with decisions');
  await page.getByText('Show the figures as a table').click();
  await expectAccessible(page, 'roi analytics, timeline table');
});

test('dashboard: a pending rebellion comes first, and the decisions panel reads the ledger', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByRole('region', { name: 'Key Decisions' })).toContainText(
    'No decisions recorded yet',
  );
  await blockedDecisionWithRebellion(page);
  await page.reload();

  const today = page.getByRole('region', { name: 'What do I need to do today?' });
  await expect(today.getByRole('listitem').first()).toContainText('1 rebellion waiting for your decision');
  await expect(today.getByRole('link', { name: /Review rebellions/ })).toHaveAttribute(
    'href',
    '/my-projects?tab=rebellions',
  );
  const decisions = page.getByRole('region', { name: 'Key Decisions' });
  await expect(decisions.locator('dt:text-is("Blocked") + dd')).toHaveText('1');
  await expect(decisions.getByText('Install 75 packages for the charting feature')).toBeVisible();
  await expectAccessible(page, 'dashboard with a rebellion and a decision');
});

test('admin aliases: the pattern library and ROI analytics are the operator views across users', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin', exact: true })).toBeVisible();

  await page.goto('/admin/pattern-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Pattern Library' })).toBeVisible();
  await expect(
    page.getByText(
      'Architectural patterns with their sources, and how often the decisions of every user follow them.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, '/admin/pattern-library');

  await page.goto('/admin/roi-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'ROI Analytics' })).toBeVisible();
  await expect(page.getByText('Decisions, last 14 days')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decisions per day by source' })).toBeVisible();
  await expectAccessible(page, '/admin/roi-analytics');
});
