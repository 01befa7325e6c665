import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * My Projects in a real browser: connect an app and see its key once,
 * lower its dependency limit and watch the same decision flip to blocked, see the rebellion its agent
 * files, and the admin variant — axe clean on every tab.
 */

const ADDITION = {
  decision_type: 'dependency',
  description: 'Add one date library',
  metadata: { current_dependencies: 20, new_dependencies: 1 },
};

type Validation = {
  decision_id: string;
  project: { id: string; name: string } | null;
  constitutional_validation: { status: string; violated_rules: { ruleId: string; threshold?: number }[] };
};

/** The agent: the `request` fixture shares no cookies with the browser, so only the key authenticates. */
async function validate(request: APIRequestContext, secret: string): Promise<Validation> {
  const response = await request.post('/api/external/validate', {
    headers: { Authorization: `Bearer ${secret}` },
    data: ADDITION,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Validation;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

// The screen's walk is two tests (empty states by keyboard, then a project's life), each inside its budget on a
// busy machine: as one test it passed 60 s on a loaded CI run.
test('empty tabs, and the tab list moves with the arrow keys', async ({ page }) => {
  await registerAndOnboard(page);
  await page.goto('/my-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'my projects, overview');

  await openTab(page, 'Generated Projects');
  await expect(page.getByRole('heading', { name: 'No generated projects yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Conversation' })).toHaveAttribute(
    'href',
    '/chat-primer',
  );
  await expectAccessible(page, 'my projects, generated (empty)');

  // Keyboard: the tab list moves with the arrow keys, and the URL follows.
  await page.getByRole('tab', { name: 'Generated Projects' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Connected Projects' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=connected$/);
  await expect(page.getByRole('heading', { name: 'No connected projects yet' })).toBeVisible();
  await expectAccessible(page, 'my projects, connected (empty)');
});

test('connect a project, see its key once, lower its dependency limit and see the validation flip', async ({
  page,
  request,
}) => {
  await registerAndOnboard(page);
  await page.goto('/my-projects?tab=connected');
  await expect(page.getByRole('heading', { name: 'No connected projects yet' })).toBeVisible();

  // Connect: the key is shown this once.
  await page.getByLabel('Project name').fill('Harbor Shop');
  await page.getByLabel('Site address').fill('https://harbor.example.com/');
  await page.getByRole('button', { name: 'Connect project' }).click();
  const keyCard = page.getByRole('region', { name: /Harbor Shop is connected/ });
  await expect(keyCard).toBeVisible();
  await keyCard.getByRole('button', { name: 'Show API key' }).click();
  const secret = (await keyCard.getByTestId('connected-key').textContent())!.trim();
  expect(secret).toMatch(/^charter_sk_/);
  const card = page.getByRole('article', { name: 'Harbor Shop' });
  await expect(card.locator('dt:text-is("Constitution") + dd')).toContainText('Pending');
  await expect(card.getByText('No theme')).toBeVisible();
  await expect(card.getByRole('link', { name: /Manage/ })).toHaveAttribute('href', /^\/project\//);
  await expect(card.getByRole('link', { name: /View Site/ })).toHaveAttribute(
    'href',
    'https://harbor.example.com/',
  );
  await expectAccessible(page, 'my projects, connected with the new key');

  // Never again: after a reload only the key id is there.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Harbor Shop' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Harbor Shop is connected/ })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // At the default limit (50) the agent's small addition is not blocked.
  const before = await validate(request, secret);
  expect(before.project?.name).toBe('Harbor Shop');
  expect(before.constitutional_validation.status).not.toBe('blocked');
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Harbor Shop' }).locator('dt:text-is("Constitution") + dd'),
  ).toContainText('Active');

  // The owner lowers the project's dependency limit in Settings.
  await openTab(page, 'Settings');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Harbor Shop' });
  const limit = page.getByLabel('Dependency limit');
  await expect(limit).toBeVisible();
  await expectAccessible(page, 'my projects, settings');
  await limit.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dependency limit must be a whole number from 1 to 1000.');
  await limit.fill('15');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Settings saved. Every later validation of Harbor Shop uses them.'),
  ).toBeVisible();

  // The same decision with the same key is now blocked by CH-DEP-001 at 15.
  const after = await validate(request, secret);
  expect(after.constitutional_validation.status).toBe('blocked');
  expect(after.constitutional_validation.violated_rules[0]).toMatchObject({
    ruleId: 'CH-DEP-001',
    threshold: 15,
  });

  // Its agent files a rebellion; the Constitutional Rebellions tab shows it.
  const filed = await request.post('/api/constitutional/rebellions', {
    headers: { Authorization: `Bearer ${secret}` },
    data: {
      decision_id: after.decision_id,
      justification: 'The date library replaces three hand-written helpers.',
    },
  });
  expect(filed.status()).toBe(201);
  await page.goto('/my-projects?tab=rebellions');
  await expect(page.getByRole('tab', { name: 'Constitutional Rebellions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rebellion = page.getByRole('article', { name: /Add one date library/ });
  await expect(rebellion).toBeVisible();
  await expect(rebellion.locator('dt:text-is("Project") + dd')).toHaveText('Harbor Shop');
  await expectAccessible(page, 'my projects, rebellions');

  await openTab(page, 'Connected Projects');
  await expect(page.getByRole('article', { name: 'Harbor Shop' }).getByText('1 (1 pending)')).toBeVisible();
  await openTab(page, 'Overview');
  await expect(page.locator('dt:text-is("Pending rebellions") + dd')).toHaveText('1');
  await expectAccessible(page, 'my projects, overview with data');
});

test('the admin variant lists every user’s projects with the admin columns', async ({ page, request }) => {
  // A user with a connected project, through the API (cookies of the request fixture).
  const email = `admin-view-${Date.now()}@e2e.charter.test`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Ada', email, password: 'correct-horse-battery' },
  });
  expect(registered.status()).toBe(201);
  const connected = await request.post('/api/user/connected-projects', {
    data: { name: 'Admin View Shop', url: 'https://admin-view.example.com' },
  });
  expect(connected.status()).toBe(201);
  const { apiKey } = (await connected.json()) as { apiKey: { keyId: string } };

  await page.goto('/admin/my-projects');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects (admin)' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expectAccessible(page, 'admin my projects, overview');

  await openTab(page, 'Connected Projects');
  // The admin sees every user's projects; this user's row is the one with this run's email.
  const row = page.getByRole('row', { name: /Admin View Shop/ }).filter({ hasText: email });
  await expect(row).toContainText('admin-view.example.com');
  await expect(row).toContainText('Healthy');
  await expect(row).toContainText(apiKey.keyId);
  await expect(row).toContainText(email);
  await expectAccessible(page, 'admin my projects, projects');

  await openTab(page, 'Constitutional Rebellions');
  await expectAccessible(page, 'admin my projects, rebellions');
  await openTab(page, 'Settings');
  await expectAccessible(page, 'admin my projects, settings');
});
